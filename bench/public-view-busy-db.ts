/**
 * The public page while the database works (decisions 860, 706): /view/{slug} at a fixed rate,
 * alone and while its owner reads the statistics of today once a second (a day of many views: a
 * long query until the rollup's passes take the burst), p50, p99 and the slowest answer. On the embedded database (PGlite runs in the server's
 * thread) every request waits behind such a query; BENCH_DATABASE_URL: the same on PostgreSQL.
 * Prints one table. Run: npx tsx bench/public-view-busy-db.ts  [BENCH_HITS=200000 BENCH_RATE=1000
 * BENCH_WAIT_S=3]
 * (builds first unless BENCH_SKIP_BUILD is set).
 */
import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { OwnerApi, signUpThroughApi } from '../e2e/support/api';
import { createScratchDatabase } from '../src/server/test/scratch-database';
import { startServer } from '../src/server/test/server-process';
import { BROWSER_UA, viewsCounted } from './lib/counting';
import { markdownTable } from './lib/markdown-table';

const ROOT = path.resolve(import.meta.dirname, '..');
const HITS = Number(process.env.BENCH_HITS ?? 200_000);
const RATE = Number(process.env.BENCH_RATE ?? 1000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WAIT_S = Number(process.env.BENCH_WAIT_S ?? 3);

if (!process.env.BENCH_SKIP_BUILD) execSync('npm run build', { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
const work = mkdtempSync(path.join(tmpdir(), 'linkhub-busy-db-'));
// An empty database of its own on PostgreSQL: the bench's page is the only one there.
const scratch = process.env.BENCH_DATABASE_URL ? await createScratchDatabase(process.env.BENCH_DATABASE_URL, 'linkhub_bench') : null;
const server = await startServer({ dataDir: work, compiled: true, timeoutMs: 90_000, ...(scratch ? { databaseUrl: scratch.url } : {}) });
try {
  const origin = server.origin;
  const { session } = await signUpThroughApi(origin);
  const api = OwnerApi.withToken(origin, session.access_token);
  const page = await api.createPage('Ana López');
  await api.addItem(page.id, { type: 'link', content: { url: 'https://example.com/', title: 'Mi tienda' } });
  const pageUrl = `${origin}/view/${page.slug}`;
  const headers = { 'user-agent': BROWSER_UA, 'accept-encoding': 'gzip' };

  console.log(`Counting ${HITS} views of today...`);
  await autocannon({ url: pageUrl, connections: 50, amount: HITS, headers });
  // BENCH_WAIT_S: time for the rollup's passes (every minute) before the reads; by default 3 s, the
  // worst case: the burst still raw. 200 s: three passes, the burst rolled up (decision 706).
  await new Promise((resolve) => setTimeout(resolve, WAIT_S * 1000));
  const day = new Date().toISOString().slice(0, 10);
  const readStats = async () => {
    const started = performance.now();
    const views = await viewsCounted(origin, session.access_token, page.id, day);
    return { ms: performance.now() - started, views };
  };
  const reads: number[] = [];
  let views = 0;
  for (let n = 0; n < 5; n++) {
    const read = await readStats();
    reads.push(read.ms);
    views = read.views;
  }

  const measure = () => autocannon({ url: pageUrl, connections: 20, overallRate: RATE, duration: SECONDS, headers });
  const alone = await measure();
  // The owner's tab read once a second (or as soon as the last read is answered, when that takes
  // longer), for as long as the second load runs.
  let reading = true;
  let during = 0;
  const loop = (async () => {
    while (reading) {
      const paced = new Promise((resolve) => setTimeout(resolve, 1000));
      await readStats();
      during++;
      await paced;
    }
  })();
  const busy = await measure();
  reading = false;
  await loop;

  const row = (label: string, result: autocannon.Result) => [label, result.requests.average.toFixed(0), `${result.latency.p50} ms`, `${result.latency.p99} ms`, `${result.latency.max} ms`, `${result.errors} / ${result.non2xx}`];
  console.log(`\nToday's views counted: ${views}; the owner's statistics read alone: ${reads.map((ms) => ms.toFixed(0)).join(', ')} ms; ${during} reads, one a second, during the second load.\n`);
  console.log(
    markdownTable([
      [`/view/{slug} at ${RATE} req/s, ${SECONDS} s`, 'Requests/s', 'p50', 'p99', 'Slowest', 'Errors / non-2xx'],
      row('alone', alone),
      row('while the owner reads the statistics once a second', busy),
    ]),
  );
} finally {
  server.child.kill('SIGTERM');
  await server.exited;
  await scratch?.drop();
  rmSync(work, { recursive: true, force: true });
}
