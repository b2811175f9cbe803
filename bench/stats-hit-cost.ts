/**
 * What counting one view costs, piece by piece, in CPU µs per hit (issue 15, decision 700): each
 * step alone over N hits in this process (process.cpuUsage), with a browser's user agent that
 * varies per visitor like real traffic (so that the device cache hits, as it does in production).
 * The request path's share (the route hook: the early filters and the hit's line), the worker's
 * share (processHits: isbot, visitor hash, source, country, device, the batch's binary COPY), and the write
 * of 500-hit batches into PGlite: binary COPY from a blob (now), beside the text COPY it replaced
 * (made here, for the comparison only; the first INSERT ... unnest is in bench/README.md).
 * Run: npx tsx bench/stats-hit-cost.ts  [HITS=20000]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import { openDatabase } from '../src/server/db/client';
import { openCountryLookup } from '../src/server/modules/stats/country';
import { EventBuffer, type StatsEvent } from '../src/server/modules/stats/event-buffer';
import { type PreparedBatch, prepareBatch } from '../src/server/modules/stats/event-rows';
import { agentOf, sourceOf } from '../src/server/modules/stats/hit-details';
import { earlyVerdict } from '../src/server/modules/stats/hit-filter';
import { monthOf } from '../src/server/modules/stats/partitions';
import { encodeHit, processHits } from '../src/server/modules/stats/hit-processing';
import { visitorHash } from '../src/server/modules/stats/visitor-hash';
import { BROWSER_UA } from './lib/counting';

/** The text COPY the binary one replaced (tab-separated, \N for null), for the comparison only. */
function textCopyBatch(events: readonly StatsEvent[]): PreparedBatch {
  const field = (value: unknown) =>
    value === null || value === undefined ? '\\N' : value instanceof Date ? value.toISOString() : String(value).replace(/[\\\t\n\r]/g, (c) => `\\${c === '\t' ? 't' : c === '\n' ? 'n' : c === '\r' ? 'r' : '\\'}`);
  let text = '';
  for (const e of events) {
    const visitors = e.visitors ? `{${e.visitors.join(',')}}` : null;
    text += `${[e.ts, e.pageId, e.kind, e.itemId, e.target, e.hits ?? 1, visitors, e.source, e.medium, e.campaign, e.country, e.device, e.browser, e.os].map(field).join('\t')}\n`;
  }
  return { months: [...new Set(events.map((e) => monthOf(e.ts)))], rows: events.length, hits: events.length, copy: new TextEncoder().encode(text) as Uint8Array<ArrayBuffer> };
}

const HITS = Number(process.env.HITS ?? 20_000);
/** A day's salt as the server keeps it (hex): 16 bytes now (SipHash), 48 with decision 707, 32 before (HMAC). */
const salt = '07'.repeat(16);
const sha256Salt = '07'.repeat(48);
const hmacSalt = '07'.repeat(32);
const day = new Date().toISOString().slice(0, 10);

const requests = Array.from(
  { length: HITS },
  (_, n) =>
    ({
      method: 'GET',
      url: n % 3 === 0 ? '/view/ana?utm_source=newsletter&utm_campaign=otono' : '/view/ana',
      headers: { 'user-agent': `${BROWSER_UA} v${n % 50}`, ...(n % 2 === 0 ? { referer: 'https://l.instagram.com/' } : {}), host: 'links.example' },
      socket: { remoteAddress: `198.51.${(n >> 8) & 255}.${n & 255}` },
      ip: `198.51.${(n >> 8) & 255}.${n & 255}`,
      host: 'links.example',
    }) as unknown as FastifyRequest,
);

function cpu(label: string, run: () => void | Promise<void>): Promise<[string, number]> {
  return (async () => {
    const start = process.cpuUsage();
    await run();
    const used = process.cpuUsage(start);
    return [label, (used.user + used.system) / HITS] as [string, number];
  })();
}

const geo = await openCountryLookup({ trustProxy: 'loopback' });
const rows: [string, number][] = [];
// Warm-up: JIT and the device cache.
for (const request of requests.slice(0, 2000)) agentOf(request.headers['user-agent'] ?? '');

