import type { Database } from '../../db/client';
import type { Counter } from '../../counters/counters';
import type { OutgoingMail } from '../auth/mailer';
import type { StatsService } from '../stats/stats-service';

/** What the sign-up block's routes need (issue 40, decision 985). */
export interface SubscribersContext {
  db: Database;
  /** SMTP_URL set (and PUBLIC_URL, the mailed links' origin): double opt-in. Null: kept 'sin confirmar'. */
  mail: { send(mail: OutgoingMail): Promise<void>; origin: string } | null;
  /** Sign-ups per client address and per e-mail address, shared by every instance (decision 833). */
  attempts: Counter;
  stats: StatsService | null;
  log: { warn(object: unknown, message: string): void };
}
