/**
 * The editor's speed in the production build, in Debian's Chromium driven by Playwright, on this
 * machine, over loopback only (issue 13):
 *  - pages of 20 and 200 blocks (headings, texts, links, dividers, spacers, contact cards) seeded
 *    through the API of the real server (`npm start`'s compiled server);
 *  - unthrottled and with the CPU slowed down 4x (CDP `Emulation.setCPUThrottlingRate`, DevTools'
 *    "mid-range phone");
 *  - key to next paint, per keystroke, typing 20 characters in the first heading's 'Texto' (its card
 *    opened, the other cards as a load leaves them: closed). Measured in the page: from the keydown
 *    event's timestamp to the first animation frame after the `input` event, plus a task posted
 *    from that frame (it runs once the frame is painted). One key at a time: the next is pressed
 *    once the previous one is painted, 100 ms later, so a slow keystroke does not queue the next.
 *    The Event Timing API (`PerformanceObserver` 'event' entries, `durationThreshold: 16`) gives a
 *    second opinion: the longest keyboard interaction it saw, and how many of the 20 took 16 ms or
 *    more (Chromium rounds its durations to 8 ms);
 *  - time from navigation start to the first item card in the document (the cards are the
 *    editable part: a click opens the block's fields);
 *  - long tasks (over 50 ms, 'longtask' entries) while typing: how many, and their total;
 *  - JavaScript bytes on the wire (compressed, Resource Timing's encodedBodySize) for /login and
 *    /edit/{id}, and whether /login loads any chunk only the editor uses (from the build manifest);
 *  - Lighthouse mobile performance of /login and /register (median of BENCH_LIGHTHOUSE_RUNS, 3).
 * Prints one table. Run: npx tsx bench/editor.ts (builds first; BENCH_SKIP_BUILD=1 uses dist/ as it
 * is; BENCH_PROFILE=<dir> writes a CPU profile of the typing per case, BENCH_TRACE=<dir> a Chromium trace; BENCH_EXPAND_ALL=1 also types with every card open; BENCH_SIZES=200 BENCH_RATES=4 one case;
 * BENCH_LIGHTHOUSE_RUNS=0 no Lighthouse; BENCH_SCREENSHOTS=<dir> saves the 200-block editor as a
 * phone and a laptop show it).
 */
import { execSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { type Browser, type BrowserContext, chromium } from '@playwright/test';
import { OwnerApi } from '../e2e/support/api';
import { CHROMIUM_ARGS } from '../playwright.config';
import { freePortIn, type ServerProcess, startServer } from '../src/server/test/server-process';
import { markdownTable } from './lib/markdown-table';

const ROOT = path.resolve(import.meta.dirname, '..');
const PASSWORD = 'clave-segura-123';
const KEYS = 'Hola mundo, que tal.'; // 20 keys, each a key press (no IME)
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3); // 0: no Lighthouse
const SIZES = (process.env.BENCH_SIZES ?? '20,200').split(',').map(Number);
const RATES = (process.env.BENCH_RATES ?? '1,4').split(',').map(Number);
const TARGETS = { p50: 50, max: 100, firstCard: 2500, lighthouse: 100 };
const VIEWPORT = { width: 1280, height: 900 };

const work = mkdtempSync(path.join(tmpdir(), 'linkhub-bench-editor-'));

/** The block types the issue names, in turn; the first one is a heading. */
function blocks(count: number) {
  const make = [
    (n: number) => ({ type: 'heading', content: { text: `Sección ${n}`, size: 'medium' } }),
    (n: number) => ({ type: 'text', content: { text: `Texto del bloque ${n}: unas palabras sobre mí y lo que hago.` } }),
    (n: number) => ({ type: 'link', content: { url: `https://example.com/${n}`, title: `Enlace ${n}` } }),
    () => ({ type: 'divider', content: { style: 'solid', thickness: 1, color: '#9CA3AF' } }),
    () => ({ type: 'spacer', content: { size: 20 } }),
    (n: number) => ({
      type: 'contactCard',
      content: { name: `Persona ${n}`, jobTitle: 'Diseñadora', company: 'Estudio Sol', phone: '+34 600 11 22 33', email: `p${n}@example.com` },
    }),
  ];
  return Array.from({ length: count }, (_, index) => make[index % make.length]!(index + 1));
}

