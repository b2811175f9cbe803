import type { Database } from '../../db/client';
import type { OutgoingMail } from '../auth/mailer';

/** What 'Resumen semanal por correo' needs (issue 42, decision 1020). */
export interface WeeklyReportContext {
  db: Database;
  /** SMTP_URL (with PUBLIC_URL, the origin of the mailed links) and the embedded sign-in; null: no mail. */
  mail: { send(mail: OutgoingMail): Promise<void>; origin: string } | null;
  siteName: string;
  /** The app's one clock (ctx.now). */
  now: () => Date;
  log: { warn(object: unknown, message: string): void };
}

export const WEEKLY_REPORT_ERRORS = {
  unavailable: 'Este servidor no tiene el correo configurado (SMTP_URL), así que no puede enviar el resumen semanal.',
} as const;
