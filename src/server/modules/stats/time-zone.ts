import { eq, sql } from 'drizzle-orm';
import type { AccountTimeZone } from '@shared/schemas/stats';
import type { ChangeBus } from '../../changes/change-bus';
import type { Database, Executor } from '../../db/client';
import { queryRows } from '../../db/rows';
import { accountSettings } from '../../db/schema';

/** The zone saved for the account, or null (GET /api/account/time-zone). */
export async function getTimeZone(db: Executor, userId: string): Promise<AccountTimeZone> {
  const [row] = await db.select({ timeZone: accountSettings.timeZone }).from(accountSettings).where(eq(accountSettings.userId, userId));
  return { timeZone: row?.timeZone ?? null };
}

/** The zone statistics days are counted in: the account's, 'UTC' until one is saved. */
export async function accountZone(db: Executor, userId: string): Promise<string> {
  return (await getTimeZone(db, userId)).timeZone ?? 'UTC';
}

/** The owner's zone of each page, in one query ('UTC' until one is saved; a page deleted since is left out). */
export async function pageZones(db: Executor, pageIds: ReadonlySet<number>): Promise<Map<number, string>> {
  if (pageIds.size === 0) return new Map();
  const rows = await queryRows<{ id: number; zone: string }>(
    db,
    sql`select p.id, coalesce(s.time_zone, 'UTC') as zone from pages p left join account_settings s on s.user_id = p.user_id
        where p.id in (${sql.join([...pageIds].map((id) => sql`${id}`), sql`, `)})`,
  );
  return new Map(rows.map((row) => [row.id, row.zone]));
}

/**
 * Saves the account's zone (checked by the schema); it applies to the days not rolled up yet, and
 * the owner's pages are rendered again ('Horario' blocks show open or closed in it).
 */
export async function saveTimeZone(db: Database, changes: ChangeBus, userId: string, timeZone: string): Promise<AccountTimeZone> {
  await changes.transaction(db, async (tx, announce) => {
    await tx
      .insert(accountSettings)
      .values({ userId, timeZone })
      .onConflictDoUpdate({ target: accountSettings.userId, set: { timeZone } });
    announce({ type: 'users', ids: [userId] });
  });
  return { timeZone };
}
