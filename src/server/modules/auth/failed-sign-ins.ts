import { LRUCache } from 'lru-cache';
import { AUTH_MESSAGES, AuthError } from './auth-error';

interface Failures {
  count: number;
  /** When the window of the first failure counted ends. */
  resetAt: number;
}

/**
 * Wrong passwords per account, in memory (decision 801): after `max` within the window, sign-in to
 * that e-mail answers 429 until the window ends, whatever the client's address. A right password
 * clears the count. Unknown e-mails are counted too, so the answer tells nothing about existence.
 */
export class FailedSignIns {
  private readonly failures: LRUCache<string, Failures>;

  constructor(
    private readonly limit: { max: number; windowMs: number },
    private readonly now: () => number = Date.now,
  ) {
    this.failures = new LRUCache({ max: 100_000 });
  }

  private current(email: string): Failures | undefined {
    const entry = this.failures.get(email);
    if (entry && entry.resetAt <= this.now()) {
      this.failures.delete(email);
      return undefined;
    }
    return entry;
  }

  /** Throws 429 while the account is paused. */
  check(email: string): void {
    const entry = this.current(email);
    if (entry && entry.count >= this.limit.max) {
      const minutes = Math.max(1, Math.ceil((entry.resetAt - this.now()) / 60_000));
      throw new AuthError(429, 'over_request_rate_limit', AUTH_MESSAGES.tooManyFailedSignIns(minutes));
    }
  }

  failed(email: string): void {
    const entry = this.current(email);
    if (entry) entry.count += 1;
    else this.failures.set(email, { count: 1, resetAt: this.now() + this.limit.windowMs });
  }

  succeeded(email: string): void {
    this.failures.delete(email);
  }
}
