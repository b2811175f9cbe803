import { z } from '../zod';

/**
 * 'Resumen semanal por correo' (issue 42, decision 1020): an account's opt-in.
 *
 * GET /api/account/weekly-report                            -> WeeklyReportSettings
 * PUT /api/account/weekly-report  body WeeklyReportUpdate   -> WeeklyReportSettings
 *                                 (409 weekly_report_unavailable when the server cannot mail)
 */
export const weeklyReportSettingsSchema = z.object({
  /** The owner asked for the mail (off by default). */
  enabled: z.boolean(),
  /** The server can mail it (SMTP_URL and PUBLIC_URL with the embedded sign-in). */
  available: z.boolean(),
});
export type WeeklyReportSettings = z.infer<typeof weeklyReportSettingsSchema>;

export const weeklyReportUpdateSchema = z.object({ enabled: z.boolean({ message: 'Indica si quieres recibir el resumen semanal.' }) });
