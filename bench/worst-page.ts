/**
 * The heaviest public pages the limits let an owner store (issue 17, decision 850), each built
 * through the API of the real server (production build, PGlite) and then:
 *  - rendered by the server with its cache emptied before every view (a write to the page in
 *    between): time to the whole answer, min / p50 / p95 of 15 views;
 *  - rendered in this process by the built bundle (renderToString and the document): min / p50 / max;
 *  - measured: the HTML, and the anonymous JSON of /api/pages/{id}/items.
 * Target: every render under 100 ms (p50) on this machine. The machine's load average is printed:
 * on a shared machine the minimum is the figure closest to an idle one.
 * Run: npx tsx bench/worst-page.ts   (builds first; loopback only; about a minute)
 */
import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { LIMITS } from '../src/shared/constants';
import type { PublicViewData } from '../src/shared/public-view';
import type { PublicItem } from '../src/shared/schemas/item';
import type { PublicPage } from '../src/shared/schemas/page';
import { worstPages } from '../src/shared/testing/worst-page';
import { loadBuiltRenderer } from '../src/server/modules/public-view/renderer';
import { api, type ServerProcess, signUp, startServer } from '../src/server/test/server-process';
import { markdownTable } from './lib/markdown-table';

const ROOT = path.resolve(import.meta.dirname, '..');
const VIEWS = 15;
const TARGET_MS = 100;
const HEAVY_URL = `https://a.example/${"'".repeat(LIMITS.urlMax - 19)}`;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

async function timedGet(url: string): Promise<{ ms: number; bytes: number }> {
  const started = performance.now();
  const response = await fetch(url);
  const body = new Uint8Array(await response.arrayBuffer());
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return { ms: performance.now() - started, bytes: body.length };
}

async function main() {
  // React's production build, as the server runs it (its development build is several times slower).
  process.env.NODE_ENV = 'production';
  console.log('Building...');
  execSync('npm run build', { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  const renderer = await loadBuiltRenderer({ ssrDir: path.join(ROOT, 'dist/ssr'), clientDir: path.join(ROOT, 'dist/client') });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'linkhub-bench-worst-'));
  let server: ServerProcess | undefined;
  try {
    server = await startServer({ dataDir, timeoutMs: 90_000 });
    const origin = server.origin;
    const { token } = await signUp(origin);
    const rows = [['Page', 'Blocks', 'HTML', 'Items JSON', 'Server view min / p50 / p95', 'In-process render min / p50 / max', 'Target (p50)']];
    for (const worst of worstPages()) {
      const created = await api<{ id: number; slug: string }>(origin, token, 'POST', '/api/pages', { title: worst.title });
      const page = created.body;
      await api(origin, token, 'PATCH', `/api/pages/${page.id}`, { profileImage: HEAVY_URL, backgroundImage: HEAVY_URL });
      for (const block of worst.blocks) {
        const res = await api(origin, token, 'POST', `/api/pages/${page.id}/items`, block);
        if (res.status !== 201) throw new Error(`${worst.name}: a block was refused (${res.status} ${JSON.stringify(res.body)})`);
      }
      const url = `${origin}/view/${page.slug}`;
      await timedGet(url);
      const views: number[] = [];
      let html = 0;
      for (let view = 0; view < VIEWS; view++) {
        // A write drops the cached page: every view below is a fresh render.
        await api(origin, token, 'PATCH', `/api/pages/${page.id}`, { showTitle: view % 2 === 0 });
        const result = await timedGet(url);
        views.push(result.ms);
        html = result.bytes;
      }
      const itemsJson = await timedGet(`${origin}/api/pages/${page.id}/items`);

      const publicPage = (await (await fetch(`${origin}/api/pages/id/${page.id}`)).json()) as PublicPage;
      const items = (await (await fetch(`${origin}/api/pages/${page.id}/items`)).json()) as PublicItem[];
      const data: PublicViewData = { route: 'slug', page: publicPage, items, parentSlug: null };
      const renders: number[] = [];
      for (let run = 0; run < VIEWS + 3; run++) {
        const started = performance.now();
        await renderer.render({ data, origin });
        if (run >= 3) renders.push(performance.now() - started);
      }
      const worstMs = Math.max(percentile(views, 50), percentile(renders, 50));
      rows.push([
        worst.name,
        String(worst.blocks.length),
        kb(html),
        kb(itemsJson.bytes),
        `${Math.min(...views).toFixed(0)} / ${percentile(views, 50).toFixed(0)} / ${percentile(views, 95).toFixed(0)} ms`,
        `${Math.min(...renders).toFixed(0)} / ${percentile(renders, 50).toFixed(0)} / ${Math.max(...renders).toFixed(0)} ms`,
        worstMs < TARGET_MS ? `ok (< ${TARGET_MS} ms)` : `MISSED (< ${TARGET_MS} ms)`,
      ]);
    }
    const load = loadavg().map((value) => value.toFixed(1)).join(', ');
    console.log(['', `Load average during the run: ${load} (2 cores)`, `Caps: ${LIMITS.itemContentBytes / 1024} KB a block, ${LIMITS.pageContentBytes / 1024} KB a page, ${LIMITS.pageRenderBytes / 1024 / 1024} MB of HTML (estimated at write time), 200 blocks`, markdownTable(rows)].join('\n'));
  } finally {
    server?.child.kill('SIGTERM');
    await server?.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
