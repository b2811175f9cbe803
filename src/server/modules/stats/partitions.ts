import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/rows';

/** stats_events_p202611 holds November 2026 (UTC). */
export function monthOf(at: Date): string {
  return `${at.getUTCFullYear()}${String(at.getUTCMonth() + 1).padStart(2, '0')}`;
}

/**
 * The raw hits' monthly partitions (decision 714): created before a batch needs one (a racing
 * instance's error is ignored once the partition exists), dropped whole once past the retention.
 */
export class EventPartitions {
  private readonly known = new Set<string>();

  constructor(private readonly db: Database) {}

  async ensure(months: Iterable<string>): Promise<void> {
    for (const month of months) {
      if (this.known.has(month) || !/^\d{6}$/.test(month)) continue;
      const [year, index] = [Number(month.slice(0, 4)), Number(month.slice(4)) - 1];
      const [from, to] = [Date.UTC(year, index, 1), Date.UTC(year, index + 1, 1)].map((ms) => `'${new Date(ms).toISOString()}'`);
      const name = `stats_events_p${month}`;
      try {
        await this.db.execute(sql`create table if not exists ${sql.identifier(name)} partition of stats_events for values from (${sql.raw(from!)}) to (${sql.raw(to!)})`);
      } catch (error) {
        const [found] = await queryRows<{ name: string | null }>(this.db, sql`select to_regclass(${name})::text as name`);
        if (!found?.name) throw error;
      }
      this.known.add(month);
    }
  }

  /** Drops the months wholly older than `days` days before `now`; answers their names. */
  async dropOlderThan(days: number, now: Date): Promise<string[]> {
    const cutoff = monthOf(new Date(now.getTime() - days * 86_400_000));
    const rows = await queryRows<{ name: string }>(
      this.db,
      sql`select child.relname::text as name from pg_inherits
          join pg_class child on child.oid = pg_inherits.inhrelid
          join pg_class parent on parent.oid = pg_inherits.inhparent
          where parent.relname = 'stats_events'`,
    );
    const old = rows.map((row) => row.name).filter((name) => /^stats_events_p\d{6}$/.test(name) && name.slice(-6) < cutoff);
    for (const name of old) {
      await this.db.execute(sql`drop table if exists ${sql.identifier(name)}`);
      this.known.delete(name.slice(-6));
    }
    return old;
  }
}
