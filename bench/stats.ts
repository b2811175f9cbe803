/**
 * Statistics (issue 15), on PGlite and on PostgreSQL, in one run on this machine:
 *  - ingest: hits per second written as counting writes them (one multi-row INSERT per batch of
 *    500) into the monthly partitions;
 *  - a page with a year of data: 10 million raw hits made with generate_series in the database
 *    (both engines by default), the time to roll them up to the last whole hour (decision 705),
 *    then GET /api/pages/{id}/stats through the whole app for 365 days, 30 days and today (the
 *    hits since that hour are read raw), p50 and p99 of `RUNS` calls each;
 *  - 'Ahora' (issue 42): a page with 100 views a minute over the last `NOW_HOURS` hours, then
 *    GET /api/pages/{id}/stats/now (the last 30 minutes per minute), and the index its plan uses.
 * Run: npx tsx bench/stats.ts  [BENCH_DB=pglite|postgres] [EVENTS=10000000] [PGLITE_EVENTS=10000000] [INGEST=100000] [RUNS=30] [NOW_HOURS=24]
 * PostgreSQL: TEST_DATABASE_URL (postgres://postgres@127.0.0.1:5432/test by default); a scratch
 * database is made and dropped.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app';
import { hs256Verifier } from '../src/server/auth/token-verifier';
import type { DatabaseHandle } from '../src/server/db/client';
import { queryRows } from '../src/server/db/rows';
import { insertRows, type StatsEvent } from '../src/server/modules/stats/hit-rows';
import { EventPartitions, monthOf } from '../src/server/modules/stats/partitions';
import { nowQuery } from '../src/server/modules/stats/get-now-stats';
import { wholeMonths } from '../src/server/modules/stats/get-page-stats';
import { rollUp } from '../src/server/modules/stats/roll-up';
import { fsObjectStore } from '../src/server/modules/storage/fs-object-store';
import { mintAccessToken, TEST_JWT_SECRET } from '../src/server/test/tokens';
import { withBenchDatabase } from './lib/database';
import { markdownTable } from './lib/markdown-table';
import { newPage } from './lib/stats-pages';

const EVENTS = Number(process.env.EVENTS ?? 10_000_000);
const PGLITE_EVENTS = Number(process.env.PGLITE_EVENTS ?? 10_000_000);
const INGEST = Number(process.env.INGEST ?? 100_000);
const RUNS = Number(process.env.RUNS ?? 30);
const NOW_HOURS = Number(process.env.NOW_HOURS ?? 24);
const DAY_MS = 86_400_000;

const rows: string[][] = [['Database', 'Measure', 'Result', 'Target']];
const percentile = (values: number[], p: number) => values.toSorted((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ?? 0;

async function ingest(handle: DatabaseHandle, userId: string): Promise<void> {
  const pageId = await newPage(handle.db, 'ingesta', userId);
  // Rows already worked out (isbot, hash and the rest are not measured here): the INSERT of a batch.
  const now = Date.now();
  const events: StatsEvent[] = Array.from({ length: INGEST }, (_, n) => ({
    ts: new Date(now - (n % 1000)),
    pageId,
    kind: n % 10 < 7 ? 1 : n % 10 < 9 ? 2 : 0,
    ...(n % 10 >= 7 && n % 10 < 9 ? { itemId: 1 + (n % 12), target: '' } : {}),
    visitor: BigInt(n % 5000) * 7919n,
    source: ['Directo', 'Instagram', 'X', 'Google'][n % 4] ?? null,
    country: ['ES', 'MX', 'AR', 'ZZ'][n % 4] ?? null,
    device: 'Móvil',
    browser: 'Safari',
    os: 'iOS',
  }));
  const started = performance.now();
  await new EventPartitions(handle.db).ensure(new Set(events.map((event) => monthOf(event.ts))));
  for (let at = 0; at < events.length; at += 500) await insertRows(handle.db, events.slice(at, at + 500));
  const seconds = (performance.now() - started) / 1000;
  const [stored] = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from stats_events where page_id = ${pageId}`);
  rows.push([handle.kind, `Ingest ${INGEST.toLocaleString('en')} hits, batches of 500`, `${Math.round(INGEST / seconds).toLocaleString('en')} hits/s (${stored?.n ?? 0} stored)`, '']);
}

/** A year of hits ending now: views 70 % (about a third tagged with utm), clicks 20 % over 12 blocks by the same visitors, refused 10 %. */
async function yearOfData(handle: DatabaseHandle, pageId: number, events: number): Promise<void> {
  const end = Date.now();
  const start = end - 365 * DAY_MS;
  const months = new Set<string>();
  for (let at = start; at <= end + 31 * DAY_MS; at += 15 * DAY_MS) months.add(monthOf(new Date(at)));
  await new EventPartitions(handle.db).ensure(months);
  const chunk = 1_000_000;
  const started = performance.now();
  for (let from = 0; from < events; from += chunk) {
    const to = Math.min(events, from + chunk) - 1;
    await handle.db.execute(sql`
      insert into stats_events (ts, page_id, kind, item_id, target, visitor, source, medium, campaign, country, device, browser, os, tagged)
      select to_timestamp((${start}::float8 + g::float8 * ${(end - start) / events}::float8) / 1000), ${pageId},
             case when g % 10 < 7 then 1 when g % 10 < 9 then 2 else 0 end,
             case when g % 10 between 7 and 8 then 1000 + g % 12 end,
             case when g % 10 between 7 and 8 then '' end,
             case when g % 10 < 9 then hashint8(g % 40000 + (g / 27397) * 40000)::bigint end,
             case when g % 10 < 7 then (array['Directo','Instagram','X','Google','TikTok','boletin','Facebook','LinkedIn'])[1 + g % 8] end,
             case when g % 10 < 7 and g % 5 = 0 then 'email' end,
             case when g % 10 < 7 and g % 7 = 0 then 'campana-' || (g % 80) end,
             case when g % 10 < 7 then (array['ES','MX','AR','CO','CL','PE','US','FR','DE','ZZ'])[1 + g % 10] end,
             case when g % 10 < 7 then (array['Móvil','Móvil','Ordenador','Tableta'])[1 + g % 4] end,
             case when g % 10 < 7 then (array['Safari','Chrome','Instagram','Firefox','Samsung Internet'])[1 + g % 5] end,
             case when g % 10 < 7 then (array['iOS','Android','Windows','macOS'])[1 + g % 4] end,
             g % 10 < 7 and (g % 5 = 0 or g % 7 = 0)
      from generate_series(${from}::bigint, ${to}::bigint) as g`);
    process.stdout.write(`  ${handle.kind}: ${(to + 1).toLocaleString('en')} hits\r`);
  }
  process.stdout.write('\n');
  rows.push([handle.kind, `Generate ${events.toLocaleString('en')} hits over 365 days (generate_series)`, `${((performance.now() - started) / 1000).toFixed(1)} s`, '']);
}

