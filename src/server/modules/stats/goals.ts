import { type SQL, sql } from 'drizzle-orm';
import { STATS_GOAL_KINDS, type StatsGoal, type StatsGoalKind } from '@shared/schemas/stats';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/rows';
import { GOAL_EVENT_KINDS } from './roll-up';

/** A goal's count on one day: events (unlock, gate, sign-up, vCard) from stats_goal_days and the raw hits. */
type GoalRow = { day: string; item_id: number; kind: number; count: number };
/** The page's blocks whose clicks are goals: PDF blocks (downloads) and the ones marked by the owner. */
type ClickGoalRow = { id: number; kind: 'pdf' | 'click' };

const EVENT_GOAL: Record<number, StatsGoalKind> = { 3: 'unlock', 4: 'gate', 5: 'signup', 6: 'vcard' };

/**
 * Reads a range's goals (decision 1005) in the caller's snapshot: `inRange` over the rollup `r`,
 * `raw` over the raw hits `e` after the mark (none when `noRaw`), `day` a raw hit's local day.
 */
export async function readGoals(tx: Executor, pageId: number, inRange: SQL, raw: SQL, noRaw: boolean, day: SQL) {
  const events = await queryRows<GoalRow>(
    tx,
    sql`select r.day::text as day, r.item_id, r.kind::int as kind, r.count from stats_goal_days r where ${inRange}
        ${noRaw ? sql`` : sql`union all
        select ${day}::text, coalesce(e.item_id, 0), e.kind::int, count(*)::int from stats_events e
        where ${raw} and e.kind in ${GOAL_EVENT_KINDS} group by 1, 2, 3`}`,
  );
  // A PDF block marked as well counts once, as a download.
  const clickGoals = await queryRows<ClickGoalRow>(
    tx,
    sql`select i.id, case when i.type = 'pdf' then 'pdf' else 'click' end as kind from items i
        where i.page_id = ${pageId}
          and (i.type = 'pdf' or exists (select 1 from stats_goal_blocks g where g.item_id = i.id))`,
  );
  return { events, clickGoals };
}

const ratio = (count: number, visitors: number) => (visitors > 0 ? Math.round((count / visitors) * 10_000) / 10_000 : 0);

/**
 * The response's goals: every goal with a count in the range, plus every marked block (0 included),
 * most reached first. Clicks come from the range's block clicks (`clicks`, already read).
 */
export function goalsOf(
  read: Awaited<ReturnType<typeof readGoals>>,
  clicks: readonly { day: string; item_id: number; clicks: number }[],
  days: readonly string[],
  visitors: number,
): StatsGoal[] {
  const index = new Map(days.map((day, position) => [day, position]));
  const goals = new Map<string, { kind: StatsGoalKind; itemId: number; count: number; series: number[] }>();
  const add = (kind: StatsGoalKind, itemId: number, day: string | null, count: number) => {
    const key = `${kind}:${itemId}`;
    let goal = goals.get(key);
    if (!goal) goals.set(key, (goal = { kind, itemId, count: 0, series: days.map(() => 0) }));
    const position = day === null ? undefined : index.get(day);
    if (position === undefined) return;
    goal.count += count;
    goal.series[position]! += count;
  };
  for (const row of read.events) {
    const kind = EVENT_GOAL[row.kind];
    if (kind) add(kind, row.item_id, row.day, row.count);
  }
  const clickKinds = new Map(read.clickGoals.map((row) => [row.id, row.kind]));
  for (const row of read.clickGoals) if (row.kind === 'click') add('click', row.id, null, 0);
  for (const row of clicks) {
    const kind = clickKinds.get(row.item_id);
    if (kind) add(kind, row.item_id, row.day, row.clicks);
  }
  const order = (kind: StatsGoalKind) => STATS_GOAL_KINDS.indexOf(kind);
  return [...goals.values()]
    .filter((goal) => goal.count > 0 || goal.kind === 'click')
    .sort((a, b) => b.count - a.count || order(a.kind) - order(b.kind) || a.itemId - b.itemId)
    .map((goal) => ({ ...goal, rate: ratio(goal.count, visitors) }));
}
