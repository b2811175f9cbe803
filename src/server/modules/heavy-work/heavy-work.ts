import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Counter, CounterStore } from '../../counters/counters';
import { AppError } from '../../errors';

const HOUR_MS = 60 * 60 * 1000;
/**
 * How long a heavy job holds its account's place at most: a server that dies during one frees the
 * place after this (the place is given back as soon as the job ends otherwise).
 */
const HEAVY_LEASE_MS = 10 * 60 * 1000;

/** Statistics over more days than this are a heavy job (issue 33 N-4). */
export const LONG_STATS_RANGE_DAYS = 92;

export const HEAVY_WORK_MESSAGES = {
  busy: 'Ya hay otra operación larga en curso en tu cuenta (exportar, duplicar, importar o estadísticas de un periodo largo). Espera a que termine e inténtalo de nuevo.',
  budget: (max: number) => `Has hecho demasiadas operaciones largas en la última hora (máximo ${max}). Inténtalo de nuevo más tarde.`,
} as const;

/**
 * Heavy jobs of an account (issue 33 N-4, decision 867): account export, page and subpage-tree
 * duplication, statistics over long ranges and imports. One at a time per account, and at most
 * `perHour` an hour, both counted on the shared counters (decision 833) so that every instance
 * sees the same: a second job while one runs, or one over the hour's budget, is refused with 429.
 */
export class HeavyWork {
  private readonly running: Counter;
  private readonly budget: Counter;

  constructor(
    counters: CounterStore,
    private readonly perHour: number,
  ) {
    this.running = counters.counter({ name: 'heavy-running', windowMs: HEAVY_LEASE_MS });
    this.budget = counters.counter({ name: 'heavy-jobs', windowMs: HOUR_MS });
  }

  /** Takes the account's place and charges its budget; answers the function that gives the place back (safe to call twice). */
  async begin(ownerId: string): Promise<() => Promise<void>> {
    if ((await this.budget.peek(ownerId)).count >= this.perHour) throw new AppError(429, 'heavy_work_budget', HEAVY_WORK_MESSAGES.budget(this.perHour));
    // The first hit takes the place; the holder's reset gives it back, whoever was refused meanwhile.
    if ((await this.running.hit(ownerId)).count > 1) throw new AppError(429, 'heavy_work_busy', HEAVY_WORK_MESSAGES.busy);
    try {
      await this.budget.hit(ownerId);
    } catch (error) {
      await this.running.reset(ownerId);
      throw error;
    }
    let released = false;
    return async () => {
      if (released) return;
      released = true;
      await this.running.reset(ownerId);
    };
  }

  /** Runs `work` as the account's heavy job. */
  async run<T>(ownerId: string, work: () => Promise<T>): Promise<T> {
    const release = await this.begin(ownerId);
    try {
      return await work();
    } finally {
      await release();
    }
  }

  /**
   * A route's preHandler (after validation, so a refused request costs nothing): the signed-in
   * caller's job holds the place until its answer is sent or its connection closes, streamed
   * answers included. `when` picks the requests that are heavy (all by default).
   */
  hook(when: (request: FastifyRequest) => boolean = () => true) {
    return async (request: FastifyRequest, reply: FastifyReply) => {
      if (!when(request)) return;
      const release = await this.begin(request.signedInUser.id);
      reply.raw.once('close', () => {
        release().catch((error: unknown) => request.log.error({ err: error }, 'could not give back a heavy job place'));
      });
    };
  }
}
