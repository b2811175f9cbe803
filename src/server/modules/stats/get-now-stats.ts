import { sql } from 'drizzle-orm';
import { STATS_NOW_MINUTES, type StatsNowResponse } from '@shared/schemas/stats';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/rows';
import { findOwnedPage } from '../pages/find-owned-page';
import { EVENT_KIND } from './hit-rows';

const MINUTE_MS = 60_000;

/**
 * Views per minute of [from, to) and, in the row whose minute is null, the window's distinct
 * visitors: one pass over the page's hits through stats_events_page_ts_idx (bench/stats.ts checks the plan).
 */
export function nowQuery(pageId: number, from: string, to: string) {
  return sql`select floor(extract(epoch from e.ts) / 60)::int8::text as minute, count(*)::int as views, count(distinct e.visitor)::int as visitors
    from stats_events e
    where e.page_id = ${pageId} and e.ts >= ${from}::timestamptz and e.ts < ${to}::timestamptz and e.kind = ${EVENT_KIND.view}
    group by grouping sets ((floor(extract(epoch from e.ts) / 60)), ())`;
}

/**
 * 'Ahora' (issue 42, decision 1010): views and distinct visitors of the current minute and the 29
 * before it, per minute, read from the raw hits in the database (every instance writes there, so
 * any instance answers alike) through stats_events_page_ts_idx. Hits still waiting in an
 * instance's memory (up to 2 s) show on the next refresh.
 */
export async function getNowStats(db: Database, userId: string, pageId: number, now: Date): Promise<StatsNowResponse> {
  await findOwnedPage(db, pageId, userId);
  const current = Math.floor(now.getTime() / MINUTE_MS);
  const first = current - STATS_NOW_MINUTES + 1;
  const from = new Date(first * MINUTE_MS).toISOString();
  const to = new Date((current + 1) * MINUTE_MS).toISOString();
  const rows = await queryRows<{ minute: string | null; views: number; visitors: number }>(db, nowQuery(pageId, from, to));
  const byMinute = new Map(rows.filter((row) => row.minute !== null).map((row) => [Number(row.minute), row]));
  const window = rows.find((row) => row.minute === null);
  return {
    from,
    to,
    views: window?.views ?? 0,
    visitors: window?.visitors ?? 0,
    minutes: Array.from({ length: STATS_NOW_MINUTES }, (_, offset) => {
      const row = byMinute.get(first + offset);
      return { at: new Date((first + offset) * MINUTE_MS).toISOString(), views: row?.views ?? 0, visitors: row?.visitors ?? 0 };
    }),
  };
}
