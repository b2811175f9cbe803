/**
 * Load: 200 signed-in editors (real accounts from /auth/v1/signup, each with a page of a few
 * blocks) autosave every 750 ms for a minute, one request at a time each as the editor sends them:
 * mostly an item's content (PATCH /api/items/{id}), now and then a reorder or a page setting; at
 * the same time visitors load the editors' public pages (/view/{slug}, autocannon). Against the real
 * server (compiled, `node dist/server/main.js`, as `npm start` runs it) with PGlite and with PostgreSQL,
 * on this machine, over loopback. Prints one table.
 *
 * Run: npx tsx bench/load.ts [--seconds 60] [--editors 200] [--visitors 20] [--visitor-rate 0]
 *      [--db pglite|postgres|both]   (--visitor-rate: visits per second in all; 0 = as fast as answered)
 * (builds first when the build is missing or stale; PostgreSQL at LOAD_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/postgres, in a database it creates and drops).
 */
import { execSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { createScratchDatabase } from '../src/server/test/scratch-database';
import { freePortIn, signUp, startServer } from '../src/server/test/server-process';
import { markdownTable } from './lib/markdown-table';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    editors: { type: 'string', default: '200' },
    visitors: { type: 'string', default: '20' },
    // Visits per second from all visitor connections; 0: as fast as the server answers.
    'visitor-rate': { type: 'string', default: '0' },
    db: { type: 'string', default: 'both' },
  },
});
const SECONDS = Number(args.seconds);
const EDITORS = Number(args.editors);
const VISITORS = Number(args.visitors);
const VISITOR_RATE = Number(args['visitor-rate']);
const ENGINES = args.db === 'both' ? (['pglite', 'postgres'] as const) : ([args.db] as ('pglite' | 'postgres')[]);
const AUTOSAVE_MS = 750;
const TIMEOUT_MS = 10_000;
const ADMIN_URL = process.env.LOAD_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ROOT = path.resolve(import.meta.dirname, '..');
/** The brief's port range for this work. */
const PORTS: [number, number] = [3760, 3799];
const SERVER_ENV = { LIMIT_PAGES_PER_USER: '1000', LIMIT_ITEMS_PER_PAGE: '1000' };

interface Editor {
  token: string;
  pageId: number;
  slug: string;
  /** The text block the editor keeps typing in. */
  textItemId: number;
  itemIds: number[];
}

interface Result {
  engine: string;
  seconds: number;
  writes: number;
  writeLatencies: number[];
  writeErrors: number;
  writeTimeouts: number;
  writeStatuses: Map<number, number>;
  /** A few answers other than 2xx, to tell why. */
  samples: string[];
  reads: autocannon.Result;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function call(origin: string, token: string, method: string, url: string, body?: unknown) {
  const response = await fetch(`${origin}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? null : JSON.stringify(body),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
}

async function must<T>(promise: Promise<{ status: number; body: unknown }>): Promise<T> {
  const answer = await promise;
  if (answer.status >= 300) throw new Error(`seed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body as T;
}

async function seedEditor(origin: string, n: number): Promise<Editor> {
  const { token } = await signUp(origin);
  const page = await must<{ id: number; slug: string }>(call(origin, token, 'POST', '/api/pages', { title: `Editora ${n}` }));
  const blocks = [
    { type: 'heading', content: { text: `Hola, soy la editora ${n}`, size: 'large' } },
    { type: 'text', content: { text: 'Diseño, fotografía y otras cosas.' } },
    { type: 'link', content: { url: 'https://blog.example.com/', title: 'Mi blog' } },
    { type: 'link', content: { url: 'https://shop.example.com/', title: 'Mi tienda' } },
  ];
  const itemIds: number[] = [];
  for (const block of blocks) itemIds.push((await must<{ id: number }>(call(origin, token, 'POST', `/api/pages/${page.id}/items`, block))).id);
  return { token, pageId: page.id, slug: page.slug, textItemId: itemIds[1]!, itemIds };
}

async function seed(origin: string): Promise<Editor[]> {
  const editors: Editor[] = [];
  // Sign-ups hash passwords with argon2id: a few at a time.
  const queue = Array.from({ length: EDITORS }, (_, n) => n);
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let n = queue.shift(); n !== undefined; n = queue.shift()) editors.push(await seedEditor(origin, n));
    }),
  );
  return editors;
}

