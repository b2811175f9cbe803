/**
 * What one raw hit costs PGlite to store, by the shape of the table it goes into (issue 15). On
 * PGlite every statement runs in the server's request thread (decision 860), so this is a floor
 * under what counting takes from the public page's throughput there. The hits are written as the
 * app writes them: binary COPY from a blob, batches of 500, synchronous_commit off, into a PGlite
 * on a data folder. The first row is stats_events' own shape; the others take one thing away.
 * Run: npx tsx bench/stats-row-floor.ts  [HITS=100000]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { CopyWriter, EVENT_COLUMNS, prepareBatch, type StatsEvent } from '../src/server/modules/stats/event-rows';
import { markdownTable } from './lib/markdown-table';

const HITS = Number(process.env.HITS ?? 100_000);
const BATCH = 500;

const now = Date.now();
// Views of one page, a row each with one visitor hash (the worst case: no two alike in a second, decision 711).
const events: StatsEvent[] = Array.from({ length: HITS }, (_, n) => ({
  ts: new Date(now + n),
  pageId: 7,
  kind: 1,
  itemId: null,
  target: null,
  hits: 1,
  visitors: [BigInt(n) * 7919n],
  source: 'Instagram',
  medium: null,
  campaign: n % 3 === 0 ? 'otono' : null,
  country: 'ES',
  device: 'Móvil',
  browser: 'Chrome',
  os: 'Android',
}));
const batches: Uint8Array<ArrayBuffer>[] = [];
/** The same hits with only (ts, page_id, kind). */
const narrow: Uint8Array<ArrayBuffer>[] = [];
for (let at = 0; at < HITS; at += BATCH) {
  const batch = events.slice(at, at + BATCH);
  batches.push(prepareBatch(batch).copy);
  const out = new CopyWriter(batch.length);
  for (const event of batch) {
    out.row(3);
    out.timestamptz(event.ts.getTime());
    out.int4(event.pageId);
    out.int2(event.kind);
  }
  narrow.push(out.finish());
}

const columns = `ts timestamptz not null, page_id integer not null, kind smallint not null, item_id integer, target text, hits integer not null, visitors bigint[],
  source text, medium text, campaign text, country text, device text, browser text, os text`;
const month = new Date(now);
const from = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth(), 1)).toISOString();
const to = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 2, 1)).toISOString();
const partitioned = `create table hits (${columns}) partition by range (ts); create table hits_p partition of hits for values from ('${from}') to ('${to}')`;

/** A table's shape: how it is made, and the hits as COPY writes them into it. */
interface Shape {
  name: string;
  ddl: string;
  columns: readonly string[];
  batches: Uint8Array<ArrayBuffer>[];
}
const wide = (name: string, ddl: string): Shape => ({ name, ddl, columns: EVENT_COLUMNS, batches });
const shapes: Shape[] = [
  wide('Partitioned by month, (page_id, ts) index: stats_events as it is', `${partitioned}; create index on hits (page_id, ts)`),
  wide('Partitioned, no index', partitioned),
  wide('One table, (page_id, ts) index', `create table hits (${columns}); create index on hits (page_id, ts)`),
  wide('One table, no index', `create table hits (${columns})`),
  wide('One table, BRIN index on ts', `create table hits (${columns}); create index on hits using brin (ts)`),
  wide('One table, (page_id, ts) index, unlogged (a crash empties it)', `create unlogged table hits (${columns}); create index on hits (page_id, ts)`),
  {
    name: 'Three columns (ts, page_id, kind), (page_id, ts) index',
    ddl: 'create table hits (ts timestamptz not null, page_id integer not null, kind smallint not null); create index on hits (page_id, ts)',
    columns: ['ts', 'page_id', 'kind'],
    batches: narrow,
  },
];

const rows: string[][] = [['Table (PGlite, binary COPY, batches of 500)', 'µs per hit, wall', 'µs per hit, CPU of this process']];
for (const { name, ddl, columns: list, batches: payload } of shapes) {
  const dir = mkdtempSync(path.join(tmpdir(), 'linkhub-row-floor-'));
  const db = new PGlite(dir);
  const copy = `copy hits (${list.join(', ')}) from '/dev/blob' with (format binary)`;
  try {
    await db.exec(ddl);
    // A first batch warms the statement up.
    await db.exec(copy, { blob: new Blob([payload[0]!]) });
    const cpu = process.cpuUsage();
    const started = performance.now();
    for (const batch of payload) await db.exec(`set local synchronous_commit = off; ${copy}`, { blob: new Blob([batch]) });
    const wall = performance.now() - started;
    const used = process.cpuUsage(cpu);
    rows.push([name, ((wall * 1000) / HITS).toFixed(2), ((used.user + used.system) / HITS).toFixed(2)]);
  } finally {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
console.log(markdownTable(rows));
