import { sql } from 'drizzle-orm';
import { addDays, eachDay } from '@shared/days';
import { SOCIAL_ITEM_ID } from '@shared/go-links';
import { parseSocialClickTarget } from '@shared/social-clicks';
import { STATS_OTHER, STATS_TOP, type StatsBlock, type StatsCampaign, type StatsDay, type StatsQuery, type StatsResponse, statsSpan } from '@shared/schemas/stats';
import type { Database, Executor } from '../../db/client';
import { queryRows } from '../../db/rows';
import { findOwnedPage } from '../pages/find-owned-page';
import { type PageBlock, pageBlocks, shownOn } from './block-views';
import { campaignCounts } from './campaign-counts';
import { type Dimension, DIMENSIONS, dimensionCounts } from './dimension-counts';
import { goalsOf, readGoals } from './goals';
import { EPOCH, firstOfMonth, localDay } from './roll-up';
import { accountZone } from './time-zone';

type DayRow = { day: string; views: number; visitors: number; bots: number };
type ClickRow = { day: string; item_id: number; target: string; clicks: number };
type DimensionRow = { dimension: Dimension; value: string; views: number };
type CampaignRow = StatsCampaign;

/** The months wholly inside [from, to]: the first one's first day, the last one's first and last days; null when none is. */
export function wholeMonths(from: string, to: string): { from: string; to: string; lastDay: string } | null {
  // 31 days after a month's first day is always in the next month.
  const start = from.endsWith('-01') ? from : firstOfMonth(addDays(firstOfMonth(from), 31));
  const end = firstOfMonth(addDays(to, 1));
  if (end <= start) return null;
  const lastDay = addDays(end, -1);
  return { from: start, to: firstOfMonth(lastDay), lastDay };
}

const ratio = (clicks: number, views: number) => (views > 0 ? Math.round((clicks / views) * 10_000) / 10_000 : 0);

/** Top 50 by views plus 'Otros' with the rest (what the rollups already put there included). */
function top(counts: Map<string, number>): { name: string; views: number }[] {
  const sorted = [...counts].filter(([name]) => name !== STATS_OTHER).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const rest = sorted.slice(STATS_TOP).reduce((sum, [, views]) => sum + views, counts.get(STATS_OTHER) ?? 0);
  const list = sorted.slice(0, STATS_TOP).map(([name, views]) => ({ name, views }));
  if (rest > 0) list.push({ name: STATS_OTHER, views: rest });
  return list;
}

/** Campaigns by views (then clicks): the top 50 plus one 'Otros' row with the rest. */
function topCampaigns(rows: readonly CampaignRow[]): CampaignRow[] {
  const isOther = (row: CampaignRow) => row.source === STATS_OTHER && row.medium === '' && row.campaign === '';
  const sorted = rows
    .filter((row) => !isOther(row))
    .sort((a, b) => b.views - a.views || b.clicks - a.clicks || a.source.localeCompare(b.source) || a.medium.localeCompare(b.medium) || a.campaign.localeCompare(b.campaign));
  const other = { source: STATS_OTHER, medium: '', campaign: '', views: 0, visitors: 0, clicks: 0 };
  for (const row of [...sorted.slice(STATS_TOP), ...rows.filter(isOther)]) {
    other.views += row.views;
    other.visitors += row.visitors;
    other.clicks += row.clicks;
  }
  const list = sorted.slice(0, STATS_TOP);
  if (other.views + other.clicks > 0) list.push(other);
  return list;
}

type Read = Awaited<ReturnType<typeof readRange>>;

/** The previous period's read leaves the breakdowns and goals aside. */
const NO_GOALS: Awaited<ReturnType<typeof readGoals>> = { events: [], clickGoals: [] };

/** Views, visitors, clicks and bots per day of [from, to] from a read, days without visits included. */
function perDayOf(range: StatsQuery, read: Read) {
  const days = eachDay(range.from, range.to);
  const index = new Map(days.map((day, position) => [day, position]));
  const perDay = days.map((day) => ({ day, views: 0, visitors: 0, clicks: 0, bots: 0 }));
  for (const row of read.days) {
    const entry = perDay[index.get(row.day) ?? -1];
    if (!entry) continue;
    entry.views += row.views;
    entry.visitors += row.visitors;
    entry.bots += row.bots;
  }
  for (const row of read.clicks) {
    const entry = perDay[index.get(row.day) ?? -1];
    if (entry) entry.clicks += row.clicks;
  }
  const sum = perDay.reduce(
    (total, day) => ({ views: total.views + day.views, visitors: total.visitors + day.visitors, clicks: total.clicks + day.clicks, bots: total.bots + day.bots }),
    { views: 0, visitors: 0, clicks: 0, bots: 0 },
  );
  return { index, perDay, bots: sum.bots, totals: { views: sum.views, visitors: sum.visitors, clicks: sum.clicks, ctr: ratio(sum.clicks, sum.views) } };
}