/** One editor's autosaves: a change every 750 ms, one request in flight at a time. */
async function edit(origin: string, editor: Editor, until: number, result: Result): Promise<void> {
  await pause(Math.random() * AUTOSAVE_MS);
  let n = 0;
  while (Date.now() < until) {
    const started = performance.now();
    const roll = Math.random();
    const request =
      roll < 0.85
        ? call(origin, editor.token, 'PATCH', `/api/items/${editor.textItemId}`, { content: { text: `Diseño, fotografía y otras cosas (${n++}).` } })
        : roll < 0.93
          ? call(origin, editor.token, 'POST', '/api/items/reorder', { pageId: editor.pageId, itemIds: rotate(editor) })
          : call(origin, editor.token, 'PATCH', `/api/pages/${editor.pageId}`, { backgroundColor: randomColour() });
    try {
      const answer = await request;
      result.writeStatuses.set(answer.status, (result.writeStatuses.get(answer.status) ?? 0) + 1);
      if (answer.status >= 200 && answer.status < 300) {
        result.writes++;
        result.writeLatencies.push(performance.now() - started);
      } else {
        result.writeErrors++;
        if (result.samples.length < 5) result.samples.push(`${answer.status} ${JSON.stringify(answer.body)}`);
      }
    } catch (error) {
      if ((error as Error).name === 'TimeoutError') result.writeTimeouts++;
      else result.writeErrors++;
    }
    const wait = AUTOSAVE_MS - (performance.now() - started);
    if (wait > 0) await pause(wait);
  }
}

function rotate(editor: Editor): number[] {
  editor.itemIds = [...editor.itemIds.slice(1), editor.itemIds[0]!];
  return editor.itemIds;
}

function randomColour(): string {
  return `#${randomBytes(3).toString('hex').toUpperCase()}`;
}


async function run(engine: 'pglite' | 'postgres'): Promise<Result> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `linkhub-load-${engine}-`));
  const database = engine === 'postgres' ? await createScratchDatabase(ADMIN_URL, 'linkhub_load') : undefined;
  const server = await startServer({
    dataDir,
    port: await freePortIn(...PORTS),
    env: SERVER_ENV,
    timeoutMs: 180_000,
    compiled: true,
    ...(database ? { databaseUrl: database.url } : {}),
  });
  try {
    console.log(`${engine}: signing up ${EDITORS} editors, each with a page of 4 blocks...`);
    const editors = await seed(server.origin);
    const result: Result = {
      engine,
      seconds: SECONDS,
      writes: 0,
      writeLatencies: [],
      writeErrors: 0,
      writeTimeouts: 0,
      writeStatuses: new Map(),
      samples: [],
      reads: undefined as unknown as autocannon.Result,
    };
    console.log(`${engine}: ${EDITORS} editors autosaving every ${AUTOSAVE_MS} ms and ${VISITORS} visitor connections for ${SECONDS} s...`);
    const until = Date.now() + SECONDS * 1000;
    const visitors = autocannon({
      url: server.origin,
      connections: VISITORS,
      ...(VISITOR_RATE > 0 ? { overallRate: VISITOR_RATE } : {}),
      duration: SECONDS,
      timeout: TIMEOUT_MS / 1000,
      headers: { 'accept-encoding': 'gzip' },
      requests: editors.map((editor) => ({ method: 'GET', path: `/view/${editor.slug}` })),
    });
    await Promise.all(editors.map((editor) => edit(server.origin, editor, until, result)));
    result.reads = await visitors;
    return result;
  } finally {
    server.child.kill('SIGTERM');
    const stop = await server.exited;
    if (stop.code !== 0) console.log(`${engine}: the server exited with ${stop.code ?? stop.signal}:\n${server.output().slice(-2000)}`);
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

execSync('node scripts/build-if-stale.mjs', { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
const results: Result[] = [];
for (const engine of ENGINES) results.push(await run(engine));

const ms = (value: number) => `${Math.round(value)} ms`;
const rows = [
  ['Database', 'Writes/s', 'Reads/s', 'Write p50 / p99', 'Read p50 / p99', 'Write errors (non-2xx / timeouts)', 'Read errors (non-2xx / errors / timeouts)'],
  ...results.map((r) => {
    const sorted = r.writeLatencies.toSorted((a, b) => a - b);
    return [
      r.engine,
      (r.writes / r.seconds).toFixed(0),
      r.reads.requests.average.toFixed(0),
      `${ms(percentile(sorted, 50))} / ${ms(percentile(sorted, 99))}`,
      `${ms(r.reads.latency.p50)} / ${ms(r.reads.latency.p99)}`,
      `${r.writeErrors} / ${r.writeTimeouts}`,
      `${r.reads.non2xx} / ${r.reads.errors} / ${r.reads.timeouts}`,
    ];
  }),
];
console.log(`\n${EDITORS} editors autosaving every ${AUTOSAVE_MS} ms (85 % item content, 8 % reorder, 7 % page setting) + ${VISITORS} visitor connections on /view/{slug} (${VISITOR_RATE > 0 ? `${VISITOR_RATE} visits/s in all` : 'each as fast as answered'}), ${SECONDS} s:\n`);
console.log(markdownTable(rows));
for (const r of results) {
  const statuses = [...r.writeStatuses].filter(([status]) => status >= 300);
  if (statuses.length > 0) console.log(`${r.engine}: write answers other than 2xx: ${statuses.map(([status, count]) => `${status} x${count}`).join(', ')}; ${r.samples.join('; ')}`);
}
const failed = results.some((r) => r.writeErrors + r.writeTimeouts + r.reads.non2xx + r.reads.errors + r.reads.timeouts > 0);
process.exit(failed ? 1 : 0);
