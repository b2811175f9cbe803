/**
 * What the statistics worker spends on a hit (issue 15, decisions 700 and 713): processHits over
 * batches of 500 lines as the public page's bench makes them (`bench/public-view.ts`: one browser,
 * no referrer, no query), with the worker's memory kept across batches as the worker keeps it. One
 * visitor (the bench's default: the same line but for its time), and 100,000 visitors in turn behind
 * a proxy on loopback (X-Forwarded-For, BENCH_VISITORS=100000). CPU µs of this process per hit,
 * the median of RUNS passes over the same batches.
 * Run: npx tsx bench/stats-worker-cost.ts  [HITS=200000] [RUNS=5]
 */
import { openCountryLookup } from '../src/server/modules/stats/country';
import { encodeHit, HitMemory, processHits } from '../src/server/modules/stats/hit-processing';
import { BROWSER_UA, visitorAddress } from './lib/counting';
import { markdownTable } from './lib/markdown-table';

const HITS = Number(process.env.HITS ?? 200_000);
const RUNS = Number(process.env.RUNS ?? 5);
const BATCH = 500;
/** The public page's bench's rate, about: the hits' times advance by that. */
const RATE = 5000;

const geo = await openCountryLookup({ trustProxy: 'loopback' });
const start = Date.now();
const salts = { [new Date(start).toISOString().slice(0, 10)]: '07'.repeat(16), [new Date(start + 86_400_000).toISOString().slice(0, 10)]: '08'.repeat(16) };
const table: string[][] = [['Visitors', 'CPU µs a hit (median)', 'Runs']];

for (const visitors of [1, 100_000]) {
  const batches: string[] = [];
  for (let from = 0; from < HITS; from += BATCH) {
    const lines: string[] = [];
    for (let n = from; n < from + BATCH; n += 1) {
      const visitor = n % visitors;
      const forwardedFor = visitors > 1 ? visitorAddress(visitor) : undefined;
      lines.push(encodeHit({ ts: start + Math.floor((n * 1000) / RATE), pageId: 1, kind: 1, peer: '127.0.0.1', forwardedFor, ua: BROWSER_UA }));
    }
    batches.push(lines.join(''));
  }
  const memory = new HitMemory();
  const runs: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const before = process.cpuUsage();
    for (const batch of batches) processHits(batch, salts, geo, memory);
    const used = process.cpuUsage(before);
    runs.push((used.user + used.system) / HITS);
  }
  const sorted = [...runs].sort((a, b) => a - b);
  table.push([visitors.toLocaleString('en'), sorted[Math.floor(RUNS / 2)]!.toFixed(2), runs.map((value) => value.toFixed(2)).join(', ')]);
}

console.log(`\nprocessHits, ${HITS.toLocaleString('en')} hits in batches of ${BATCH}, the worker's memory kept across them:\n`);
console.log(markdownTable(table));
