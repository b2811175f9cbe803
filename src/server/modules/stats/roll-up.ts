import { type SQL, sql } from 'drizzle-orm';
import { STATS_OTHER, STATS_TOP } from '@shared/schemas/stats';
import type { Database, Executor } from '../../db/client';
import { queryRows } from '../../db/rows';
import { closeCampaignDays, rollUpCampaigns } from './campaign-counts';
import { dimensionCounts } from './dimension-counts';

/** Hits are rolled up this long after their hour ends, so that hits still in some instance's memory are in. */
const ROLLUP_GRACE_MS = 60_000;
const HOUR_MS = 3_600_000;
/** The event kinds that are goals (hit-rows.ts EVENT_KIND: unlock, gate, signup, vcard). */
export const GOAL_EVENT_KINDS = sql.raw('(3, 4, 5, 6)');
/** Before any rollup, a page's mark: everything since is raw. */
export const EPOCH = '1970-01-01T00:00:00Z';

/** The owner's zone of each page ('UTC' until one is saved). */
const pageZone = sql`coalesce((select s.time_zone from account_settings s where s.user_id = p.user_id), 'UTC')`;

/** The instant a local day of `zone` ends (its next local midnight), for a date expression. */
const dayEnd = (day: SQL, zone: SQL | string) => sql`((${day} + 1)::timestamp at time zone ${zone})`;

/** A raw hit's local day in `zone`. */
export const localDay = (zone: string) => sql`(e.ts at time zone ${zone})::date`;

/** '2026-11-24' -> '2026-11-01'. */
export const firstOfMonth = (day: string) => `${day.slice(0, 7)}-01`;

/**
 * Moves each page's raw hits in [mark, the last whole hour at least a minute ago) into the daily
 * rollups per local day of the owner's zone (decision 716), closes the days that thereby end and
 * moves the mark, in one transaction under the mark's row lock so that instances running at once
 * add nothing twice. Answers how many pages moved.
 */
export async function rollUp(db: Database, now: Date): Promise<number> {
  const cut = new Date(Math.floor((now.getTime() - ROLLUP_GRACE_MS) / HOUR_MS) * HOUR_MS).toISOString();
  const candidates = await queryRows<{ id: number }>(
    db,
    sql`select p.id from pages p
        left join stats_rollup_marks m on m.page_id = p.id
        where exists (
          select 1 from stats_events e
          where e.page_id = p.id and e.ts >= coalesce(m.rolled_until, ${EPOCH}::timestamptz) and e.ts < ${cut}::timestamptz
        ) or exists (
          -- A day rolled up while open that has ended since, with no hit after it: closed all the same.
          select 1 from stats_page_days d
          where d.page_id = p.id and m.rolled_until < ${cut}::timestamptz and d.day >= (m.rolled_until at time zone ${pageZone})::date
            and ${dayEnd(sql`d.day`, pageZone)} <= ${cut}::timestamptz
        )`,
  );
  let moved = 0;
  for (const { id } of candidates) if (await rollUpPage(db, id, cut)) moved += 1;
  return moved;
}

async function rollUpPage(db: Database, pageId: number, cut: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    // A page deleted since its hits came has no mark to make (and no numbers to keep).
    await tx.execute(
      sql`insert into stats_rollup_marks (page_id, rolled_until) select id, ${EPOCH} from pages where id = ${pageId} on conflict (page_id) do nothing`,
    );
    const [state] = await queryRows<{ zone: string; from: string }>(
      tx,
      sql`select ${pageZone} as zone, m.rolled_until::text as "from"
          from stats_rollup_marks m join pages p on p.id = m.page_id
          where m.page_id = ${pageId} for update of m`,
    );
    if (!state || Date.parse(cut) <= Date.parse(state.from)) return false;
    await addRange(tx, pageId, state.zone, state.from, cut);
    await closeDays(tx, pageId, state.zone, state.from, cut);
    await tx.execute(sql`update stats_rollup_marks set rolled_until = ${cut}::timestamptz where page_id = ${pageId}`);
    return true;
  });
}

/**
 * Adds one page's raw hits in [from, to) to its rollups per local day of `zone`. An open day keeps
 * its counted hashes (stats_day_visitors) so that each hour adds only new visitors.
 */