/** The range of the same length just before `range` (issue 42): [from - N, from - 1]. */
function previousRange(range: StatsQuery): StatsQuery {
  const span = statsSpan(range.from, range.to);
  return { from: addDays(range.from, -span), to: addDays(range.from, -1) };
}

/**
 * A page's statistics over local days [from, to] of the owner's zone (decision 716), and the totals
 * and days of the period of the same length before it (issue 42): the rollups plus the raw hits
 * after the mark, both periods and the blocks read in one snapshot so that a rollup moving meanwhile counts once.
 */
export async function getPageStats(
  db: Database,
  userId: string,
  pageId: number,
  range: StatsQuery,
  geoCredit: string | null,
): Promise<StatsResponse> {
  await findOwnedPage(db, pageId, userId);
  const zone = await accountZone(db, userId);
  const before = previousRange(range);
  const { read, earlier, pageItems } = await db.transaction(
    async (tx) => {
      // Short index reads: JIT and parallel workers start for longer than they run (bench/stats.ts:
      // today's read 44 ms with them, 15 ms without).
      await tx.execute(sql`set local jit = off`);
      await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
      return {
        read: await readRange(tx, pageId, zone, range),
        earlier: await readRange(tx, pageId, zone, before, false),
        pageItems: await pageBlocks(tx, pageId, zone),
      };
    },
    { isolationLevel: 'repeatable read' },
  );
  const { index, perDay, totals, bots } = perDayOf(range, read);
  const previous = perDayOf(before, earlier);
  const fresh = () => ({ clicks: 0, series: perDay.map(() => 0), targets: new Map<string, number>() });
  const social = new Map<string, ReturnType<typeof fresh>>();
  const blocks = new Map<number, ReturnType<typeof fresh>>();
  for (const row of read.clicks) {
    const position = index.get(row.day);
    if (position === undefined) continue;
    const isSocial = row.item_id === SOCIAL_ITEM_ID;
    let entry = isSocial ? social.get(row.target) : blocks.get(row.item_id);
    if (!entry) {
      entry = fresh();
      if (isSocial) social.set(row.target, entry);
      else blocks.set(row.item_id, entry);
    }
    entry.clicks += row.clicks;
    entry.series[position]! += row.clicks;
    entry.targets.set(row.target, (entry.targets.get(row.target) ?? 0) + row.clicks);
  }
  const dimensions = new Map<Dimension, Map<string, number>>(DIMENSIONS.map((name) => [name, new Map()]));
  for (const row of read.dimensions) {
    const counts = dimensions.get(row.dimension);
    counts?.set(row.value, (counts.get(row.value) ?? 0) + row.views);
  }
  const list = (name: Dimension) => top(dimensions.get(name) ?? new Map());
  return {
    from: range.from,
    to: range.to,
    timeZone: zone,
    totals,
    days: perDay,
    previous: { from: before.from, to: before.to, totals: previous.totals, days: previous.perDay },
    blocks: blockRows(perDay, blocks, pageItems, fresh),
    social: [...social]
      .sort((a, b) => b[1].clicks - a[1].clicks || a[0].localeCompare(b[0]))
      .map(([target, profile]) => ({ ...parseSocialClickTarget(target), clicks: profile.clicks, series: profile.series })),
    sources: list('source'),
    mediums: list('medium'),
    campaigns: topCampaigns(read.campaigns),
    countries: list('country').map(({ name, views }) => ({ code: name, views })),
    devices: list('device'),
    browsers: list('browser'),
    os: list('os'),
    goals: goalsOf(read.goals, read.clicks, perDay.map((entry) => entry.day), totals.visitors),
    bots,
    geoCredit,
  };
}

type Clicked = { clicks: number; series: number[]; targets: Map<string, number> };

/**
 * Every block with something to click that was on the page in the range, and every block clicked in
 * it (decision 1000): its views are the page's views on its days; a deleted one counts from the
 * range's start to its last click.
 */
function blockRows(perDay: StatsDay[], clicked: Map<number, Clicked>, pageItems: PageBlock[], none: () => Clicked): StatsBlock[] {
  const current = new Map(pageItems.map((item) => [item.id, item]));
  const ids = new Set([...clicked.keys(), ...pageItems.filter((item) => item.clickable && item.visible).map((item) => item.id)]);
  const rows: StatsBlock[] = [];
  for (const itemId of ids) {
    const block = clicked.get(itemId) ?? none();
    const item = current.get(itemId);
    const lastClick = block.series.findLastIndex((clicks) => clicks > 0);
    const shown = (day: StatsDay, position: number) => (item ? shownOn(item, day.day, block.series[position]!) : position <= lastClick);
    const views = perDay.reduce((sum, day, position) => sum + (shown(day, position) ? day.views : 0), 0);
    if (item && block.clicks === 0 && !perDay.some(shown)) continue;
    rows.push({
      itemId,
      deleted: !item,
      views,
      clicks: block.clicks,
      ctr: ratio(block.clicks, views),
      series: block.series,
      targets: [...block.targets].map(([suffix, clicks]) => ({ suffix, clicks })),
    });
  }
  return rows.sort((a, b) => b.clicks - a.clicks || b.views - a.views || a.itemId - b.itemId);
}

