import type { PGlite } from '@electric-sql/pglite';

/** Autovacuum's rule for a fresh ANALYZE: 50 rows plus 10 % of the table changed since the last. */
const ANALYZE_BASE_ROWS = 50;
const ANALYZE_SHARE = 0.1;
/** A small sample (3,000 rows): the planner needs the partition's size and the range of page ids and times. */
const STATISTICS_TARGET = 10;

/**
 * The planner's statistics of the raw hits' monthly partitions, on PGlite (decision 709). PGlite has
 * no autovacuum, so without this no statistics are ever gathered, the planner takes a partition of
 * a million hits for a few rows, and each pass of the rollup sorts every raw hit of its page
 * instead of walking the (page_id, ts) index: 12 µs of the request thread per hit instead of 4. A
 * partition that has grown past autovacuum's threshold since it was last analyzed is analyzed
 * again, on the columns the rollup and the reads filter on. PostgreSQL's autovacuum does this
 * itself, and this class is not used there.
 */
export class PlannerStatistics {
  /** Rows written into each month's partition since it was last analyzed. */
  private readonly written = new Map<string, number>();
  /** The rows each month's partition held when it was last analyzed (0: never, in this process). */
  private readonly analyzed = new Map<string, number>();

  constructor(private readonly client: PGlite) {}

  noteWritten(months: readonly string[], rows: number): void {
    for (const month of months) this.written.set(month, (this.written.get(month) ?? 0) + rows);
  }

  /** Analyzes the partitions that have grown enough; answers their months. */
  async refresh(): Promise<string[]> {
    const refreshed: string[] = [];
    for (const [month, rows] of this.written) {
      if (rows < ANALYZE_BASE_ROWS + ANALYZE_SHARE * (this.analyzed.get(month) ?? 0)) continue;
      const name = `stats_events_p${month}`;
      this.written.delete(month);
      // A partition dropped meanwhile is skipped.
      const { rows: found } = await this.client.query<{ present: boolean }>('select to_regclass($1) is not null as present', [name]);
      if (!found[0]?.present) continue;
      // One implicit transaction: SET LOCAL holds for the ANALYZE. `name` is ours (six digits).
      await this.client.exec(`set local default_statistics_target = ${STATISTICS_TARGET}; analyze ${name} (page_id, ts, kind)`);
      const { rows: size } = await this.client.query<{ rows: number }>('select greatest(reltuples, 0)::float8 as rows from pg_class where oid = to_regclass($1)', [name]);
      this.analyzed.set(month, size[0]?.rows ?? 0);
      refreshed.push(month);
    }
    return refreshed;
  }
}