// Before: every step on the request path, per hit.
rows.push(
  await cpu('before, request path: filters (cookie, method, prefetch, isbot)', () => {
    for (const request of requests) if (earlyVerdict(request) === 'count') isbot(request.headers['user-agent'] ?? '');
  }),
);
rows.push(
  await cpu('before, request path: visitor HMAC', () => {
    for (const request of requests) visitorHash(hmacSalt, request.ip, request.headers['user-agent'] ?? '', 7);
  }),
);
rows.push(
  await cpu('visitor hash, keyed SHA-256 in one native call (decision 707)', () => {
    for (const request of requests) visitorHash(sha256Salt, request.ip, request.headers['user-agent'] ?? '', 7);
  }),
);
rows.push(
  await cpu('visitor hash, SipHash-2-4 in WebAssembly (now, in the worker; decision 708)', () => {
    for (const request of requests) visitorHash(salt, request.ip, request.headers['user-agent'] ?? '', 7);
  }),
);
rows.push(
  await cpu('before, request path: source, country, device', () => {
    for (const request of requests) {
      const ua = request.headers['user-agent'] ?? '';
      sourceOf(new URLSearchParams(request.url.split('?')[1] ?? ''), agentOf(ua).app, request.headers.referer, request.host);
      geo.country(request.headers, request.socket.remoteAddress ?? '', request.ip);
    }
  }),
);

// After: the request path keeps one line per hit; the worker does the rest a batch at a time.
let lines: string[] = [];
rows.push(
  await cpu('after, request path: filters without isbot + the hit as one line', () => {
    lines = requests.map((request) => {
      earlyVerdict(request);
      const query = request.url.indexOf('?');
      return encodeHit({
        ts: Date.now(),
        pageId: 7,
        kind: 1,
        ip: request.socket.remoteAddress,
        peer: request.socket.remoteAddress,
        ua: request.headers['user-agent'],
        query: query >= 0 ? request.url.slice(query + 1) : undefined,
        referrer: request.headers.referer,
        host: request.headers.referer ? request.host : undefined,
      });
    });
  }),
);
let batches: string[] = [];
rows.push(
  await cpu('after, main thread: joining the batches of 500', () => {
    batches = [];
    for (let at = 0; at < lines.length; at += 500) batches.push(lines.slice(at, at + 500).join(''));
  }),
);
let copies: Uint8Array[] = [];
rows.push(
  await cpu('after, worker: processHits (decode, isbot, visitor hash, source, country, device, binary COPY)', () => {
    copies = batches.map((batch) => processHits(batch, { [day]: salt }, geo).copy);
  }),
);
rows.push(
  await cpu('  the same with a salt of decision 707 (keyed SHA-256)', () => {
    copies = batches.map((batch) => processHits(batch, { [day]: sha256Salt }, geo).copy);
  }),
);

// The write: PGlite in this thread, batches of 500, into a fresh database (the server's schema).
const events: StatsEvent[] = requests.map((request, n) => {
  const { app, device, browser, os } = agentOf(request.headers['user-agent'] ?? '');
  return { ts: new Date(), pageId: 0, kind: 1, visitors: [BigInt(n) * 7919n], ...sourceOf(null, app, request.headers.referer, request.host), country: 'ZZ', device, browser, os };
});
const dir = mkdtempSync(path.join(tmpdir(), 'linkhub-hit-cost-'));
try {
  const handle = await openDatabase({ kind: 'pglite', dataDir: path.join(dir, 'db') });
  for (const [label, format] of [
    ['write into PGlite, text COPY from a blob (before)', 'text'],
    ['write into PGlite, binary COPY from a blob (now)', 'copy'],
  ] as const) {
    const buffer = new EventBuffer<StatsEvent>(handle.db, {
      flushMs: 60_000,
      batchSize: 500,
      onError: (error) => console.error(error),
      prepare: (batch) => (format === 'text' ? textCopyBatch(batch) : prepareBatch(batch)),
    });
    if (format === 'text') Object.assign(buffer, { copyOptions: '' });
    for (const event of events.slice(0, 1000)) buffer.push(event);
    await buffer.flush();
    rows.push(
      await cpu(label, async () => {
        for (const event of events) buffer.push(event);
        await buffer.flush();
      }),
    );
  }
  rows.push(await cpu('  of which making the binary COPY (now, in the worker)', () => void prepareBatch(events)));
  rows.push(await cpu('  of which making the text COPY (before, in the worker)', () => void textCopyBatch(events)));
  await handle.close();
} finally {
  rmSync(dir, { recursive: true, force: true });
}
void copies;

const width = Math.max(...rows.map(([label]) => label.length));
console.log(`\n| ${'Step (CPU per hit)'.padEnd(width)} | µs |\n|${'-'.repeat(width + 2)}|----|`);
for (const [label, micros] of rows) console.log(`| ${label.padEnd(width)} | ${micros.toFixed(1)} |`);
