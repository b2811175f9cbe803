import { type CounterStore, memoryCounters } from '../../counters/counters';
import type { Counter } from '../../counters/counters';
import { AUTH_MESSAGES, AuthError } from './auth-error';

/**
 * Wrong passwords per account (decision 801), counted in the shared counter store (decision 833),
 * so that every instance pauses the account at the same total: after `max` attempts within the
 * window without a right password, sign-in to that e-mail answers 429 until the window ends,
 * whatever the client's address. Each attempt is counted before the password is checked, so that
 * guesses sent all at once cannot slip past the limit; a right password clears the count. Unknown
 * e-mails are counted too, so the answer tells nothing about existence. The current password asked
 * by 'Mi cuenta' (password change, account deletion) counts here as well (decision 111).
 */
export class FailedSignIns {
  private readonly counter: Counter;

  constructor(
    private readonly limit: { max: number; windowMs: number },
    counters: CounterStore = memoryCounters(),
  ) {
    this.counter = counters.counter({ name: 'failed-sign-in', windowMs: limit.windowMs });
  }

  /** Counts an attempt; throws 429 while the account is paused. */
  async attempt(email: string): Promise<void> {
    const state = await this.counter.hit(email);
    if (state.count > this.limit.max) {
      const minutes = Math.max(1, Math.ceil(state.resetInMs / 60_000));
      throw new AuthError(429, 'over_request_rate_limit', AUTH_MESSAGES.tooManyFailedSignIns(minutes));
    }
  }

  async succeeded(email: string): Promise<void> {
    await this.counter.reset(email);
  }
}
