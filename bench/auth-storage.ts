// Auth and storage costs on this machine: sign-in (argon2id), the API's session-checked token
// verification with and without its cache, image re-encoding, and public file reads.
// Run: npx tsx bench/auth-storage.ts   (loopback only; about a minute)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import sharp from 'sharp';
import { buildApp } from '../src/server/app';
import { ActiveSessions } from '../src/server/auth/active-sessions';
import { hs256Verifier } from '../src/server/auth/token-verifier';
import { openDatabase } from '../src/server/db/client';
import { fsObjectStore } from '../src/server/modules/storage/fs-object-store';
import { processImage } from '../src/server/modules/storage/process-image';

const SECRET = 'bench-secret-bench-secret-bench-secret-0123';
const rows: { measure: string; result: string }[] = [];

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

async function start(cacheTtlMs: number) {
  const database = await openDatabase({ kind: 'pglite' });
  const uploads = mkdtempSync(path.join(tmpdir(), 'linkhub-bench-'));
  const sessions = new ActiveSessions(database.db, cacheTtlMs);
  const app = await buildApp({
    db: database.db,
    verifier: hs256Verifier(SECRET, sessions),
    objectStore: fsObjectStore(uploads),
    embeddedAuth: {
      jwtSecret: SECRET,
      sessions,
      mailer: null,
      rateLimits: { token: { max: 1e6, timeWindowMs: 60_000 }, signup: { max: 1e6, timeWindowMs: 60_000 } },
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    url,
    async close() {
      await app.close();
      await database.close();
      rmSync(uploads, { recursive: true, force: true });
    },
  };
}

async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return res.json() as Promise<Record<string, unknown>>;
}

async function load(url: string, headers: Record<string, string>) {
  const result = await autocannon({ url, connections: 10, duration: 5, headers });
  return `${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, ${result.non2xx} non-2xx`;
}

for (const [label, ttl] of [['cached (30 s)', 30_000], ['uncached', 0]] as const) {
  const server = await start(ttl);
  const session = await post(`${server.url}/auth/v1/signup`, { email: 'bench@example.com', password: 'clave-bench' });
  const token = String(session.access_token);

  if (ttl > 0) {
    const times: number[] = [];
    for (let i = 0; i < 20; i++) {
      const started = performance.now();
      await post(`${server.url}/auth/v1/token?grant_type=password`, { email: 'bench@example.com', password: 'clave-bench' });
      times.push(performance.now() - started);
    }
    rows.push({ measure: 'sign-in (argon2id), 20 sequential', result: `p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms` });
  }
  rows.push({ measure: `GET /api/pages, session check ${label}`, result: await load(`${server.url}/api/pages`, { authorization: `Bearer ${token}` }) });

  if (ttl > 0) {
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(await sharp({ create: { width: 400, height: 400, channels: 3, background: '#7c3aed' } }).png().toBuffer())], { type: 'image/png' }), 'a.png');
    const upload = await fetch(`${server.url}/api/upload/image`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    const { imageUrl } = (await upload.json()) as { imageUrl: string };
    rows.push({ measure: 'GET public image (400x400 PNG)', result: await load(imageUrl, {}) });
  }
  await server.close();
}

// A 12-megapixel phone-sized photo: a gradient with noise, so JPEG has real work to do.
const width = 4000;
const height = 3000;
const raw = Buffer.alloc(width * height * 3);
for (let i = 0; i < raw.length; i += 3) {
  const x = (i / 3) % width;
  raw[i] = (x * 255) / width;
  raw[i + 1] = Math.floor(Math.random() * 64);
  raw[i + 2] = 128;
}
const photo = await sharp(raw, { raw: { width, height, channels: 3 } }).jpeg({ quality: 80 }).toBuffer();
const times: number[] = [];
let output = 0;
for (let i = 0; i < 5; i++) {
  const started = performance.now();
  output = (await processImage(photo)).data.length;
  times.push(performance.now() - started);
}
rows.push({
  measure: `re-encode 12 MP JPEG (${(photo.length / 1024 / 1024).toFixed(1)} MB in), 5 runs`,
  result: `p50 ${percentile(times, 50).toFixed(0)} ms, out ${(output / 1024).toFixed(0)} KB (2560 px)`,
});
rows.push({
  measure: 'peak RSS of this whole benchmark process',
  result: `${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`,
});

console.table(rows);
