/**
 * What the deployment checks (cluster-check.ts, domains-check.ts) share: a scratch folder, the child
 * processes to stop, ports taken in turn from a range, a result per check printed as it comes and
 * as a table at the end, a whole-run guard so a check never hangs CI, and the exit code.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePortIn } from '../../src/server/test/server-process';

interface Result {
  check: string;
  ok: boolean;
  detail: string;
}

export interface CheckHarness {
  /** A scratch folder, removed at the end. */
  work: string;
  /** Processes started by the check: stopped at the end, or when the guard fires. */
  children: ChildProcess[];
  results: Result[];
  record(check: string, ok: boolean, detail: string): void;
  /** The next free port of the range, after the last one taken. */
  takePort(): Promise<number>;
  /** SIGTERM to every child still running (so none is left holding a port), SIGKILL after 5 s. */
  stopChildren(): Promise<void>;
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function checkHarness(name: string, ports: string): CheckHarness {
  const [from, to] = ports.split('-').map(Number) as [number, number];
  const results: Result[] = [];
  const taken: number[] = [];
  const children: ChildProcess[] = [];
  const harness: CheckHarness = {
    work: mkdtempSync(path.join(tmpdir(), `linkhub-${name}-`)),
    children,
    results,
    record(check, ok, detail) {
      results.push({ check, ok, detail });
      console.log(`${ok ? 'ok  ' : 'FAIL'} ${check}: ${detail}`);
    },
    async takePort() {
      const port = await freePortIn(Math.max(from, (taken.at(-1) ?? from - 1) + 1), to);
      taken.push(port);
      return port;
    },
    async stopChildren() {
      const running = children.filter((child) => child.exitCode === null && child.signalCode === null);
      await Promise.all(
        running.map(
          (child) =>
            new Promise<void>((resolve) => {
              const timer = setTimeout(() => {
                child.kill('SIGKILL');
                resolve();
              }, 5000);
              child.once('exit', () => {
                clearTimeout(timer);
                resolve();
              });
              child.kill('SIGTERM');
            }),
        ),
      );
    },
  };
  return harness;
}

/**
 * Runs `main` under a guard of `timeoutMs`, records an exception as a failed check, prints the
 * table and exits: 0 only when nothing failed and at least `minimum` checks ran.
 */
export async function runChecks(harness: CheckHarness, label: string, timeoutMs: number, minimum: number, main: () => Promise<void>): Promise<never> {
  const { results } = harness;
  const guard = setTimeout(() => {
    console.error(`The ${label} took longer than ${timeoutMs / 60_000} minutes: stopping.`);
    for (const child of harness.children) child.kill('SIGTERM');
    process.exit(1);
  }, timeoutMs);
  guard.unref();
  try {
    await main();
  } catch (error) {
    harness.record('The check ran to the end', false, (error as Error).message.slice(0, 800));
  } finally {
    await harness.stopChildren();
    rmSync(harness.work, { recursive: true, force: true });
  }
  const width = Math.max(...results.map((result) => result.check.length));
  console.log(`\n| Check${' '.repeat(Math.max(0, width - 5))} | Result | Detail |`);
  console.log(`|${'-'.repeat(width + 2)}|--------|--------|`);
  for (const result of results) console.log(`| ${result.check.padEnd(width)} | ${result.ok ? 'pass  ' : 'FAIL  '} | ${result.detail} |`);
  const failed = results.filter((result) => !result.ok).length;
  console.log(`\n${results.length - failed} passed, ${failed} failed`);
  process.exit(failed === 0 && results.length >= minimum ? 0 : 1);
}
