/**
 * How fast one instance starts and how much memory it holds at rest, on each database.
 *  - "npm start": the command itself (the build is already there, so it only checks it), timed
 *    from the spawn to the first 200 of /api/ready; then the server process's resident memory
 *    (RSS, from /proc) after 5 s at rest with a few pages served.
 *  - "tsx, as before": `node --import tsx src/server/main.ts`, how `npm start` ran before the
 *    compiled server (decision 830), for comparison.
 * First start (empty data folder or database: creates and migrates it) and restart (same data).
 * RUNS runs each (default 3), the median printed. Ports: BENCH_PORT (default 4150).
 * Run: npx tsx bench/startup.ts   (PostgreSQL: TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test)
 */
import { type ChildProcess, execSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createScratchDatabase } from '../src/server/test/scratch-database';

const ROOT = path.resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 4150);
const SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every descendant of `pid` (npm starts sh, which starts node). */
function descendants(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // ended meanwhile
    }
  }
  const found: number[] = [];
  const visit = (id: number) => {
    for (const child of children.get(id) ?? []) {
      found.push(child);
      visit(child);
    }
  };
  visit(pid);
  return found;
}

function serverPid(root: number): number {
  const tree = [root, ...descendants(root)];
  for (const pid of tree) {
    try {
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      if (command.includes('dist/server/main.js') || command.includes('src/server/main.ts')) return pid;
    } catch {
      // ended meanwhile
    }
  }
  throw new Error(`server process not found under ${root}: ${tree.map((pid) => { try { return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' '); } catch { return String(pid); } }).join(' | ')}`);
}

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

async function once(mode: 'npm' | 'tsx', dataDir: string, databaseUrl: string | undefined): Promise<{ ms: number; rss: number }> {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production' };
  delete env.DATABASE_URL;
  if (databaseUrl) {
    env.DATABASE_URL = databaseUrl;
    env.AUTH_JWT_SECRET = 'bench-startup-secret-0123456789-abcdefghijkl';
  }
  const started = performance.now();
  const child: ChildProcess =
    mode === 'npm'
      ? spawn('npm', ['start', '--silent'], { cwd: ROOT, env, stdio: 'ignore' })
      : spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { cwd: ROOT, env, stdio: 'ignore' });
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/api/ready`)).ok) break;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error('did not start');
    await pause(20);
  }
  const ms = performance.now() - started;
  const pid = serverPid(child.pid as number);
  for (let i = 0; i < 5; i++) await fetch(`http://127.0.0.1:${PORT}/view/no-existe`).then((response) => response.text());
  await pause(5000);
  const rss = rssMb(pid);
  process.kill(pid, 'SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  return { ms, rss };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

if (!existsSync(path.join(ROOT, 'dist/.build-stamp'))) execSync('npm run build', { cwd: ROOT, stdio: 'inherit' });
execSync('node scripts/build-if-stale.mjs', { cwd: ROOT, stdio: 'inherit' });

const rows: string[][] = [];
for (const database of ['PGlite', 'PostgreSQL'] as const) {
  for (const mode of ['npm', 'tsx'] as const) {
    const first: { ms: number; rss: number }[] = [];
    const again: { ms: number; rss: number }[] = [];
    for (let run = 0; run < RUNS; run++) {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'linkhub-startup-'));
      const scratch = database === 'PostgreSQL' ? await createScratchDatabase(SERVER_URL, 'linkhub_startup') : null;
      try {
        first.push(await once(mode, dataDir, scratch?.url));
        again.push(await once(mode, dataDir, scratch?.url));
      } finally {
        await scratch?.drop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    }
    const label = mode === 'npm' ? '`npm start` (compiled)' : 'tsx, as before';
    rows.push([
      database,
      label,
      `${(median(first.map((r) => r.ms)) / 1000).toFixed(1)} s`,
      `${(median(again.map((r) => r.ms)) / 1000).toFixed(1)} s`,
      `${Math.round(median(again.map((r) => r.rss)))} MB`,
    ]);
    console.log(rows.at(-1)?.join(' | '));
  }
}

console.log(`\nload average: ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}; ${RUNS} runs each, medians\n`);
console.log('| Database | Command | Start to ready, new data | Start to ready, restart | Resident memory at rest |');
console.log('|---|---|---|---|---|');
for (const row of rows) console.log(`| ${row.join(' | ')} |`);
