/**
 * Crash safety, measured: runs a write load against the real server (item autosaves, visibility
 * toggles, reorders, creates, deletes, image uploads) from signed-up owners, kills the server with
 * SIGKILL in the middle of it, restarts it on the same data and checks that
 *  - every acknowledged write is there: the last acknowledged value of each item field, every
 *    acknowledged item (and no deleted one), each page's acknowledged order, every uploaded file;
 *    a write in flight at the kill may have landed or not, both are accepted;
 *  - the data is consistent: orders contiguous from 0 on every page, no item without its page, no
 *    stored file without its row, no row without its file.
 * With PGlite (DATA_DIR in a temporary folder) and with PostgreSQL (a database it creates on
 * CRASH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres, and drops afterwards).
 * Prints one table and exits 1 on any loss or inconsistency.
 *
 * Run: npx tsx scripts/crash-safety.ts [--rounds 3] [--owners 8] [--db pglite|postgres|both]
 */
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import sharp from 'sharp';
import { createScratchDatabase } from '../src/server/test/scratch-database';
import { type ServerProcess, freePortIn, signUp, startServer } from '../src/server/test/server-process';

const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    owners: { type: 'string', default: '8' },
    db: { type: 'string', default: 'both' },
  },
});
const ROUNDS = Number(args.rounds);
const OWNERS = Number(args.owners);
const ENGINES = args.db === 'both' ? (['pglite', 'postgres'] as const) : ([args.db] as ('pglite' | 'postgres')[]);
const ADMIN_URL = process.env.CRASH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** The brief's port range for this work. */
const PORTS: [number, number] = [3750, 3799];
const MIN_ITEMS = 3;
const MAX_ITEMS = 12;
// Caps of the abuse limits, raised: this run counts writes, not refusals.
const SERVER_ENV = {
  LIMIT_PAGES_PER_USER: '1000',
  LIMIT_ITEMS_PER_PAGE: '1000',
  LIMIT_UPLOADS_PER_HOUR: '100000',
  LIMIT_UPLOAD_MB_PER_USER: '10000',
};

type Pending =
  | { kind: 'text'; id: number; value: string }
  | { kind: 'visible'; id: number; value: boolean }
  | { kind: 'reorder'; ids: number[] }
  | { kind: 'create'; text: string }
  | { kind: 'delete'; id: number }
  | { kind: 'upload' };

interface ModelItem {
  text: string;
  visible: boolean;
}

interface Owner {
  index: number;
  token: string;
  pageId: number;
  order: number[];
  items: Map<number, ModelItem>;
  uploads: string[];
  /** The write sent and not answered when the server died. */
  pending: Pending | undefined;
}

interface ApiItem {
  id: number;
  order: number;
  content: { text?: string };
  isVisible: boolean;
}

interface RoundResult {
  engine: string;
  round: number;
  acknowledged: number;
  refused: number;
  serverErrors: number;
  inFlight: number;
  checks: number;
  lost: string[];
  sweptFiles: number;
  orphanItems: number;
  filesWithoutRow: number;
  rowsWithoutFile: number;
  orderGaps: number;
  cleanStop: boolean;
}

