import { AUTH_MESSAGES, AuthError } from './auth-error';
import type { Counter, CounterStore } from '../../counters/counters';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** What the auth service mails to an address besides a new account's confirmation (decision 110). */
export type MailPurpose = 'recovery' | 'signup' | 'email-change';

/**
 * Mails per address and purpose: one a minute and `perHour` an hour (GoTrue's SMTP frequency
 * limit). Unknown addresses are counted like known ones, so a refusal tells nothing about accounts.
 */
export class MailThrottle {
  private readonly spacing: Counter;
  private readonly hourly: Counter;

  /** Counted in the shared counter store (decision 833), so every instance agrees. */
  constructor(
    counters: CounterStore,
    private readonly perHour = 5,
  ) {
    this.spacing = counters.counter({ name: 'mail-minute', windowMs: MINUTE_MS });
    this.hourly = counters.counter({ name: 'mail-hour', windowMs: HOUR_MS });
  }

  /** Counts a mail to `address`; false when one went too recently (nothing is counted then). */
  async allow(purpose: MailPurpose, address: string): Promise<boolean> {
    return (await this.wait(purpose, address)) === 0 && (await this.count(purpose, address));
  }

  /** Like `allow`, but a refusal is a 429 saying how long to wait. */
  async take(purpose: MailPurpose, address: string): Promise<void> {
    const waitMs = await this.wait(purpose, address);
    if (waitMs > 0 || !(await this.count(purpose, address))) {
      const minutes = Math.max(1, Math.ceil(Math.max(waitMs, MINUTE_MS) / MINUTE_MS));
      throw new AuthError(429, 'over_email_send_rate_limit', AUTH_MESSAGES.tooManyMails(minutes));
    }
  }

  private async wait(purpose: MailPurpose, address: string): Promise<number> {
    const key = `${purpose}:${address}`;
    const [recent, hour] = await Promise.all([this.spacing.peek(key), this.hourly.peek(key)]);
    if (hour.count >= this.perHour) return Math.max(1, hour.resetInMs);
    if (recent.count > 0) return Math.max(1, recent.resetInMs);
    return 0;
  }

  private async count(purpose: MailPurpose, address: string): Promise<boolean> {
    const key = `${purpose}:${address}`;
    const recent = await this.spacing.hit(key);
    // Two calls at once: only the first goes.
    if (recent.count > 1) return false;
    await this.hourly.hit(key);
    return true;
  }
}