async function addRange(tx: Executor, pageId: number, zone: string, from: string, to: string): Promise<void> {
  const range = sql`e.page_id = ${pageId} and e.ts >= ${from}::timestamptz and e.ts < ${to}::timestamptz`;
  const day = localDay(zone);
  await tx.execute(sql`
    with counted as (
      select ${day} as day, count(*) filter (where e.kind = 1) as views, count(*) filter (where e.kind = 0) as bots
      from stats_events e where ${range} and e.kind in (0, 1)
      group by 1
    ), fresh as (
      select distinct ${day} as day, e.visitor from stats_events e
      where ${range} and e.kind = 1 and e.visitor is not null
        and not exists (select 1 from stats_day_visitors v where v.page_id = ${pageId} and v.day = ${day} and v.visitor = e.visitor)
    ), kept as (
      -- Only a day still open after this hour keeps its hashes (a backlog of closed days does not).
      insert into stats_day_visitors (page_id, day, visitor)
      select ${pageId}, fresh.day, fresh.visitor from fresh where ${dayEnd(sql`fresh.day`, zone)} > ${to}::timestamptz
      on conflict do nothing
    ), added as (
      select fresh.day, count(*) as visitors from fresh group by 1
    )
    insert into stats_page_days (page_id, day, views, visitors, bots)
    select ${pageId}, counted.day, counted.views, coalesce(added.visitors, 0), counted.bots
    from counted left join added on added.day = counted.day
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
  // Goals from events (decision 1005): unlocks, gate passes, sign-ups and vCards per block and day; 0 is the page.
  await tx.execute(sql`
    insert into stats_goal_days (page_id, day, item_id, kind, count)
    select ${pageId}, ${day}, coalesce(e.item_id, 0), e.kind, count(*)
    from stats_events e where ${range} and e.kind in ${GOAL_EVENT_KINDS}
    group by 2, 3, 4
    on conflict (page_id, day, item_id, kind) do update set count = stats_goal_days.count + excluded.count`);
  // Every value while the day is open; closeDays keeps its top 50 and 'Otros'.
  await tx.execute(sql`
    insert into stats_dimension_days (page_id, day, dimension, value, views)
    select ${pageId}, counted.day, counted.dimension, counted.value, counted.views from (${dimensionCounts(range, day)}) counted
    on conflict (page_id, day, dimension, value) do update set views = stats_dimension_days.views + excluded.views`);
  await rollUpCampaigns(tx, pageId, zone, from, to);
}

/**
 * Closes the local days of `zone` that end in (from, to]: values past a day's top 50 per dimension
 * fold into 'Otros', its hashes go, its month becomes the sum of its days. Closing twice changes nothing.
 */
async function closeDays(tx: Executor, pageId: number, zone: string, from: string, to: string): Promise<void> {
  const closing = await queryRows<{ day: string }>(
    tx,
    sql`select d.day::text as day from stats_page_days d
        where d.page_id = ${pageId} and d.day >= (${from}::timestamptz at time zone ${zone})::date and ${dayEnd(sql`d.day`, zone)} <= ${to}::timestamptz`,
  );
  if (closing.length === 0) return;
  const dates = (values: string[]) => sql`(${sql.join(values.map((value) => sql`${value}::date`), sql`, `)})`;
  const days = dates(closing.map((row) => row.day));
  await tx.execute(sql`
    with ranked as (
      select r.day, r.dimension, r.value, row_number() over (partition by r.day, r.dimension order by r.views desc, r.value) as rank
      from stats_dimension_days r where r.page_id = ${pageId} and r.day in ${days} and r.value <> ${STATS_OTHER}
    ), folded as (
      delete from stats_dimension_days r using ranked
      where r.page_id = ${pageId} and r.day = ranked.day and r.dimension = ranked.dimension and r.value = ranked.value and ranked.rank > ${STATS_TOP}
      returning r.day, r.dimension, r.views
    )
    insert into stats_dimension_days (page_id, day, dimension, value, views)
    select ${pageId}, folded.day, folded.dimension, ${STATS_OTHER}, sum(folded.views)::int from folded group by 2, 3
    on conflict (page_id, day, dimension, value) do update set views = stats_dimension_days.views + excluded.views`);
  await closeCampaignDays(tx, pageId, days);
  await tx.execute(sql`delete from stats_day_visitors v where v.page_id = ${pageId} and v.day in ${days}`);
  const firsts = [...new Set(closing.map((row) => firstOfMonth(row.day)))];
  await tx.execute(sql`delete from stats_dimension_months m where m.page_id = ${pageId} and m.month in ${dates(firsts)}`);
  await tx.execute(sql`
    insert into stats_dimension_months (page_id, month, dimension, value, views)
    select ${pageId}, closed.month, r.dimension, r.value, sum(r.views)::int
    from (values ${sql.join(firsts.map((first) => sql`(${first}::date)`), sql`, `)}) closed (month)
    join stats_dimension_days r on r.page_id = ${pageId} and r.day >= closed.month and r.day < (closed.month + interval '1 month')::date
    group by 2, 3, 4`);
}
