/**
 * What counting costs the thread that answers requests on PGlite, per view, by what the database
 * does there (issue 15, decisions 860 and 711): each batch's write, then the rollup of a busy page.
 * The public page's bench (`bench/public-view.ts`) shows the same cost inside its throughput, where
 * the machine's noise is often larger than it; here it stands alone.
 *
 * One page gets HITS views at RATE a second, as the app captures them (encodeHit) from VISITORS
 * addresses in turn (1: the public page's bench; 100,000: a crowd). The statistics worker's part
 * (processHits, with its memory of the minute's viewers) runs first and is not measured. Then,
 * measured in CPU µs of this process per view: the batches of 500 written through the app's
 * buffer (binary COPY into PGlite), and the maintenance's rollup of the page (to the last whole
 * minute, in passes). Each crowd runs on a new database: a first page to warm it up, then three
 * pages, of which the median is shown.
 * Run: npx tsx bench/stats-thread-cost.ts  [HITS=300000] [RATE=15000] [VISITORS=1,100000]
 */
import type { DatabaseHandle } from '../src/server/db/client';
import { openCountryLookup } from '../src/server/modules/stats/country';
import { EventBuffer } from '../src/server/modules/stats/event-buffer';
import type { PreparedBatch } from '../src/server/modules/stats/event-rows';
import { encodeHit, HitMemory, processHits } from '../src/server/modules/stats/hit-processing';
import { rollUp } from '../src/server/modules/stats/roll-up';
import { BROWSER_UA, visitorAddress } from './lib/counting';
import { withBenchDatabase } from './lib/database';
import { markdownTable } from './lib/markdown-table';
import { newPage, rolledTotals } from './lib/stats-pages';

const HITS = Number(process.env.HITS ?? 300_000);
const RATE = Number(process.env.RATE ?? 15_000);
const CROWDS = (process.env.VISITORS ?? '1,100000').split(',').map(Number);
const BATCH = 500;
const HOUR_MS = 3_600_000;

const geo = await openCountryLookup({ trustProxy: 'loopback' });
const table: string[][] = [['Visitors', 'Rows written', 'Write: CPU µs a view', 'Rollup: CPU µs a view', 'Both', 'Rolled: views, visitors']];

/** CPU µs of this process (user and system) that `run` took. */
async function cpuMicros(run: () => Promise<unknown>): Promise<number> {
  const start = process.cpuUsage();
  await run();
  const used = process.cpuUsage(start);
  return used.user + used.system;
}

/** One page's `hits` views written and rolled up on `handle`; answers its row of the table. */
async function measure(handle: DatabaseHandle, visitors: number, hits: number): Promise<string[]> {
  const page = { id: await newPage(handle.db, 'ocupada') };
  // The views start on a whole hour two hours ago (so the rollup takes all of them), at RATE a second.
  const start = Math.floor(Date.now() / HOUR_MS) * HOUR_MS - 2 * HOUR_MS;
  const salts: Record<string, string> = {};
  const batches: PreparedBatch[] = [];
  // The worker's memory of its lines and of the minute's viewers, across its batches.
  const memory = new HitMemory();
  for (let from = 0; from < hits; from += BATCH) {
    let lines = '';
    for (let n = from; n < Math.min(hits, from + BATCH); n += 1) {
      const ts = start + Math.floor((n * 1000) / RATE);
      salts[new Date(ts).toISOString().slice(0, 10)] = '07'.repeat(16);
      const visitor = n % visitors;
      const ip = visitorAddress(visitor);
      lines += encodeHit({ ts, pageId: page.id, kind: 1, ip, peer: '127.0.0.1', ua: BROWSER_UA });
    }
    batches.push(processHits(lines, salts, geo, memory));
  }
  const rowsWritten = batches.reduce((sum, batch) => sum + batch.rows, 0);

  const buffer = new EventBuffer<PreparedBatch>(handle.db, {
    flushMs: 60_000,
    batchSize: 1,
    onError: (error) => console.error(error),
    prepare: (waiting) => waiting[0]!,
  });
  const write = await cpuMicros(async () => {
    for (const batch of batches) buffer.push(batch);
    await buffer.flush();
  });
  // As maintenance does before its rollup: the partitions' planner statistics (decision 709).
  await buffer.plannerStatistics?.refresh();
  const rollup = await cpuMicros(() => rollUp(handle.db, new Date(), [page.id]));
  return [
    visitors.toLocaleString('en'),
    rowsWritten.toLocaleString('en'),
    (write / hits).toFixed(2),
    (rollup / hits).toFixed(2),
    ((write + rollup) / hits).toFixed(2),
    await rolledTotals(handle.db, page.id),
  ];
}

for (const visitors of CROWDS) {
  await withBenchDatabase('pglite', 'linkhub-thread-cost', async (handle) => {
    // A first page, not shown: PGlite's and V8's first runs of each statement and function, which
    // a server that has run a while has behind it. Then three pages; the median of their totals.
    await measure(handle, visitors, HITS);
    const runs: string[][] = [];
    for (let run = 0; run < 3; run += 1) runs.push(await measure(handle, visitors, HITS));
    runs.sort((a, b) => Number(a[4]) - Number(b[4]));
    table.push(runs[1]!);
  });
}

console.log(`\nPGlite, ${HITS.toLocaleString('en')} views of one page at ${RATE.toLocaleString('en')} a second, batches of ${BATCH}:\n`);
console.log(markdownTable(table));