async function signUp(origin: string): Promise<{ email: string; api: OwnerApi }> {
  const config = (await (await fetch(`${origin}/api/config`)).json()) as { supabaseAnonKey: string };
  const email = `bench-${randomUUID()}@example.com`;
  const response = await fetch(`${origin}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: config.supabaseAnonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const session = (await response.json()) as { access_token?: string };
  if (!session.access_token) throw new Error(`sign-up failed: ${response.status}`);
  return { email, api: OwnerApi.withToken(origin, session.access_token) };
}

async function seed(api: OwnerApi, count: number): Promise<number> {
  const page = await api.createPage(`Banco ${count}`);
  for (const block of blocks(count)) await api.addItem(page.id, block);
  return page.id;
}

/** Installed before any script of the page: first card, keystrokes, Event Timing, long tasks. */
function probe() {
  interface Bench {
    firstCard: number | null;
    keys: number[];
    events: { name: string; id: number; duration: number }[];
    long: number[];
    recording: boolean;
  }
  const bench: Bench = { firstCard: null, keys: [], events: [], long: [], recording: false };
  (window as unknown as { __bench: Bench }).__bench = bench;
  const watch = new MutationObserver(() => {
    if (bench.firstCard === null && document.querySelector('[data-testid="item-card"]')) {
      bench.firstCard = performance.now();
      watch.disconnect();
    }
  });
  watch.observe(document, { childList: true, subtree: true });
  new PerformanceObserver((list) => {
    if (!bench.recording) return;
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      bench.events.push({ name: entry.name, id: entry.interactionId ?? 0, duration: entry.duration });
    }
  }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
  new PerformanceObserver((list) => {
    if (bench.recording) for (const entry of list.getEntries()) bench.long.push(entry.duration);
  }).observe({ type: 'longtask' });
  let keyDownAt = 0;
  window.addEventListener('keydown', (event) => (keyDownAt = event.timeStamp), true);
  window.addEventListener(
    'input',
    () => {
      if (!bench.recording) return;
      const start = keyDownAt;
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => bench.keys.push(performance.now() - start);
        channel.port2.postMessage(null);
      });
    },
    true,
  );
}

interface Run {
  blocks: number;
  rate: number;
  expandAll: boolean;
  keys: number[];
  eventMax: number;
  eventSlow: number;
  firstCard: number;
  longCount: number;
  longTotal: number;
  editJs: number;
}

function percentile(values: number[], p: number): number {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p + 0.5))] ?? NaN;
}

async function scriptBytes(context: BrowserContext, url: string): Promise<{ bytes: number; scripts: string[] }> {
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'networkidle' });
  const scripts = await page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => ({ name: new URL(entry.name).pathname, bytes: entry.encodedBodySize })),
  );
  await page.close();
  return { bytes: scripts.reduce((sum, entry) => sum + entry.bytes, 0), scripts: scripts.map((entry) => entry.name) };
}

async function measure(browser: Browser, origin: string, storageState: Awaited<ReturnType<BrowserContext['storageState']>>, pageId: number, count: number, rate: number, expandAll: boolean): Promise<Run> {
  const context = await browser.newContext({ storageState, viewport: VIEWPORT, locale: 'es-ES' });
  await context.addInitScript(probe);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await page.goto(`${origin}/edit/${pageId}`);
  await page.getByTestId('item-card').first().waitFor({ timeout: 120_000 });
  const firstCard = await page.evaluate(() => (window as unknown as { __bench: { firstCard: number } }).__bench.firstCard);
  await page.waitForLoadState('networkidle');
  // Typing starts in a loaded editor: every card and every preview block rendered.
  await page.waitForFunction(
    (n) => document.querySelectorAll('[data-testid="item-card"]').length === n && document.querySelectorAll('[role="region"] [data-block-type]').length === n,
    count,
    { timeout: 120_000, polling: 250 },
  );
  const editJs = await page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .reduce((sum, entry) => sum + entry.encodedBodySize, 0),
  );
  if (expandAll) {
    await page.getByRole('button', { name: 'Expandir todo' }).click();
    await page.getByRole('button', { name: 'Contraer todo' }).waitFor();
  } else {
    await page.getByTestId('item-card-toggle').first().click();
  }
  const field = page.getByTestId('item-card').first().getByLabel('Texto', { exact: true });
  await field.click();
  await page.keyboard.press('End');
  await page.waitForTimeout(1000);
  const profileDir = process.env.BENCH_PROFILE;
  if (profileDir) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  const traceDir = process.env.BENCH_TRACE;
  if (traceDir) await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink', 'cc', 'gpu', 'viz'] });
  await page.evaluate(() => ((window as unknown as { __bench: { recording: boolean } }).__bench.recording = true));
  for (let index = 0; index < KEYS.length; index++) {
    await page.keyboard.press(KEYS[index] === ' ' ? 'Space' : KEYS[index]!);
    await page.waitForFunction((n) => (window as unknown as { __bench: { keys: number[] } }).__bench.keys.length >= n, index + 1, { timeout: 60_000 });
    await page.waitForTimeout(100);
  }
  await page.waitForTimeout(500); // the last Event Timing entries arrive after their paint
  if (traceDir) {
    mkdirSync(traceDir, { recursive: true });
    writeFileSync(path.join(traceDir, `editor-${count}-${rate}x${expandAll ? '-all' : ''}.trace.json`), await browser.stopTracing());
  }
  if (profileDir) {
    const { profile } = await cdp.send('Profiler.stop');
    mkdirSync(profileDir, { recursive: true });
    writeFileSync(path.join(profileDir, `editor-${count}-${rate}x${expandAll ? '-all' : ''}.cpuprofile`), JSON.stringify(profile));
  }
  const bench = await page.evaluate(() => {
    const b = (window as unknown as { __bench: { keys: number[]; events: { name: string; id: number; duration: number }[]; long: number[]; recording: boolean } }).__bench;
    b.recording = false;
    return b;
  });
  // The text reached the field (and so the store): the measure is of real keystrokes.
  const typed = await field.inputValue();
  if (!typed.endsWith(KEYS)) throw new Error(`typed text missing: ${typed}`);
  const byInteraction = new Map<number, number>();
  for (const event of bench.events) {
    if (event.id === 0 || event.name === 'keyup') continue;
    byInteraction.set(event.id, Math.max(byInteraction.get(event.id) ?? 0, event.duration));
  }
  await context.close();
  return {
    blocks: count,
    rate,
    expandAll,
    keys: bench.keys,
    eventMax: Math.max(0, ...byInteraction.values()),
    eventSlow: byInteraction.size,
    firstCard,
    longCount: bench.long.length,
    longTotal: bench.long.reduce((sum, value) => sum + value, 0),
    editJs,
  };
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}

/** Chunks reachable from the editor's route but not from the app's entry (statically). */
function editorOnlyChunks(): Set<string> {
  const manifest = JSON.parse(readFileSync(path.join(ROOT, 'dist/client/.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const reach = (name: string, seen = new Set<string>()) => {
    const chunk = manifest[name];
    if (!chunk || seen.has(`/${chunk.file}`)) return seen;
    seen.add(`/${chunk.file}`);
    for (const next of chunk.imports ?? []) reach(next, seen);
    return seen;
  };
  const entry = reach('index.html');
  const editor = reach('app/routes/editor.tsx');
  return new Set([...editor].filter((file) => !entry.has(file)));
}

async function lighthouseScore(url: string): Promise<{ score: number; runs: number[]; metrics: string }> {
  const runs: { score: number; metrics: string }[] = [];
  for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
    const chrome = await launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
    try {
      const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error' });
      const lhr = result?.lhr;
      if (!lhr || lhr.runtimeError) throw new Error(`Lighthouse failed: ${lhr?.runtimeError?.message}`);
      const metric = (id: string) => lhr.audits[id]?.displayValue ?? '?';
      runs.push({
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        metrics: `FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}`,
      });
    } finally {
      chrome.kill();
    }
  }
  const median = runs.toSorted((a, b) => a.score - b.score)[Math.floor(runs.length / 2)]!;
  return { score: median.score, runs: runs.map((run) => run.score), metrics: median.metrics };
}

async function main() {
  if (!process.env.BENCH_SKIP_BUILD) {
    console.log('Building...');
    execSync('npm run build', { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  }
  let server: ServerProcess | null = null;
  let browser: Browser | null = null;
  try {
    const port = await freePortIn(3231, 3239);
    server = await startServer({ dataDir: path.join(work, 'data'), port, timeoutMs: 90_000, compiled: true });
    const origin = server.origin;
    const { email, api } = await signUp(origin);
    const pages = new Map<number, number>();
    for (const count of SIZES) pages.set(count, await seed(api, count));
    console.log(`Seeded pages of ${SIZES.join(' and ')} blocks.`);

    browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
    // Signed out: what /login costs.
    const anonymous = await browser.newContext({ viewport: VIEWPORT });
    const login = await scriptBytes(anonymous, `${origin}/login`);
    await anonymous.close();
    const editorOnly = editorOnlyChunks();
    const editorOnLogin = login.scripts.filter((script) => editorOnly.has(script));

    // Signed in once through the form; every run starts from that session.
    const signIn = await browser.newContext({ viewport: VIEWPORT, locale: 'es-ES' });
    const page = await signIn.newPage();
    await page.goto(`${origin}/login`);
    await page.getByLabel('Correo Electrónico').fill(email);
    await page.getByLabel('Contraseña').fill(PASSWORD);
    await page.locator('form').getByRole('button', { name: 'Iniciar Sesión' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    const storageState = await signIn.storageState();
    await signIn.close();

    const runs: Run[] = [];
    const variants = process.env.BENCH_EXPAND_ALL ? [false, true] : [false];
    for (const count of SIZES) {
      for (const rate of RATES) {
        for (const expandAll of variants) {
          console.log(`Typing: ${count} blocks, CPU ${rate}x${expandAll ? ', every card open' : ''}...`);
          runs.push(await measure(browser, origin, storageState, pages.get(count)!, count, rate, expandAll));
        }
      }
    }
    const shots = process.env.BENCH_SCREENSHOTS;
    if (shots) {
      // The editor with 200 blocks as a phone and a laptop show it, the first card open.
      for (const [name, viewport, isMobile] of [['phone', { width: 390, height: 844 }, true], ['laptop', { width: 1366, height: 800 }, false]] as const) {
        const context = await browser.newContext({ storageState, viewport, isMobile, hasTouch: isMobile, deviceScaleFactor: isMobile ? 2 : 1, locale: 'es-ES' });
        const page = await context.newPage();
        await page.goto(`${origin}/edit/${pages.get(200)}`);
        await page.getByTestId('item-card').nth(199).waitFor({ state: 'attached', timeout: 120_000 });
        await page.getByTestId('item-card-toggle').first().click();
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(1000);
        await page.screenshot({ path: path.join(shots, `editor-200-${name}.png`) });
        await page.getByTestId('item-card').nth(120).scrollIntoViewIfNeeded();
        await page.waitForTimeout(500);
        await page.screenshot({ path: path.join(shots, `editor-200-${name}-scrolled.png`) });
        await context.close();
      }
    }
    await browser.close();
    browser = null;

    console.log(`Lighthouse (mobile) on /login and /register, ${LIGHTHOUSE_RUNS} runs each, median...`);
    const skipped = { score: NaN, runs: [], metrics: 'not run' };
    const lhLogin = LIGHTHOUSE_RUNS > 0 ? await lighthouseScore(`${origin}/login`) : skipped;
    const lhRegister = LIGHTHOUSE_RUNS > 0 ? await lighthouseScore(`${origin}/register`) : skipped;

    const ms = (value: number) => `${Math.round(value)} ms`;
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    const rows = [
      ['Blocks', 'CPU', 'Cards open', 'Key→paint p50', 'Key→paint max', 'Event Timing max (≥16 ms)', 'First card', 'Long tasks typing', 'JS /edit/{id}'],
      ...runs.map((run) => [
        String(run.blocks),
        `${run.rate}x`,
        run.expandAll ? 'all' : 'first',
        ms(percentile(run.keys, 0.5)),
        ms(Math.max(...run.keys)),
        run.eventSlow === 0 ? '< 16 ms (0/20)' : `${ms(run.eventMax)} (${run.eventSlow}/20)`,
        ms(run.firstCard),
        `${run.longCount} (${ms(run.longTotal)})`,
        kb(run.editJs),
      ]),
    ];
    console.log(`\n${markdownTable(rows)}\n`);
    const target = runs.find((run) => run.blocks === 200 && run.rate === 4 && !run.expandAll) ?? runs.at(-1)!;
    const ok = (pass: boolean) => (pass ? 'ok' : 'MISSED');
    const summary = [
      ['Target (200 blocks, 4x)', 'Measured', 'Result'],
      [`Key→paint p50 < ${TARGETS.p50} ms`, ms(percentile(target.keys, 0.5)), ok(percentile(target.keys, 0.5) < TARGETS.p50)],
      [`Key→paint max < ${TARGETS.max} ms`, ms(Math.max(...target.keys)), ok(Math.max(...target.keys) < TARGETS.max)],
      [`First editable card < ${TARGETS.firstCard} ms`, ms(target.firstCard), ok(target.firstCard < TARGETS.firstCard)],
      ['JS on the wire, /login', kb(login.bytes), ''],
      ['Editor-only chunks loaded by /login', editorOnLogin.length === 0 ? 'none' : editorOnLogin.join(', '), ok(editorOnLogin.length === 0)],
      ['Lighthouse mobile, /login', `${lhLogin.score} (runs ${lhLogin.runs.join(', ')}; ${lhLogin.metrics})`, ok(lhLogin.score >= TARGETS.lighthouse)],
      ['Lighthouse mobile, /register', `${lhRegister.score} (runs ${lhRegister.runs.join(', ')}; ${lhRegister.metrics})`, ok(lhRegister.score >= TARGETS.lighthouse)],
    ];
    console.log(markdownTable(summary));
  } finally {
    await browser?.close();
    server?.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