/** The rows of [from, to]; `withDimensions` false leaves the breakdowns and goals out (the previous period's read). */
async function readRange(tx: Executor, pageId: number, zone: string, range: StatsQuery, withDimensions = true) {
  const [bounds] = await queryRows<{ start: string; end: string; mark: string; closed: string }>(
    tx,
    sql`select (${range.from}::date::timestamp at time zone ${zone})::text as start,
               ((${range.to}::date + 1)::timestamp at time zone ${zone})::text as "end",
               marked.at::text as mark, ((marked.at at time zone ${zone})::date - 1)::text as closed
        from (select coalesce((select rolled_until from stats_rollup_marks where page_id = ${pageId}), ${EPOCH}::timestamptz) as at) marked`,
  );
  if (!bounds) throw new Error('No range bounds');
  // Raw hits from the later of the mark and the range's start, to the range's end.
  const rawFrom = Date.parse(bounds.mark) > Date.parse(bounds.start) ? bounds.mark : bounds.start;
  const raw = sql`e.page_id = ${pageId} and e.ts >= ${rawFrom}::timestamptz and e.ts < ${bounds.end}::timestamptz`;
  const inRange = sql`r.page_id = ${pageId} and r.day between ${range.from}::date and ${range.to}::date`;
  const noRaw = Date.parse(rawFrom) >= Date.parse(bounds.end);
  const day = localDay(zone);

  const days = await queryRows<DayRow>(
    tx,
    sql`select r.day::text as day, r.views, r.visitors, r.bots from stats_page_days r where ${inRange}
        ${noRaw ? sql`` : sql`union all
        select counted.day::text, counted.views::int, coalesce(fresh.visitors, 0)::int, counted.bots::int
        from (
          select ${day} as day, count(*) filter (where e.kind = 1) as views, count(*) filter (where e.kind = 0) as bots
          from stats_events e where ${raw} and e.kind in (0, 1) group by 1
        ) counted left join (
          -- A visitor already counted in the day's rollup (stats_day_visitors) is not counted again.
          select ${day} as day, count(distinct e.visitor) as visitors
          from stats_events e
          where ${raw} and e.kind = 1
            and not exists (select 1 from stats_day_visitors v where v.page_id = ${pageId} and v.day = ${day} and v.visitor = e.visitor)
          group by 1
        ) fresh on fresh.day = counted.day`}`,
  );
  const clicks = await queryRows<ClickRow>(
    tx,
    sql`select r.day::text as day, r.item_id, r.target, r.clicks from stats_block_days r where ${inRange}
        ${noRaw ? sql`` : sql`union all
        select ${day}::text, e.item_id, coalesce(e.target, ''), count(*)::int from stats_events e
        where ${raw} and e.kind = 2 and e.item_id is not null group by 1, 2, 3`}`,
  );
  // Whole closed months of the range from the monthly rows, the other days from the daily ones
  // (decision 716: a month's rows are its days' once they are all closed).
  if (!withDimensions) return { days, clicks, dimensions: [] as DimensionRow[], campaigns: [] as CampaignRow[], goals: NO_GOALS };
  const months = wholeMonths(range.from, range.to < bounds.closed ? range.to : bounds.closed);
  const rolled = months
    ? sql`select m.dimension, m.value, m.views from stats_dimension_months m
          where m.page_id = ${pageId} and m.month between ${months.from}::date and ${months.to}::date
          union all
          select r.dimension, r.value, r.views from stats_dimension_days r
          where ${inRange} and not (r.day between ${months.from}::date and ${months.lastDay}::date)`
    : sql`select r.dimension, r.value, r.views from stats_dimension_days r where ${inRange}`;
  const dimensions = await queryRows<DimensionRow>(
    tx,
    sql`select rolled.dimension, rolled.value, sum(rolled.views)::int as views from (${rolled}) rolled group by 1, 2
        ${noRaw ? sql`` : sql`union all select dimension, value, views from (${dimensionCounts(raw)}) raw_counts`}`,
  );
  const campaigns = await queryRows<CampaignRow>(
    tx,
    sql`select c.source, c.medium, c.campaign, sum(c.views)::int as views, sum(c.visitors)::int as visitors, sum(c.clicks)::int as clicks
        from (
          select r.source, r.medium, r.campaign, r.views, r.visitors, r.clicks from stats_campaign_days r where ${inRange}
          ${noRaw ? sql`` : sql`union all
          select raw_counts.source, raw_counts.medium, raw_counts.campaign, raw_counts.views, raw_counts.visitors, raw_counts.clicks
          from (${campaignCounts(pageId, zone, rawFrom, bounds.end)}) raw_counts`}
        ) c group by 1, 2, 3`,
  );
  return { days, clicks, dimensions, campaigns, goals: await readGoals(tx, pageId, inRange, raw, noRaw, day) };
}
