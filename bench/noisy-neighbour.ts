/**
 * One account cannot slow anyone else (issue 33, decisions 865-868). Starts the real server
 * (PGlite in a temporary DATA_DIR, or BENCH_DATABASE_URL for a scratch PostgreSQL database) and
 * measures a second user's sign-in, page view and small image upload, first quietly, then while
 * one account does, within its limits, the worst of each case over and over: the account export,
 * ten years of statistics, duplicating a page with 20 subpages (the copy deleted again), costly
 * 16-bit images, page views with a new Host header each time and bogus recovery verifies.
 * Prints p50 / p90 of each of the second user's figures, quiet and during, and the ratio of p90s.
 * Goal: every during-p90 within 2x of its quiet p90.
 * Run: npx tsx bench/noisy-neighbour.ts   (BENCH_SECONDS, 20 by default: how long the noise lasts)
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { png } from '../src/server/test/images';
import { createScratchDatabase } from '../src/server/test/scratch-database';
import { type ServerProcess, api, startServer } from '../src/server/test/server-process';
import { markdownTable } from './lib/markdown-table';

const PASSWORD = 'clave-segura-123';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

async function timed(run: () => Promise<Response>): Promise<number> {
  const started = performance.now();
  const response = await run();
  await response.arrayBuffer();
  if (response.status >= 500) throw new Error(`answer ${response.status}`);
  return performance.now() - started;
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'linkhub-bench-noisy-'));
  const scratch = process.env.BENCH_DATABASE_URL ? await createScratchDatabase(process.env.BENCH_DATABASE_URL, 'linkhub_noisy') : null;
  let server: ServerProcess | undefined;
  try {
    server = await startServer({ dataDir, timeoutMs: 120_000, ...(scratch ? { databaseUrl: scratch.url } : {}) });
    const origin = server.origin;
    const { supabaseAnonKey: apikey } = (await (await fetch(`${origin}/api/config`)).json()) as { supabaseAnonKey: string };
    const signUp = async () => {
      const email = `bench-${randomUUID()}@example.com`;
      const response = await fetch(`${origin}/auth/v1/signup`, {
        method: 'POST',
        headers: { apikey, 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: PASSWORD }),
      });
      const body = (await response.json()) as { access_token: string };
      return { email, token: body.access_token };
    };

    // The second user: a page to view, a small image to upload.
    const quiet = await signUp();
    const quietPage = (await api<{ id: number; slug: string }>(origin, quiet.token, 'POST', '/api/pages', { title: 'Tranquila' })).body;
    const smallImage = await png(64, 64);
    const figures: Record<string, () => Promise<number>> = {
      'sign-in': () =>
        timed(() =>
          fetch(`${origin}/auth/v1/token?grant_type=password`, {
            method: 'POST',
            headers: { apikey, 'content-type': 'application/json' },
            body: JSON.stringify({ email: quiet.email, password: PASSWORD }),
          }),
        ),
      'page view': () => timed(() => fetch(`${origin}/view/${quietPage.slug}`)),
      'small image upload': () => {
        const form = new FormData();
        form.append('image', new Blob([new Uint8Array(smallImage)], { type: 'image/png' }), 'a.png');
        return timed(() => fetch(`${origin}/api/upload/image`, { method: 'POST', headers: { authorization: `Bearer ${quiet.token}` }, body: form }));
      },
    };
    const measure = async (until: () => boolean, least: number) => {
      const results: Record<string, number[]> = Object.fromEntries(Object.keys(figures).map((name) => [name, []]));
      while (!until() || (results['sign-in']?.length ?? 0) < least) {
        for (const [name, figure] of Object.entries(figures)) results[name]?.push(await figure());
      }
      return results;
    };

    // The noisy account: 30 pages with 200 blocks between them, a page with 20 subpages.
    const noisy = await signUp();
    const call = <T>(method: string, url: string, body?: unknown) => api<T>(origin, noisy.token, method, url, body);
    const tree = (await call<{ id: number; slug: string }>('POST', '/api/pages', { title: 'Árbol' })).body;
    for (let n = 0; n < 20; n++) await call('POST', `/api/pages/${tree.id}/items`, { type: 'subpage', content: { title: `Hija ${n}` } });
    for (let n = 0; n < 180; n++) await call('POST', `/api/pages/${tree.id}/items`, { type: 'text', content: { text: 'x'.repeat(2000) } });
    const costly = await sharp({ create: { width: 5000, height: 5000, channels: 4, background: '#336699' } }).toColourspace('rgb16').png().toBuffer();
    const today = new Date().toISOString().slice(0, 10);
    const tenYearsAgo = new Date(Date.now() - 3650 * 86_400_000).toISOString().slice(0, 10);
    const loops: Record<string, () => Promise<unknown>> = {
      export: () => fetch(`${origin}/api/account/export`, { headers: { authorization: `Bearer ${noisy.token}` } }).then((r) => r.arrayBuffer()),
      'ten years of statistics': () => call('GET', `/api/pages/${tree.id}/stats?from=${tenYearsAgo}&to=${today}`),
      'tree duplication': async () => {
        const copy = await call<{ id?: number }>('POST', `/api/pages/${tree.id}/duplicate`);
        if (copy.body?.id) await call('DELETE', `/api/pages/${copy.body.id}`);
      },
      'costly images': () => {
        const form = new FormData();
        form.append('image', new Blob([new Uint8Array(costly)], { type: 'image/png' }), 'b.png');
        return fetch(`${origin}/api/upload/image`, { method: 'POST', headers: { authorization: `Bearer ${noisy.token}` }, body: form }).then((r) => r.arrayBuffer());
      },
      'distinct Host headers': () => fetch(`${origin}/view/${tree.slug}`, { headers: { host: `h${randomUUID()}.example` } }).then((r) => r.arrayBuffer()),
      'bogus recovery verifies': () => fetch(`${origin}/auth/v1/verify?type=recovery&token=${randomUUID()}`, { redirect: 'manual' }).then((r) => r.arrayBuffer()),
    };

    for (let warm = 0; warm < 3; warm++) for (const figure of Object.values(figures)) await figure();
    const quietResults = await measure(() => true, 20);

    let stop = false;
    const counts: Record<string, number> = {};
    const noise = Object.entries(loops).map(async ([name, loop]) => {
      while (!stop) {
        await loop().catch(() => undefined);
        counts[name] = (counts[name] ?? 0) + 1;
      }
    });
    const started = Date.now();
    const noisyResults = await measure(() => Date.now() - started > SECONDS * 1000, 10);
    stop = true;
    await Promise.all(noise);

    const ms = (value: number) => `${value.toFixed(0)} ms`;
    const rows = [['Second user', 'Quiet p50', 'Quiet p90', 'During p50', 'During p90', 'p90 ratio']];
    for (const name of Object.keys(figures)) {
      const [before, during] = [quietResults[name] ?? [], noisyResults[name] ?? []];
      rows.push([name, ms(percentile(before, 50)), ms(percentile(before, 90)), ms(percentile(during, 50)), ms(percentile(during, 90)), `${(percentile(during, 90) / percentile(before, 90)).toFixed(1)}x`]);
    }
    console.log(`\nEngine: ${scratch ? 'PostgreSQL' : 'PGlite'}; noise for ${SECONDS} s: ${Object.entries(counts).map(([name, n]) => `${name} ${n}`).join(', ')}`);
    console.log(`\n${markdownTable(rows)}`);
  } finally {
    server?.child.kill('SIGTERM');
    await server?.exited;
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
