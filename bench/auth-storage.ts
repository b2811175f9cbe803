// Auth and storage costs on this machine: sign-in (argon2id), the API's session-checked token
// verification with and without its cache, image re-encoding, and public file reads.
// Also the time sign-up takes for a new and for a registered address, without and with e-mail
// (decision 112: both do the same work, so the time tells nothing).
// Run: npx tsx bench/auth-storage.ts   (loopback only; about two minutes)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import sharp from 'sharp';
import { buildApp } from '../src/server/app';
import type { Mailer } from '../src/server/modules/auth/mailer';
import { smtpMailer } from '../src/server/modules/auth/mailer';
import { hashPassword } from '../src/server/modules/auth/passwords';
import { users } from '../src/server/db/schema';
import { startSmtpInbox } from '../src/server/test/smtp-inbox';
import { freePort } from '../src/server/test/free-port';
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

async function start(cacheTtlMs: number, mailer: Mailer | null = null) {
  const database = await openDatabase({ kind: 'pglite' });
  const uploads = mkdtempSync(path.join(tmpdir(), 'linkhub-bench-'));
  const sessions = new ActiveSessions(database.db, cacheTtlMs);
  // Mailed links point at PUBLIC_URL (decision 119): this server's own address.
  const port = await freePort();
  const app = await buildApp({
    db: database.db,
    publicUrl: `http://127.0.0.1:${port}`,
    verifier: hs256Verifier(SECRET, sessions),
    objectStore: fsObjectStore(uploads),
    embeddedAuth: {
      jwtSecret: SECRET,
      sessions,
      mailer,
      rateLimits: { token: { max: 1e6, timeWindowMs: 60_000 }, signup: { max: 1e6, timeWindowMs: 60_000 } },
    },
  });
  await app.listen({ port, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    db: database.db,
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

// Sign-up of a new address against one that has an account, each address tried once (a repeat
// within a minute sends no second mail for either), interleaved so the machine's load hits both.
const SIGNUPS = 40;
const inbox = await startSmtpInbox();
for (const [label, mailer] of [['no SMTP', null], ['SMTP (local sink)', smtpMailer(inbox.url, 'Bench <bench@example.com>')]] as const) {
  const server = await start(30_000, mailer);
  const passwordHash = await hashPassword('clave-registrada');
  const registered = Array.from({ length: SIGNUPS }, (_, i) => `registrada-${i}@example.com`);
  await server.db.insert(users).values(registered.map((email) => ({ email, username: email, passwordHash, emailConfirmedAt: new Date() })));
  const times = { new: [] as number[], registered: [] as number[] };
  const statuses = { new: new Set<number>(), registered: new Set<number>() };
  for (let i = 0; i < SIGNUPS; i++) {
    const order: ('new' | 'registered')[] = i % 2 ? ['new', 'registered'] : ['registered', 'new'];
    for (const kind of order) {
      const email = kind === 'new' ? `nueva-${i}@example.com` : registered[i];
      const started = performance.now();
      const res = await fetch(`${server.url}/auth/v1/signup`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'clave-de-prueba' }) });
      await res.arrayBuffer();
      times[kind].push(performance.now() - started);
      statuses[kind].add(res.status);
    }
  }
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
  const sd = (values: number[]) => Math.sqrt(values.reduce((a, b) => a + (b - mean(values)) ** 2, 0) / (values.length - 1));
  // Welch's t statistic: |t| under about 2 means the two times cannot be told apart at this sample size.
  const t = (mean(times.new) - mean(times.registered)) / Math.sqrt(sd(times.new) ** 2 / SIGNUPS + sd(times.registered) ** 2 / SIGNUPS);
  for (const kind of ['new', 'registered'] as const) {
    rows.push({
      measure: `sign-up, ${kind} address, ${label}, ${SIGNUPS} each`,
      result: `HTTP ${[...statuses[kind]].join('/')}, p50 ${percentile(times[kind], 50).toFixed(1)} ms, p95 ${percentile(times[kind], 95).toFixed(1)} ms, mean ${mean(times[kind]).toFixed(1)} ms`,
    });
  }
  rows.push({ measure: `sign-up new vs registered, ${label}: Welch t`, result: `${t.toFixed(2)} (|t| < 2: indistinguishable)` });
  await server.close();
}
await inbox.close();

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
