import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/rows';

/**
 * The owner's local day of the raw hits `e` in [from, to), as SQL (`single`: the same for all). When the whole range lies in one
 * local day of `zone` under one UTC offset (a rollup pass of a minute or an hour, today's raw tail),
 * that day as a constant: converting each hit's time to the zone was more than half of a busy
 * page's rollup on PGlite (0.7 µs a hit). Otherwise (a range across midnight or a clock change)
 * each hit's own `(e.ts at time zone zone)::date`.
 */
export async function localDayOf(db: Executor, zone: string, from: string, to: string): Promise<{ day: SQL; single: boolean }> {
  const [range] = await queryRows<{ day: string | null }>(
    db,
    sql`select case when (f at time zone ${zone})::date = (l at time zone ${zone})::date
                     and (f at time zone ${zone}) - (f at time zone 'UTC') = (l at time zone ${zone}) - (l at time zone 'UTC')
               then (f at time zone ${zone})::date::text end as day
        from (select ${from}::timestamptz as f, ${to}::timestamptz - interval '1 microsecond' as l) bounds`,
  );
  return range?.day ? { day: sql`${range.day}::date`, single: true } : { day: sql`(e.ts at time zone ${zone})::date`, single: false };
}
