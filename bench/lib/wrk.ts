/**
 * wrk (Debian's, C, one thread) as a bench's load generator: on a 2-core machine it needs a fraction
 * of the core autocannon fills at the same rate, so the server under test, not the load, is what
 * the figures show. Its Lua `done` hook prints the summary as one line of JSON.
 */
import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ensureWrk } from '../../scripts/ensure-nginx.mjs';

export interface WrkResult {
  /** Answers per second over the run. */
  average: number;
  total: number;
  /** Latency percentiles, ms. */
  p50: number;
  p99: number;
  /** Connect, read, write errors and timeouts. */
  errors: number;
  /** Answers outside 2xx and 3xx. */
  non2xx: number;
}

const REPORT = `done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('WRK {"requests":%d,"durationUs":%d,"errors":%d,"status":%d,"p50":%d,"p99":%d}\\n',
    summary.requests, summary.duration, e.connect + e.read + e.write + e.timeout, e.status,
    latency:percentile(50), latency:percentile(99)))
end
`;

/** The report hook, written once per process over the same file (its text never changes). */
let script: string | undefined;

/** `connections` connections for `seconds` seconds against `url`, with these request headers. */
export async function wrk(url: string, seconds: number, connections: number, headers: Record<string, string>): Promise<WrkResult> {
  const binary = ensureWrk();
  if (!script) {
    script = path.join(tmpdir(), 'linkhub-wrk-report.lua');
    writeFileSync(script, REPORT);
  }
  const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '-s', script, ...Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]), url];
  const { stdout } = await promisify(execFile)(binary, args, { maxBuffer: 1 << 20 });
  const line = stdout.split('\n').find((text) => text.startsWith('WRK '));
  if (!line) throw new Error(`wrk printed no summary:\n${stdout}`);
  const report = JSON.parse(line.slice(4)) as { requests: number; durationUs: number; errors: number; status: number; p50: number; p99: number };
  return {
    average: report.requests / (report.durationUs / 1e6),
    total: report.requests,
    p50: report.p50 / 1000,
    p99: report.p99 / 1000,
    errors: report.errors,
    non2xx: report.status,
  };
}
