/**
 * The sign-in and registration screens in the production build (issue 13, decision 405):
 *  - Lighthouse mobile performance (simulated throttling, Lighthouse's defaults) of /login and
 *    /register, every run printed with its metrics (FCP, LCP, TBT, Speed Index, CLS), then the median;
 *  - the JavaScript each screen loads (compressed bytes on the wire, Resource Timing) before anyone
 *    interacts, and whether the first HTML already holds the form (the screen paints with no script);
 *  - with BENCH_SCREENSHOTS=<dir>, each screen at 390x844 (phone, scale 2) and 1280x800, after the
 *    page has settled, to compare before and after by eye.
 * Run: npx tsx bench/auth-pages.ts (builds first; BENCH_SKIP_BUILD=1 uses dist/ as it is;
 * BENCH_LIGHTHOUSE_RUNS, 5 by default; BENCH_PORT, 3126 by default).
 */
import { execSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from '../playwright.config';
import { type ServerProcess, startServer } from '../src/server/test/server-process';
import { markdownTable } from './lib/markdown-table';

const ROOT = path.resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 3126);
const SHOTS = process.env.BENCH_SCREENSHOTS;
const SCREENS = ['/login', '/register'] as const;

interface LighthouseRun {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  si: number;
  cls: number;
}

/** One Lighthouse run; a run Lighthouse itself could not record (NO_NAVSTART on a loaded machine) is made again, twice at most. */
async function lighthouseRun(url: string, attempt = 1): Promise<LighthouseRun> {
  try {
    return await lighthouseOnce(url);
  } catch (error) {
    if (attempt >= 3) throw error;
    console.log(`  (${(error as Error).message}; again)`);
    return lighthouseRun(url, attempt + 1);
  }
}

async function lighthouseOnce(url: string): Promise<LighthouseRun> {
  const chrome = await launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
  try {
    const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error' });
    const lhr = result?.lhr;
    if (!lhr || lhr.runtimeError) throw new Error(`Lighthouse failed: ${lhr?.runtimeError?.message}`);
    const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      si: value('speed-index'),
      cls: value('cumulative-layout-shift'),
    };
  } finally {
    chrome.kill();
  }
}

async function main() {
  if (!process.env.BENCH_SKIP_BUILD) {
    console.log('Building...');
    execSync('npm run build', { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  }
  const work = mkdtempSync(path.join(tmpdir(), 'linkhub-bench-auth-'));
  let server: ServerProcess | null = null;
  try {
    server = await startServer({ dataDir: path.join(work, 'data'), port: PORT, timeoutMs: 90_000, compiled: true });
    const origin = server.origin;

    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
    const wire: Record<string, { js: number; files: number; formInHtml: boolean }> = {};
    for (const screen of SCREENS) {
      const html = await (await fetch(`${origin}${screen}`, { headers: { accept: 'text/html' } })).text();
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await page.goto(`${origin}${screen}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(1000);
      const scripts = await page.evaluate(() =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
          .map((entry) => entry.encodedBodySize),
      );
      wire[screen] = { js: scripts.reduce((a, b) => a + b, 0), files: scripts.length, formInHtml: /<form[\s>]/.test(html) };
      await context.close();
    }
    if (SHOTS) {
      mkdirSync(SHOTS, { recursive: true });
      for (const [name, viewport, isMobile] of [
        ['390x844', { width: 390, height: 844 }, true],
        ['1280x800', { width: 1280, height: 800 }, false],
      ] as const) {
        const context = await browser.newContext({ viewport, isMobile, hasTouch: isMobile, deviceScaleFactor: isMobile ? 2 : 1, locale: 'es-ES' });
        for (const screen of SCREENS) {
          const page = await context.newPage();
          await page.goto(`${origin}${screen}`, { waitUntil: 'networkidle' });
          await page.waitForTimeout(1500);
          await page.screenshot({ path: path.join(SHOTS, `${screen.slice(1)}-${name}.png`) });
          await page.close();
        }
        await context.close();
      }
      console.log(`Screenshots in ${SHOTS}`);
    }
    await browser.close();

    const rows = [['Screen', 'Run', 'Performance', 'FCP', 'LCP', 'TBT', 'Speed Index', 'CLS']];
    const summary = [['Screen', 'Median performance', 'Runs', 'JS on the wire (files)', 'Form in the first HTML']];
    const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
    for (const screen of SCREENS) {
      const runs: LighthouseRun[] = [];
      for (let run = 1; run <= RUNS; run++) {
        console.log(`Lighthouse ${screen}, run ${run}/${RUNS}...`);
        const result = await lighthouseRun(`${origin}${screen}`);
        runs.push(result);
        rows.push([screen, String(run), String(result.score), s(result.fcp), s(result.lcp), `${Math.round(result.tbt)} ms`, s(result.si), result.cls.toFixed(3)]);
      }
      const scores = runs.map((run) => run.score);
      const median = scores.toSorted((a, b) => a - b)[Math.floor(scores.length / 2)];
      summary.push([
        screen,
        String(median ?? 'not run'),
        scores.join(', '),
        `${(wire[screen]!.js / 1024).toFixed(1)} KB (${wire[screen]!.files})`,
        wire[screen]!.formInHtml ? 'yes' : 'no',
      ]);
    }
    console.log(`\n${markdownTable(rows)}\n\n${markdownTable(summary)}`);
  } finally {
    server?.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
