import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/rows';

/** stats_events_p202611 holds November 2026 (UTC). */
export function monthOf(at: Date): string {
  return `${at.getUTCFullYear()}${String(at.getUTCMonth() + 1).padStart(2, '0')}`;
}

function bounds(month: string): { from: string; to: string } {
  const year = Number(month.slice(0, 4));
  const index = Number(month.slice(4)) - 1;
  const from = new Date(Date.UTC(year, index, 1)).toISOString();
  const to = new Date(Date.UTC(year, index + 1, 1)).toISOString();
  return { from, to };
}

/**
 * The raw table's monthly partitions (decision 701), the same on PostgreSQL and PGlite. Created on
 * demand before a batch goes in (instances racing to create the same month are fine: the loser's
 * error is ignored once the partition exists), dropped whole once past the retention.
 */
export class EventPartitions {
  private readonly known = new Set<string>();

  constructor(private readonly db: Database) {}

  async ensure(months: Iterable<string>): Promise<void> {
    for (const month of months) {
      if (this.known.has(month) || !/^\d{6}$/.test(month)) continue;
      const { from, to } = bounds(month);
      const name = sql.identifier(`stats_events_p${month}`);
      try {
        await this.db.execute(
          sql`create table if not exists ${name} partition of stats_events for values from (${sql.raw(`'${from}'`)}) to (${sql.raw(`'${to}'`)})`,
        );
      } catch (error) {
        if (!(await this.exists(month))) throw error;
      }
      this.known.add(month);
    }
  }

  private async exists(month: string): Promise<boolean> {
    const rows = await queryRows<{ name: string }>(this.db, sql`select to_regclass(${`stats_events_p${month}`})::text as name`);
    return Boolean(rows[0]?.name);
  }

  /** Drops the months that ended more than `days` days before `now`; answers their names. */
  async dropOlderThan(days: number, now: Date): Promise<string[]> {
    const cutoff = monthOf(new Date(now.getTime() - days * 86_400_000));
    const rows = await queryRows<{ name: string }>(
      this.db,
      sql`select child.relname::text as name from pg_inherits
          join pg_class child on child.oid = pg_inherits.inhrelid
          join pg_class parent on parent.oid = pg_inherits.inhparent
          where parent.relname = 'stats_events'`,
    );
    const dropped: string[] = [];
    for (const { name } of rows) {
      const month = /^stats_events_p(\d{6})$/.exec(name)?.[1];
      // A month is dropped once all of it is older than the cutoff: months before the cutoff's month.
      if (!month || month >= cutoff) continue;
      await this.db.execute(sql`drop table if exists ${sql.identifier(name)}`);
      this.known.delete(month);
      dropped.push(name);
    }
    return dropped;
  }
}
