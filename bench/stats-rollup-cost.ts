/**
 * What rolling up a busy page costs, in CPU µs per raw hit (issue 15, decisions 706 and 709). On
 * PGlite the rollup runs in the request thread, so this comes out of the public page's throughput.
 * One page gets `HITS` raw hits spread over the last half hour (made with generate_series), then
 * the maintenance's rollup of a busy page runs: to the last whole minute, in passes of 20,000
 * hits. Measured with one visitor (the public page's bench) and with 50,000. The CPU is divided
 * by the hits made; about 95 % of them are rolled up (the last minute or two stay raw).
 * Run: npx tsx bench/stats-rollup-cost.ts  [HITS=200000] [BENCH_DB=pglite|postgres]
 * PostgreSQL: TEST_DATABASE_URL (postgres://postgres@127.0.0.1:5432/test by default); a scratch
 * database is made and dropped. There the rollup runs in the server's processes, not the app's.
 */
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../src/server/db/client';
import { EventBuffer, type StatsEvent } from '../src/server/modules/stats/event-buffer';
import { prepareBatch } from '../src/server/modules/stats/event-rows';
import { monthOf } from '../src/server/modules/stats/partitions';
import { rollUp } from '../src/server/modules/stats/roll-up';
import { withBenchDatabase } from './lib/database';
import { newPage, rolledTotals } from './lib/stats-pages';
import { markdownTable } from './lib/markdown-table';

const HITS = Number(process.env.HITS ?? 200_000);
const HALF_HOUR_MS = 1_800_000;

const rows: string[][] = [['Database', 'Raw hits, visitors', 'Rollup: CPU µs per hit made (this process)', 'Wall ms', 'Rolled: views, visitors']];

/** HITS hits of one new page in the half hour before now: 80 % views, 15 % clicks on 12 blocks, 5 % refused. */
async function busyPage(handle: DatabaseHandle, visitors: number): Promise<number> {
  const page = { id: await newPage(handle.db, 'ocupada') };
  const end = Date.now();
  const start = end - HALF_HOUR_MS;
  const months = [monthOf(new Date(start)), monthOf(new Date(end))];
  // The app's write buffer, for its partitions and (on PGlite) its planner statistics; the hits go in by SQL.
  const buffer = new EventBuffer<StatsEvent>(handle.db, { flushMs: 60_000, batchSize: 500, onError: (error) => console.error(error), prepare: prepareBatch });
  await buffer.partitions.ensure(months);
  await handle.db.execute(sql`
    insert into stats_events (ts, page_id, kind, item_id, target, visitors, source, medium, campaign, country, device, browser, os)
    select to_timestamp((${start}::float8 + g::float8 * ${HALF_HOUR_MS / HITS}::float8) / 1000), ${page.id},
           case when g % 20 < 16 then 1 when g % 20 < 19 then 2 else 0 end,
           case when g % 20 between 16 and 18 then 1000 + g % 12 end,
           case when g % 20 between 16 and 18 then '' end,
           -- The views, numbered 0, 1, 2... in turn, share as many hashes as there are visitors.
           case when g % 20 < 16 then array[hashint8(((g / 20) * 16 + g % 20) % ${visitors})::bigint] end,
           case when g % 20 < 16 then (array['Directo','Instagram','X','Google','TikTok','boletin'])[1 + g % 6] end,
           case when g % 20 < 16 and g % 5 = 0 then 'email' end,
           case when g % 20 < 16 and g % 7 = 0 then 'campana-' || (g % 20) end,
           case when g % 20 < 16 then (array['ES','MX','AR','CO','US','ZZ'])[1 + g % 6] end,
           case when g % 20 < 16 then (array['Móvil','Móvil','Ordenador','Tableta'])[1 + g % 4] end,
           case when g % 20 < 16 then (array['Safari','Chrome','Instagram','Firefox'])[1 + g % 4] end,
           case when g % 20 < 16 then (array['iOS','Android','Windows','macOS'])[1 + g % 4] end
    from generate_series(0::bigint, ${HITS - 1}::bigint) as g`);
  // As maintenance does before its rollup: PGlite's partitions get their planner statistics (decision 709).
  if (buffer.plannerStatistics) {
    buffer.plannerStatistics.noteWritten(months, HITS);
    await buffer.plannerStatistics.refresh();
  } else await handle.db.execute(sql`analyze stats_events`);
  return page.id;
}

async function measure(handle: DatabaseHandle, visitors: number, shown = true): Promise<void> {
  const pageId = await busyPage(handle, visitors);
  const started = performance.now();
  const cpu = process.cpuUsage();
  await rollUp(handle.db, new Date(), [pageId]);
  const used = process.cpuUsage(cpu);
  const wall = performance.now() - started;
  const rolled = await rolledTotals(handle.db, pageId);
  if (!shown) return;
  rows.push([
    handle.kind,
    `${HITS.toLocaleString('en')}, ${visitors.toLocaleString('en')}`,
    ((used.user + used.system) / HITS).toFixed(2),
    wall.toFixed(0),
    rolled,
  ]);
}

async function run(handle: DatabaseHandle): Promise<void> {
  // A first page warms the queries up (plans, the app's code compiled); it is not shown.
  await measure(handle, 1, false);
  for (const visitors of process.env.VISITORS ? [Number(process.env.VISITORS)] : [1, 50_000]) await measure(handle, visitors);
}

async function main() {
  if (process.env.BENCH_DB !== 'postgres') await withBenchDatabase('pglite', 'linkhub-bench-rollup', run);
  if (process.env.BENCH_DB !== 'pglite') await withBenchDatabase('postgres', 'linkhub_bench_rollup', run);
  console.log(markdownTable(rows));
}

await main();
