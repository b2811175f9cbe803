import { sql } from 'drizzle-orm';
import { STATS_OTHER, STATS_TOP } from '@shared/schemas/stats';
import type { Database, Executor } from '../../db/client';
import { queryRows } from '../../db/rows';
import { dimensionCounts } from './dimension-counts';

/** Days are rolled up this long after they end, so that hits still in some instance's buffer are in. */
export const ROLLUP_GRACE_MS = 60_000;
/** Before any rollup, a page's mark: everything since is raw. */
const EPOCH = '1970-01-01T00:00:00Z';

/** The owner's zone of each page ('UTC' until one is saved). */
export const pageZone = sql`coalesce((select s.time_zone from account_settings s where s.user_id = p.user_id), 'UTC')`;

/**
 * Moves closed days from the raw table into the daily rollups (decision 701): for each page with
 * raw hits since its mark, the hits in [mark, the last local midnight at least a minute ago) are
 * summed per local day of the owner's zone and added to the rollups, and the mark moves, all in one
 * transaction under the mark's row lock, so instances running this at once add nothing twice.
 * Answers how many pages moved.
 */
export async function rollUp(db: Database, now: Date): Promise<number> {
  const at = new Date(now.getTime() - ROLLUP_GRACE_MS).toISOString();
  const candidates = await queryRows<{ id: number }>(
    db,
    sql`select p.id from pages p
        left join stats_rollup_marks m on m.page_id = p.id
        where exists (
          select 1 from stats_events e
          where e.page_id = p.id
            and e.ts >= coalesce(m.rolled_until, ${EPOCH}::timestamptz)
            and e.ts < (date_trunc('day', ${at}::timestamptz at time zone ${pageZone}) at time zone ${pageZone})
        )`,
  );
  let moved = 0;
  for (const { id } of candidates) {
    if (await rollUpPage(db, id, at)) moved += 1;
  }
  return moved;
}

async function rollUpPage(db: Database, pageId: number, at: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`insert into stats_rollup_marks (page_id, rolled_until) values (${pageId}, ${EPOCH}) on conflict (page_id) do nothing`);
    const [state] = await queryRows<{ zone: string; from: string; to: string }>(
      tx,
      sql`select ${pageZone} as zone, m.rolled_until::text as "from",
                 (date_trunc('day', ${at}::timestamptz at time zone ${pageZone}) at time zone ${pageZone})::text as "to"
          from stats_rollup_marks m join pages p on p.id = m.page_id
          where m.page_id = ${pageId} for update of m`,
    );
    if (!state || Date.parse(state.to) <= Date.parse(state.from)) return false;
    await addRange(tx, pageId, state.zone, state.from, state.to);
    await tx.execute(sql`update stats_rollup_marks set rolled_until = ${state.to}::timestamptz where page_id = ${pageId}`);
    return true;
  });
}

/** Adds the raw hits of one page in [from, to) to its rollups, per local day of `zone`. */
export async function addRange(tx: Executor, pageId: number, zone: string, from: string, to: string): Promise<void> {
  const range = sql`e.page_id = ${pageId} and e.ts >= ${from}::timestamptz and e.ts < ${to}::timestamptz`;
  const day = sql`(e.ts at time zone ${zone})::date`;
  await tx.execute(sql`
    insert into stats_page_days (page_id, day, views, visitors, bots)
    select ${pageId}, ${day}, count(*) filter (where e.kind = 1), count(distinct e.visitor) filter (where e.kind = 1), count(*) filter (where e.kind = 0)
    from stats_events e where ${range} and e.kind in (0, 1)
    group by 2
    on conflict (page_id, day) do update set
      views = stats_page_days.views + excluded.views,
      visitors = stats_page_days.visitors + excluded.visitors,
      bots = stats_page_days.bots + excluded.bots`);
  await tx.execute(sql`
    insert into stats_block_days (page_id, day, item_id, target, clicks)
    select ${pageId}, ${day}, e.item_id, coalesce(e.target, ''), count(*)
    from stats_events e where ${range} and e.kind = 2 and e.item_id is not null
    group by 2, 3, 4
    on conflict (page_id, day, item_id, target) do update set clicks = stats_block_days.clicks + excluded.clicks`);
  // The same rows go into the days and, summed per local month, into the months (decision 703),
  // in one statement: a month's rows stay the sum of its days'.
  await tx.execute(sql`
    with added as (
      select ranked.day, ranked.dimension, case when ranked.rank <= ${STATS_TOP} then ranked.value else ${STATS_OTHER} end as value, sum(ranked.views)::int as views
      from (
        select counted.*, row_number() over (partition by counted.day, counted.dimension order by counted.views desc, counted.value) as rank
        from (${dimensionCounts(range, day)}) counted
      ) ranked
      group by 1, 2, 3
    ), days as (
      insert into stats_dimension_days (page_id, day, dimension, value, views)
      select ${pageId}, added.day, added.dimension, added.value, added.views from added
      on conflict (page_id, day, dimension, value) do update set views = stats_dimension_days.views + excluded.views
    )
    insert into stats_dimension_months (page_id, month, dimension, value, views)
    select ${pageId}, added.day - (extract(day from added.day)::int - 1), added.dimension, added.value, sum(added.views)::int from added
    group by 2, 3, 4
    on conflict (page_id, month, dimension, value) do update set views = stats_dimension_months.views + excluded.views`);
}
