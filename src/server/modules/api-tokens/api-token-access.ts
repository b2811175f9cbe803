import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiTokenScope } from '@shared/schemas/api-tokens';
import type { AuthUser } from '../../auth/token-verifier';
import type { Counter, CounterStore } from '../../counters/counters';
import type { Database } from '../../db/client';
import { apiTokens, users } from '../../db/schema';
import { AppError } from '../../errors';
import { hashApiToken } from './create-api-token';
import { API_TOKEN_MESSAGES } from './messages';

const MINUTE = 60_000;
const READ_METHODS = new Set(['GET', 'HEAD']);

/**
 * Personal API tokens at the door (decision 990), used by the auth plugin only: `verify` turns a
 * token into its owner (looked up on every request, so a revoked token fails at once everywhere),
 * `admit` applies the token's scope, the session-only routes and the per-token rate limit.
 */
export class ApiTokenAccess {
  private readonly counter: Counter;

  constructor(
    private readonly db: Database,
    counters: CounterStore,
    private readonly perMinute: number,
    /** Embedded sign-in: the account must still exist and not be disabled. */
    private readonly embedded: boolean,
  ) {
    this.counter = counters.counter({ name: 'api-token', windowMs: MINUTE });
  }

  async verify(token: string): Promise<AuthUser | null> {
    const [row] = await this.db
      .select({ id: apiTokens.id, userId: apiTokens.userId, scope: apiTokens.scope, expiresAt: apiTokens.expiresAt, email: users.email, disabledAt: users.disabledAt, userExists: users.id })
      .from(apiTokens)
      .leftJoin(users, eq(users.id, apiTokens.userId))
      .where(eq(apiTokens.tokenHash, hashApiToken(token)))
      .limit(1);
    if (!row) return null;
    if (row.expiresAt && row.expiresAt.getTime() <= Date.now()) return null;
    if (this.embedded && (!row.userExists || row.disabledAt)) return null;
    await this.noteUse(row.id);
    // A token is made by a full session (two-step included), so it carries that session's assurance.
    return { id: row.userId, email: row.email ?? null, sessionId: null, aal: 'aal2', apiToken: { id: row.id, scope: row.scope } };
  }

  /** Throws unless the route takes tokens, the token's scope allows the method and its minute is not used up. */
  async admit(request: FastifyRequest, reply: FastifyReply, token: { id: string; scope: ApiTokenScope }): Promise<void> {
    if (request.routeOptions.config.sessionOnly) throw new AppError(403, 'session_required', API_TOKEN_MESSAGES.sessionRequired);
    if (token.scope === 'read' && !READ_METHODS.has(request.method)) throw new AppError(403, 'api_token_read_only', API_TOKEN_MESSAGES.readOnly);
    const { count, resetInMs } = await this.counter.hit(token.id);
    if (count > this.perMinute) {
      reply.header('retry-after', String(Math.max(1, Math.ceil(resetInMs / 1000))));
      throw new AppError(429, 'api_token_rate_limited', API_TOKEN_MESSAGES.rateLimited(this.perMinute));
    }
  }

  /** Last use, written at most once a minute per token. */
  private async noteUse(id: string): Promise<void> {
    await this.db
      .update(apiTokens)
      .set({ lastUsedAt: sql`now()` })
      .where(and(eq(apiTokens.id, id), or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, sql`now() - interval '1 minute'`))));
  }
}
