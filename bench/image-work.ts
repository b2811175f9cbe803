/**
 * Is sign-in still quick while images are processed? (issue 17, decision 853)
 * Starts the real server (PGlite, a temporary DATA_DIR) and measures the latency of a password
 * sign-in (argon2id) on its own, then while 8 uploads run at once:
 *  - "probe": the outside probe's attack, 8 x `x-upsert: true` onto one account's existing
 *    profile picture with a GIF of 100 x 100 pixels and 5,900 one-pixel frames (136 KB);
 *  - "8 accounts, 5,900 frames": the same GIF as new files from 8 accounts;
 *  - "8 accounts, largest animation": from 8 accounts, the heaviest animation the limits accept
 *    (300 frames of 258 x 258 pixels, about 20 million decoded pixels).
 * Prints one table: sign-in p50 / max during each load, how long the uploads took, their answers.
 * Run: npx tsx bench/image-work.ts   (loopback only; about a minute)
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { png, manyFrameGif } from '../src/server/test/images';
import { type ServerProcess, startServer } from '../src/server/test/server-process';
import { markdownTable } from './lib/markdown-table';

const PASSWORD = 'clave-segura-123';
const PARALLEL = 8;

interface Account {
  email: string;
  token: string;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

async function anonKey(origin: string): Promise<string> {
  return ((await (await fetch(`${origin}/api/config`)).json()) as { supabaseAnonKey: string }).supabaseAnonKey;
}

async function signUp(origin: string, apikey: string): Promise<Account> {
  const email = `bench-${randomUUID()}@example.com`;
  const response = await fetch(`${origin}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const body = (await response.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`sign-up failed: ${response.status}`);
  return { email, token: body.access_token };
}

async function signInMs(origin: string, apikey: string, email: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${origin}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  return performance.now() - started;
}

function upload(origin: string, token: string, bucket: string, key: string, bytes: Buffer, upsert: boolean): Promise<number> {
  return fetch(`${origin}/storage/v1/object/${bucket}/${key}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'image/gif', ...(upsert ? { 'x-upsert': 'true' } : {}) },
    body: new Uint8Array(bytes),
  }).then(async (response) => {
    await response.arrayBuffer();
    return response.status;
  });
}

/** Sign-ins one after another while `load` runs; answers their latencies and the load's outcome. */
async function duringLoad(
  origin: string,
  apikey: string,
  email: string,
  load: () => Promise<number[]>,
): Promise<{ signIns: number[]; loadMs: number; statuses: number[] }> {
  const signIns: number[] = [];
  let done = false;
  const started = performance.now();
  const running = load().finally(() => (done = true));
  // The uploads start first, as an attacker's would.
  await new Promise((resolve) => setTimeout(resolve, 50));
  while (!done || signIns.length < 3) signIns.push(await signInMs(origin, apikey, email));
  const statuses = await running;
  return { signIns, loadMs: performance.now() - started, statuses };
}

function summary(statuses: number[]): string {
  const counts = new Map<number, number>();
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts].map(([status, n]) => `${n} x ${status}`).join(', ');
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'linkhub-bench-images-'));
  let server: ServerProcess | undefined;
  try {
    server = await startServer({ dataDir, env: { LIMIT_UPLOADS_PER_HOUR: '100000' } });
    const origin = server.origin;
    const apikey = await anonKey(origin);
    const signer = await signUp(origin, apikey);
    const accounts = await Promise.all(Array.from({ length: PARALLEL }, () => signUp(origin, apikey)));
    const probeGif = manyFrameGif(5900);
    const largestGif = manyFrameGif(300, 258);

    for (let warm = 0; warm < 3; warm++) await signInMs(origin, apikey, signer.email);
    const idle: number[] = [];
    for (let run = 0; run < 20; run++) idle.push(await signInMs(origin, apikey, signer.email));

    const victim = accounts[0] as Account;
    const existingKey = `${randomUUID()}.gif`;
    const first = await upload(origin, victim.token, 'profile-picture', existingKey, await png(), false);
    if (first !== 200) throw new Error(`could not store the profile picture: ${first}`);

    const scenarios: [string, () => Promise<number[]>][] = [
      ['probe: 8 x x-upsert on an existing profile picture, 5,900 frames', () =>
        Promise.all(accounts.map(() => upload(origin, victim.token, 'profile-picture', existingKey, probeGif, true)))],
      ['8 accounts, 5,900 frames, new files', () =>
        Promise.all(accounts.map((account) => upload(origin, account.token, 'item-images', `${randomUUID()}.gif`, probeGif, false)))],
      ['8 accounts, largest animation allowed (300 x 258 x 258)', () =>
        Promise.all(accounts.map((account) => upload(origin, account.token, 'item-images', `${randomUUID()}.gif`, largestGif, false)))],
    ];
    const rows = [['Load', 'Sign-in p50', 'Sign-in max', 'Sign-ins', 'Uploads took', 'Upload answers']];
    rows.push(['none (idle)', `${percentile(idle, 50).toFixed(0)} ms`, `${Math.max(...idle).toFixed(0)} ms`, String(idle.length), '', '']);
    for (const [name, load] of scenarios) {
      const result = await duringLoad(origin, apikey, signer.email, load);
      rows.push([
        name,
        `${percentile(result.signIns, 50).toFixed(0)} ms`,
        `${Math.max(...result.signIns).toFixed(0)} ms`,
        String(result.signIns.length),
        `${(result.loadMs / 1000).toFixed(1)} s`,
        summary(result.statuses),
      ]);
    }
    console.log(`\n${markdownTable(rows)}`);
  } finally {
    server?.child.kill('SIGTERM');
    await server?.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
