import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/rows';
import { weeklyReports } from '../../db/schema';
import { hashToken, newOpaqueToken } from '../auth/secrets';
import { weeklyReportMail } from './report-mail';
import { accountReport } from './report-numbers';
import type { WeeklyReportContext } from './weekly-report-context';

/** The mail is due on Monday from this hour, in the account's zone, until that Monday ends (decision 1020). */
const SEND_HOUR = 8;
/** How long a claimed mail may take before another instance may send it again (an SMTP send takes seconds). */
const CLAIM_LEASE_MS = 10 * 60_000;
/** Accounts one run reads; the worker runs again while batches come back full. */
export const BATCH = 20;

interface DueAccount {
  userId: string;
  email: string;
  zone: string;
  week: string;
}

/**
 * Accounts whose mail is due now: opted in, a confirmed and enabled address, Monday at or after
 * 08:00 in their zone (the zone's Monday, so an instance down at 08:00 sends it later that day), and
 * no row for this week that was sent or is claimed within the lease.
 */
async function dueAccounts(db: Database, now: Date): Promise<DueAccount[]> {
  const leaseStart = new Date(now.getTime() - CLAIM_LEASE_MS).toISOString();
  return queryRows<DueAccount>(
    db,
    sql`with opted as (
          select s.user_id, u.email, coalesce(s.time_zone, 'UTC') as zone,
                 (${now.toISOString()}::timestamptz at time zone coalesce(s.time_zone, 'UTC')) as local
          from account_settings s join users u on u.id = s.user_id
          where s.weekly_report and u.disabled_at is null and u.email_confirmed_at is not null
        )
        select o.user_id as "userId", o.email, o.zone, o.local::date::text as week
        from opted o
        where extract(isodow from o.local) = 1 and extract(hour from o.local) >= ${SEND_HOUR}
          and not exists (
            select 1 from weekly_reports r
            where r.user_id = o.user_id and r.week = o.local::date
              and (r.sent_at is not null or r.claimed_at > ${leaseStart}::timestamptz))
        order by o.user_id
        limit ${BATCH}`,
  );
}

/**
 * The claim (decision 1020): the week's row inserted, or taken over once its lease ran out unsent.
 * Exactly one instance gets the row back; the others send nothing. The token is the mail's own
 * unsubscribe token, kept as its SHA-256 only (decision 1021).
 */
async function claim(db: Database, account: DueAccount, now: Date): Promise<string | null> {
  const token = newOpaqueToken();
  const tokenHash = hashToken(token);
  const leaseStart = new Date(now.getTime() - CLAIM_LEASE_MS);
  const rows = await db
    .insert(weeklyReports)
    .values({ userId: account.userId, week: account.week, tokenHash, claimedAt: now })
    .onConflictDoUpdate({
      target: [weeklyReports.userId, weeklyReports.week],
      set: { tokenHash, claimedAt: now },
      setWhere: and(isNull(weeklyReports.sentAt), lte(weeklyReports.claimedAt, leaseStart)),
    })
    .returning({ userId: weeklyReports.userId });
  return rows.length > 0 ? token : null;
}

/**
 * One run of the weekly mail, on every instance (the worker calls it each minute; tests call it with
 * their clock): each due account is claimed, its numbers read and its mail sent, then marked sent.
 * A failed send stays unsent and is tried again after the lease, while it is still that Monday.
 * Answers how many due accounts were read.
 */
export async function runDueReports(ctx: WeeklyReportContext): Promise<number> {
  const mail = ctx.mail;
  if (!mail) return 0;
  const now = ctx.now();
  const due = await dueAccounts(ctx.db, now);
  for (const account of due) {
    const token = await claim(ctx.db, account, now);
    if (!token) continue;
    try {
      const report = await accountReport(ctx.db, account.userId, account.week, account.zone);
      if (report.pages.length > 0) {
        const unsubscribe = `${mail.origin}/weekly-report/unsubscribe?token=${encodeURIComponent(token)}`;
        await mail.send(weeklyReportMail(account.email, ctx.siteName, mail.origin, report, unsubscribe));
      }
      await ctx.db
        .update(weeklyReports)
        .set({ sentAt: ctx.now() })
        .where(and(eq(weeklyReports.userId, account.userId), eq(weeklyReports.week, account.week), eq(weeklyReports.tokenHash, hashToken(token))));
    } catch (error) {
      ctx.log.warn({ err: error, userId: account.userId }, 'weekly report not sent');
    }
  }
  return due.length;
}
