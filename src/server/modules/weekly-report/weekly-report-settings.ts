import { eq } from 'drizzle-orm';
import type { WeeklyReportSettings } from '@shared/schemas/weekly-report';
import { accountSettings } from '../../db/schema';
import { AppError } from '../../errors';
import { WEEKLY_REPORT_ERRORS, type WeeklyReportContext } from './weekly-report-context';

/** GET /api/account/weekly-report: the owner's choice and whether this server can mail at all. */
export async function getWeeklyReport(ctx: WeeklyReportContext, userId: string): Promise<WeeklyReportSettings> {
  const [row] = await ctx.db.select({ enabled: accountSettings.weeklyReport }).from(accountSettings).where(eq(accountSettings.userId, userId));
  return { enabled: row?.enabled ?? false, available: ctx.mail !== null };
}

/** PUT /api/account/weekly-report: turning it on needs mail (409); turning it off always works. */
export async function setWeeklyReport(ctx: WeeklyReportContext, userId: string, enabled: boolean): Promise<WeeklyReportSettings> {
  if (enabled && !ctx.mail) throw new AppError(409, 'weekly_report_unavailable', WEEKLY_REPORT_ERRORS.unavailable);
  await ctx.db
    .insert(accountSettings)
    .values({ userId, weeklyReport: enabled })
    .onConflictDoUpdate({ target: accountSettings.userId, set: { weeklyReport: enabled } });
  return { enabled, available: ctx.mail !== null };
}
