import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accountSettings, weeklyReports } from '../../db/schema';
import { hashToken } from '../auth/secrets';

/**
 * A weekly mail's unsubscribe link (one-click POST or the page's button, decision 1021): the
 * account the mail went to stops getting it, without signing in. Answers whether the token was a
 * mail's.
 */
export async function unsubscribeWeeklyReport(db: Database, token: string): Promise<boolean> {
  const [report] = await db.select({ userId: weeklyReports.userId }).from(weeklyReports).where(eq(weeklyReports.tokenHash, hashToken(token)));
  if (!report) return false;
  await db.update(accountSettings).set({ weeklyReport: false }).where(eq(accountSettings.userId, report.userId));
  return true;
}