/**
 * 'Ahora' (issue 42): 100 views a minute from 800 visitors over the last NOW_HOURS hours of a page
 * of its own (older rows are never read: the window is a range of stats_events_page_ts_idx), then
 * the route through the whole app and the plan of its query.
 */
async function nowCase(handle: DatabaseHandle, userId: string, app: Awaited<ReturnType<typeof buildApp>>, token: string): Promise<void> {
  const pageId = await newPage(handle.db, 'ahora', userId);
  const end = Date.now();
  const views = NOW_HOURS * 60 * 100;
  await new EventPartitions(handle.db).ensure(new Set([monthOf(new Date(end - NOW_HOURS * 3_600_000)), monthOf(new Date(end))]));
  await handle.db.execute(sql`
    insert into stats_events (ts, page_id, kind, visitor, source, country, device, browser, os)
    select to_timestamp((${end}::float8 - g::float8 * 600) / 1000), ${pageId}, 1, hashint8(g % 800)::bigint, 'Directo', 'ES', 'Móvil', 'Safari', 'iOS'
    from generate_series(0::bigint, ${views - 1}::bigint) as g`);
  if (handle.kind === 'postgres') await handle.db.execute(sql`analyze stats_events`);
  const times: number[] = [];
  let answer = { views: 0, visitors: 0 };
  for (let n = 0; n < RUNS + 2; n += 1) {
    const started = performance.now();
    const res = await app.inject({ url: `/api/pages/${pageId}/stats/now`, headers: { authorization: `Bearer ${token}` } });
    if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
    if (n >= 2) times.push(performance.now() - started);
    answer = res.json<{ views: number; visitors: number }>();
  }
  rows.push([
    handle.kind,
    `GET /api/pages/{id}/stats/now, 100 views a minute (${answer.views.toLocaleString('en')} views, ${answer.visitors.toLocaleString('en')} visitors in 30 min)`,
    `p50 ${percentile(times, 0.5).toFixed(1)} ms, p99 ${percentile(times, 0.99).toFixed(1)} ms`,
    '< 50 ms',
  ]);
  const minute = Math.floor(end / 60_000);
  const plan = await queryRows<{ 'QUERY PLAN': string }>(
    handle.db,
    sql`explain ${nowQuery(pageId, new Date((minute - 29) * 60_000).toISOString(), new Date((minute + 1) * 60_000).toISOString())}`,
  );
  const scans = plan.map((line) => line['QUERY PLAN']).filter((line) => /Scan/.test(line));
  // '-> Bitmap Index Scan on stats_events_p202611_page_id_ts_idx  (cost=...)' -> 'Bitmap Index Scan on stats_events_p202611_page_id_ts_idx'.
  const nodes = [...new Set(scans.map((line) => line.replace(/^\s*->\s*/, '').replace(/\s+\(cost.*$/, '')))];
  rows.push([handle.kind, "'Ahora' query plan (EXPLAIN)", nodes.join('; '), "an index scan of stats_events_page_ts_idx's partition, no Seq Scan"]);
}

async function run(handle: DatabaseHandle, events: number): Promise<void> {
  const userId = randomUUID();
  await ingest(handle, userId);

  const pageId = await newPage(handle.db, 'anual', userId);
  await handle.db.execute(sql`insert into account_settings (user_id, time_zone) values (${userId}, 'Europe/Madrid')`);
  await yearOfData(handle, pageId, events);
  if (handle.kind === 'postgres') await handle.db.execute(sql`analyze stats_events`);
  const rollStarted = performance.now();
  await rollUp(handle.db, new Date());
  rows.push([handle.kind, 'Roll up to the last whole hour (one pass over the year)', `${((performance.now() - rollStarted) / 1000).toFixed(1)} s`, '']);
  const [sizes] = await queryRows<{ days: number; blocks: number; dims: number; months: number; campaigns: number }>(
    handle.db,
    sql`select (select count(*)::int from stats_page_days where page_id = ${pageId}) as days,
               (select count(*)::int from stats_block_days where page_id = ${pageId}) as blocks,
               (select count(*)::int from stats_dimension_days where page_id = ${pageId}) as dims,
               (select count(*)::int from stats_dimension_months where page_id = ${pageId}) as months,
               (select count(*)::int from stats_campaign_days where page_id = ${pageId}) as campaigns`,
  );
  rows.push([
    handle.kind,
    'Rollup rows (page days / block days / dimension days / dimension months / campaign days)',
    `${sizes?.days} / ${sizes?.blocks} / ${sizes?.dims} / ${sizes?.months} / ${sizes?.campaigns}`,
    '',
  ]);

  const work = mkdtempSync(path.join(tmpdir(), 'linkhub-bench-stats-'));
  const app = await buildApp({
    db: handle.db,
    verifier: hs256Verifier(TEST_JWT_SECRET),
    hosted: { supabaseUrl: 'http://127.0.0.1:1', anonKey: 'bench' },
    objectStore: fsObjectStore(work),
    stats: { maintainEveryMs: 0 },
    // The 365-day read is a heavy job (decision 867, 30 an hour): RUNS + 2 of them in a row would be refused.
    limits: { heavyJobsPerHour: 1_000_000 },
  });
  await app.ready();
  const token = await mintAccessToken(userId, { secret: TEST_JWT_SECRET });
  const day = (offset: number) => new Date(Date.now() - offset * DAY_MS).toISOString().slice(0, 10);
  for (const [label, from, to] of [
    ['365 days', day(364), day(0)],
    ['30 days', day(29), day(0)],
    ['today (raw hits)', day(0), day(0)],
  ] as const) {
    const times: number[] = [];
    let views = 0;
    for (let n = 0; n < RUNS + 2; n += 1) {
      const started = performance.now();
      const res = await app.inject({ url: `/api/pages/${pageId}/stats?from=${from}&to=${to}`, headers: { authorization: `Bearer ${token}` } });
      if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
      if (n >= 2) times.push(performance.now() - started);
      views = res.json<{ totals: { views: number } }>().totals.views;
    }
    rows.push([
      handle.kind,
      `GET /api/pages/{id}/stats, ${label} (${views.toLocaleString('en')} views)`,
      `p50 ${percentile(times, 0.5).toFixed(1)} ms, p99 ${percentile(times, 0.99).toFixed(1)} ms`,
      '< 50 ms',
    ]);
  }
  await nowCase(handle, userId, app, token);
  // The year's dimension read alone, side by side under the same load: every day's rows (before
  // decision 703) against whole months plus the partial months' days (now).
  const [from, to] = [day(364), day(0)];
  const months = wholeMonths(from, to);
  const reads: [string, ReturnType<typeof sql>][] = [
    ['daily rows only', sql`select dimension, value, sum(views)::int from stats_dimension_days where page_id = ${pageId} and day between ${from}::date and ${to}::date group by 1, 2`],
    [
      'whole months + partial days',
      sql`select dimension, value, sum(views)::int from (
            select dimension, value, views from stats_dimension_months where page_id = ${pageId} and month between ${months?.from ?? to}::date and ${months?.to ?? from}::date
            union all
            select dimension, value, views from stats_dimension_days where page_id = ${pageId} and day between ${from}::date and ${to}::date
              and not (day between ${months?.from ?? to}::date and ${months?.lastDay ?? from}::date)) rolled group by 1, 2`,
    ],
  ];
  for (const [label, query] of reads) {
    const times: number[] = [];
    for (let n = 0; n < RUNS + 2; n += 1) {
      const started = performance.now();
      await handle.db.execute(query);
      if (n >= 2) times.push(performance.now() - started);
    }
    rows.push([handle.kind, `365 days' dimensions, ${label}`, `p50 ${percentile(times, 0.5).toFixed(1)} ms, p99 ${percentile(times, 0.99).toFixed(1)} ms`, '']);
  }
  await app.close();
  rmSync(work, { recursive: true, force: true });
}

async function main() {
  if (process.env.BENCH_DB !== 'postgres') {
    await withBenchDatabase('pglite', 'linkhub-bench-pglite', (pglite) => {
      console.log(`PGlite: ${PGLITE_EVENTS.toLocaleString('en')} hits...`);
      return run(pglite, PGLITE_EVENTS);
    });
  }
  if (process.env.BENCH_DB === 'pglite') return print();
  await withBenchDatabase('postgres', 'linkhub_bench_stats', (postgres) => {
    console.log(`PostgreSQL: ${EVENTS.toLocaleString('en')} hits...`);
    return run(postgres, EVENTS);
  });
  print();
}

function print() {
  console.log(`\n${markdownTable(rows)}`);
}

await main();