const images = await Promise.all(
  ['#e74c3c', '#3498db', '#2ecc71', '#f1c40f'].map((background) =>
    sharp({ create: { width: 96, height: 64, channels: 3, background } }).png().toBuffer(),
  ),
);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
function shuffled<T>(list: readonly T[]): T[] {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

async function call(origin: string, token: string, method: string, url: string, body?: unknown) {
  const response = await fetch(`${origin}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? null : JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
}

async function seed(origin: string): Promise<Owner[]> {
  const owners: Owner[] = [];
  for (let index = 0; index < OWNERS; index++) {
    const { token } = await signUp(origin);
    const page = await call(origin, token, 'POST', '/api/pages', { title: `Página ${index}` });
    if (page.status !== 201) throw new Error(`page: ${page.status} ${JSON.stringify(page.body)}`);
    const owner: Owner = { index, token, pageId: (page.body as { id: number }).id, order: [], items: new Map(), uploads: [], pending: undefined };
    for (let n = 0; n < 6; n++) {
      const text = `semilla-${index}-${n}`;
      const item = await call(origin, token, 'POST', `/api/pages/${owner.pageId}/items`, { type: 'text', content: { text } });
      if (item.status !== 201) throw new Error(`item: ${item.status} ${JSON.stringify(item.body)}`);
      const id = (item.body as ApiItem).id;
      owner.order.push(id);
      owner.items.set(id, { text, visible: true });
    }
    owners.push(owner);
  }
  return owners;
}

function nextWrite(owner: Owner, label: string): Pending {
  const roll = Math.random();
  const count = owner.order.length;
  if (roll < 0.55) return { kind: 'text', id: pick(owner.order), value: label };
  if (roll < 0.65) return { kind: 'visible', id: pick(owner.order), value: Math.random() < 0.5 };
  if (roll < 0.77) return { kind: 'reorder', ids: shuffled(owner.order) };
  if (roll < 0.86) return count < MAX_ITEMS ? { kind: 'create', text: label } : { kind: 'delete', id: pick(owner.order) };
  if (roll < 0.95) return count > MIN_ITEMS ? { kind: 'delete', id: pick(owner.order) } : { kind: 'create', text: label };
  return { kind: 'upload' };
}

async function send(origin: string, owner: Owner, write: Pending): Promise<{ status: number; body: unknown }> {
  switch (write.kind) {
    case 'text':
      return call(origin, owner.token, 'PATCH', `/api/items/${write.id}`, { content: { text: write.value } });
    case 'visible':
      return call(origin, owner.token, 'PATCH', `/api/items/${write.id}`, { isVisible: write.value });
    case 'reorder':
      return Math.random() < 0.5
        ? call(origin, owner.token, 'POST', '/api/items/reorder', { pageId: owner.pageId, itemIds: write.ids })
        : call(origin, owner.token, 'PATCH', `/api/pages/${owner.pageId}/items/order`, { itemIds: write.ids });
    case 'create':
      return call(origin, owner.token, 'POST', `/api/pages/${owner.pageId}/items`, { type: 'text', content: { text: write.text } });
    case 'delete':
      return call(origin, owner.token, 'DELETE', `/api/items/${write.id}`);
    case 'upload': {
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(pick(images))], { type: 'image/png' }), 'foto.png');
      const response = await fetch(`${origin}/api/upload/image`, {
        method: 'POST',
        headers: { authorization: `Bearer ${owner.token}` },
        body: form,
        signal: AbortSignal.timeout(30_000),
      });
      const text = await response.text();
      return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
    }
  }
}

/** The model after an acknowledged write. */
function apply(owner: Owner, write: Pending, body: unknown): void {
  switch (write.kind) {
    case 'text':
      owner.items.get(write.id)!.text = write.value;
      break;
    case 'visible':
      owner.items.get(write.id)!.visible = write.value;
      break;
    case 'reorder':
      owner.order = write.ids;
      break;
    case 'create': {
      const id = (body as ApiItem).id;
      owner.order.push(id);
      owner.items.set(id, { text: write.text, visible: true });
      break;
    }
    case 'delete':
      owner.order = owner.order.filter((id) => id !== write.id);
      owner.items.delete(write.id);
      break;
    case 'upload':
      owner.uploads.push((body as { imageUrl: string }).imageUrl);
      break;
  }
}

interface LoadCounts {
  acknowledged: number;
  refused: number;
  serverErrors: number;
  refusals: string[];
}

/** Each owner writes one thing at a time, as an editor does, until the server dies. */
async function writeUntilKilled(origin: string, owners: Owner[], round: number, server: ServerProcess, killAfterMs: number): Promise<LoadCounts> {
  const counts: LoadCounts = { acknowledged: 0, refused: 0, serverErrors: 0, refusals: [] };
  let dead = false;
  let killed = false;
  const killer = (async () => {
    // The kill comes at a random moment once the load is running (a restarted server is slow at first).
    while (counts.acknowledged < 30) await pause(50);
    await pause(killAfterMs);
    killed = true;
    server.child.kill('SIGKILL');
    await server.exited;
    dead = true;
  })();
  const workers = owners.map(async (owner) => {
    let seq = 0;
    while (!dead) {
      const write = nextWrite(owner, `r${round}-o${owner.index}-${seq++}`);
      owner.pending = write;
      let answer;
      try {
        answer = await send(origin, owner, write);
      } catch (error) {
        if (killed) return; // in flight at the kill
        throw new Error(`${write.kind} failed while the server was up`, { cause: error });
      }
      owner.pending = undefined;
      if (answer.status >= 200 && answer.status < 300) {
        apply(owner, write, answer.body);
        counts.acknowledged++;
      } else if (answer.status >= 500) {
        counts.serverErrors++;
      } else {
        counts.refused++;
        if (counts.refusals.length < 5) counts.refusals.push(`${write.kind} ${answer.status} ${JSON.stringify(answer.body)}`);
      }
    }
  });
  await Promise.all([killer, ...workers]);
  return counts;
}

/** Compares what the restarted server answers with every acknowledged write. */
async function verify(origin: string, owners: Owner[]): Promise<{ checks: number; lost: string[]; inFlight: number }> {
  let checks = 0;
  let inFlight = 0;
  const lost: string[] = [];
  const check = (ok: boolean, what: string) => {
    checks++;
    if (!ok) lost.push(what);
  };
  for (const owner of owners) {
    const pending = owner.pending;
    if (pending) inFlight++;
    const answer = await call(origin, owner.token, 'GET', `/api/pages/${owner.pageId}/items`);
    check(answer.status === 200, `owner ${owner.index}: items answered ${answer.status}`);
    const items = (answer.body as ApiItem[]).toSorted((a, b) => a.order - b.order);
    check(
      items.every((item, position) => item.order === position),
      `owner ${owner.index}: orders ${items.map((item) => item.order).join(',')} not contiguous`,
    );
    const byId = new Map(items.map((item) => [item.id, item]));

    // Items: every acknowledged one there (unless its deletion was in flight), nothing else (but a
    // creation in flight).
    for (const [id, expected] of owner.items) {
      const found = byId.get(id);
      if (!found) {
        check(pending?.kind === 'delete' && pending.id === id, `owner ${owner.index}: item ${id} lost`);
        continue;
      }
      check(true, 'exists');
      const texts = [expected.text, ...(pending?.kind === 'text' && pending.id === id ? [pending.value] : [])];
      check(texts.includes(found.content.text ?? ''), `item ${id}: text ${JSON.stringify(found.content.text)}, acknowledged ${JSON.stringify(expected.text)}`);
      const visible = [expected.visible, ...(pending?.kind === 'visible' && pending.id === id ? [pending.value] : [])];
      check(visible.includes(found.isVisible), `item ${id}: isVisible ${found.isVisible}, acknowledged ${expected.visible}`);
    }
    const extra = items.filter((item) => !owner.items.has(item.id));
    const createdInFlight = pending?.kind === 'create' && extra.length === 1 && extra[0]!.content.text === pending.text;
    check(extra.length === 0 || createdInFlight, `owner ${owner.index}: unexpected items ${extra.map((item) => item.id).join(',')}`);
    if (createdInFlight) owner.items.set(extra[0]!.id, { text: pending.text, visible: true });
    if (createdInFlight) owner.order.push(extra[0]!.id);
    if (pending?.kind === 'delete' && !byId.has(pending.id)) {
      owner.items.delete(pending.id);
      owner.order = owner.order.filter((id) => id !== pending.id);
    }

    // Order: the acknowledged one, or the reorder in flight.
    const actual = items.map((item) => item.id).filter((id) => owner.items.has(id));
    const orders = [owner.order, ...(pending?.kind === 'reorder' ? [pending.ids] : [])];
    const matched = orders.find((order) => order.join() === actual.join());
    check(Boolean(matched), `owner ${owner.index}: order ${actual.join(',')}, acknowledged ${owner.order.join(',')}`);
    if (matched) owner.order = matched;

    // The model now follows what the server kept of the write in flight.
    for (const item of items) {
      const model = owner.items.get(item.id);
      if (model) {
        model.text = item.content.text ?? '';
        model.visible = item.isVisible;
      }
    }
    for (const url of owner.uploads) {
      const file = await fetch(url, { signal: AbortSignal.timeout(30_000) });
      await file.arrayBuffer();
      check(file.status === 200 && file.headers.get('content-type') === 'image/png', `upload ${url}: ${file.status}`);
    }
    owner.pending = undefined;
  }
  return { checks, lost, inFlight };
}

interface Consistency {
  orphanItems: number;
  filesWithoutRow: number;
  rowsWithoutFile: number;
  orderGaps: number;
}

const ORPHAN_ITEMS = 'SELECT count(*)::int AS n FROM items i LEFT JOIN pages p ON p.id = i.page_id WHERE p.id IS NULL';
const ORDER_GAPS = `SELECT count(*)::int AS n FROM (
  SELECT page_id, count(*) AS total, min("order") AS low, max("order") AS high, count(DISTINCT "order") AS distinct_orders
  FROM items GROUP BY page_id) AS pages_orders
  WHERE low <> 0 OR high <> total - 1 OR distinct_orders <> total`;
const FILE_NAMES = 'SELECT file_name FROM storage_objects';

/** With the server stopped: the database and the uploads folder, straight. */
async function consistency(engine: 'pglite' | 'postgres', dataDir: string, databaseUrl: string | undefined): Promise<Consistency> {
  let rows: { orphan: number; gaps: number; names: string[] };
  if (engine === 'pglite') {
    const db = new PGlite(path.join(dataDir, 'db'));
    try {
      const orphan = await db.query<{ n: number }>(ORPHAN_ITEMS);
      const gaps = await db.query<{ n: number }>(ORDER_GAPS);
      const names = await db.query<{ file_name: string }>(FILE_NAMES);
      rows = { orphan: orphan.rows[0]!.n, gaps: gaps.rows[0]!.n, names: names.rows.map((row) => row.file_name) };
    } finally {
      await db.close();
    }
  } else {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const orphan = await client.query<{ n: number }>(ORPHAN_ITEMS);
      const gaps = await client.query<{ n: number }>(ORDER_GAPS);
      const names = await client.query<{ file_name: string }>(FILE_NAMES);
      rows = { orphan: orphan.rows[0]!.n, gaps: gaps.rows[0]!.n, names: names.rows.map((row) => row.file_name) };
    } finally {
      await client.end();
    }
  }
  const files = new Set<string>();
  const uploads = path.join(dataDir, 'uploads');
  for (const folder of safeReaddir(uploads)) {
    const full = path.join(uploads, folder);
    if (!statSync(full).isDirectory()) continue;
    for (const name of readdirSync(full)) files.add(name);
  }
  const known = new Set(rows.names);
  return {
    orphanItems: rows.orphan,
    orderGaps: rows.gaps,
    filesWithoutRow: [...files].filter((name) => !known.has(name)).length,
    rowsWithoutFile: rows.names.filter((name) => !files.has(name)).length,
  };
}

function safeReaddir(folder: string): string[] {
  try {
    return readdirSync(folder);
  } catch {
    return [];
  }
}

function sweptFiles(output: string): number {
  const match = /Removed (\d+) stored files no row names and (\d+) unfinished writes/.exec(output);
  return match ? Number(match[1]) + Number(match[2]) : 0;
}


async function runEngine(engine: 'pglite' | 'postgres'): Promise<RoundResult[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `linkhub-crash-${engine}-`));
  const database = engine === 'postgres' ? await createScratchDatabase(ADMIN_URL, 'linkhub_crash') : undefined;
  const results: RoundResult[] = [];
  const start = async () =>
    startServer({ dataDir, port: await freePortIn(...PORTS), env: SERVER_ENV, ...(database ? { databaseUrl: database.url } : {}), timeoutMs: 180_000 });
  try {
    let server = await start();
    const owners = await seed(server.origin);
    for (let round = 1; round <= ROUNDS; round++) {
      const killAfterMs = 1000 + Math.floor(Math.random() * 3000);
      console.log(`${engine}: round ${round}, SIGKILL ${killAfterMs} ms after the 30th acknowledged write`);
      const load = await writeUntilKilled(server.origin, owners, round, server, killAfterMs);
      if (load.refusals.length > 0) console.log(`  refused: ${load.refusals.join('; ')}`);

      server = await start();
      const swept = sweptFiles(server.output());
      const verified = await verify(server.origin, owners);
      for (const what of verified.lost.slice(0, 10)) console.log(`  LOST ${what}`);
      server.child.kill('SIGTERM');
      const stop = await server.exited;
      if (stop.code !== 0) console.log(`  SIGTERM: exit ${stop.code ?? stop.signal}; the server's last words:\n${server.output().slice(-3000)}`);
      const data = await consistency(engine, dataDir, database?.url);
      results.push({
        engine,
        round,
        ...load,
        ...verified,
        ...data,
        sweptFiles: swept,
        cleanStop: stop.code === 0,
      });
      if (round < ROUNDS) server = await start();
    }
    return results;
  } finally {
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const line = (row: string[]) => `| ${row.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  return [line(rows[0]!), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...rows.slice(1).map(line)].join('\n');
}

const all: RoundResult[] = [];
for (const engine of ENGINES) all.push(...(await runEngine(engine)));

const header = ['Database', 'Round', 'Acknowledged writes', 'In flight at kill', 'Checks', 'Verified', 'Lost', 'Refused (4xx)', '5xx', 'Files swept at start', 'Orphan items', 'Files without row', 'Rows without file', 'Order gaps', 'SIGTERM exit 0'];
const rows = all.map((r) => [
  r.engine,
  String(r.round),
  String(r.acknowledged),
  String(r.inFlight),
  String(r.checks),
  String(r.checks - r.lost.length),
  String(r.lost.length),
  String(r.refused),
  String(r.serverErrors),
  String(r.sweptFiles),
  String(r.orphanItems),
  String(r.filesWithoutRow),
  String(r.rowsWithoutFile),
  String(r.orderGaps),
  r.cleanStop ? 'yes' : 'NO',
]);
for (const engine of ENGINES) {
  const mine = all.filter((r) => r.engine === engine);
  const sum = (pickValue: (r: RoundResult) => number) => String(mine.reduce((total, r) => total + pickValue(r), 0));
  rows.push([
    `${engine} total`,
    String(mine.length),
    sum((r) => r.acknowledged),
    sum((r) => r.inFlight),
    sum((r) => r.checks),
    sum((r) => r.checks - r.lost.length),
    sum((r) => r.lost.length),
    sum((r) => r.refused),
    sum((r) => r.serverErrors),
    sum((r) => r.sweptFiles),
    sum((r) => r.orphanItems),
    sum((r) => r.filesWithoutRow),
    sum((r) => r.rowsWithoutFile),
    sum((r) => r.orderGaps),
    mine.every((r) => r.cleanStop) ? 'yes' : 'NO',
  ]);
}
console.log(`\n${table([header, ...rows])}`);
const failed = all.some(
  (r) => r.lost.length > 0 || r.serverErrors > 0 || r.orphanItems > 0 || r.filesWithoutRow > 0 || r.rowsWithoutFile > 0 || r.orderGaps > 0 || !r.cleanStop,
);
console.log(failed ? '\nFAILED: something acknowledged was lost or the data is inconsistent.' : '\nNothing acknowledged was lost; the data is consistent.');
process.exit(failed ? 1 : 0);
