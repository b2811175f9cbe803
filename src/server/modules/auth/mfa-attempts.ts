import type { Counter, CounterStore } from '../../counters/counters';
import { AuthError } from './auth-error';
import { MFA_MESSAGES } from './mfa-messages';

/** Codes per account within the window, right or wrong; a right code clears the count. */
const MAX_ATTEMPTS = 5;
const WINDOW_MS = 15 * 60 * 1000;

/**
 * Second-step codes tried per account, in the shared counter store (decision 833): every instance
 * stops at the same total, so six guesses cannot be spread over instances. Each attempt is counted
 * before its code is checked.
 */
export class MfaAttempts {
  private readonly counter: Counter;

  constructor(counters: CounterStore) {
    this.counter = counters.counter({ name: 'mfa-code', windowMs: WINDOW_MS });
  }

  async attempt(userId: string): Promise<void> {
    const state = await this.counter.hit(userId);
    if (state.count > MAX_ATTEMPTS) {
      const minutes = Math.max(1, Math.ceil(state.resetInMs / 60_000));
      throw new AuthError(429, 'over_request_rate_limit', MFA_MESSAGES.tooManyAttempts(minutes));
    }
  }

  async succeeded(userId: string): Promise<void> {
    await this.counter.reset(userId);
  }
}
