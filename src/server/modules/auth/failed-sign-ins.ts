import { AUTH_MESSAGES, AuthError } from './auth-error';
import { type CounterFactory, memoryWindowCounter } from './window-counter';

/**
 * Wrong passwords per account (decision 801): after `max` within the window, sign-in to that e-mail
 * answers 429 until the window ends, whatever the client's address. A right password clears the
 * count. Unknown e-mails are counted too, so the answer tells nothing about existence. The current
 * password asked by 'Mi cuenta' (password change, account deletion) counts here as well.
 */
export class FailedSignIns {
  private readonly failures;

  constructor(
    private readonly limit: { max: number; windowMs: number },
    private readonly now: () => number = Date.now,
    counters?: CounterFactory,
  ) {
    this.failures = (counters ?? ((windowMs) => memoryWindowCounter(windowMs, now)))(limit.windowMs);
  }

  /** Throws 429 while the account is paused. */
  async check(email: string): Promise<void> {
    const entry = await this.failures.get(email);
    if (entry && entry.count >= this.limit.max) {
      const minutes = Math.max(1, Math.ceil((entry.resetAt - this.now()) / 60_000));
      throw new AuthError(429, 'over_request_rate_limit', AUTH_MESSAGES.tooManyFailedSignIns(minutes));
    }
  }

  async failed(email: string): Promise<void> {
    await this.failures.increment(email);
  }

  async succeeded(email: string): Promise<void> {
    await this.failures.reset(email);
  }
}
