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
import type { LatencyTail } from './latency';

export interface WrkResult {
  /** Answers per second over the run. */
  average: number;
  total: number;
  /** Latency percentiles, ms. */
  p50: number;
  p99: number;
  /** The latency distribution from its median up (percent, ms), so that runs can be merged. */
  tail: LatencyTail;
  /** Connect, read, write errors and timeouts. */
  errors: number;
  /** Answers outside 2xx and 3xx. */
  non2xx: number;
}

/** The percentiles the hook prints from the median up; then the slowest answer as 100. */
const TAIL = [50, 75, 90, 95, 97.5, 99, 99.5, 99.9, 99.99];

const REPORT = `done = function(summary, latency, requests)
  local e = summary.errors
  local tail = {}
  for _, p in ipairs({${TAIL.join(', ')}}) do tail[#tail + 1] = string.format('[%s,%d]', p, latency:percentile(p)) end
  tail[#tail + 1] = string.format('[100,%d]', latency.max)
  io.write(string.format('WRK {"requests":%d,"durationUs":%d,"errors":%d,"status":%d,"tail":[%s]}\\n',
    summary.requests, summary.duration, e.connect + e.read + e.write + e.timeout, e.status, table.concat(tail, ',')))
end
`;

/**
 * Requests from `visitors` addresses in turn (10.0.0.0/8), each through an X-Forwarded-For header
 * that a server trusting its loopback proxy (LinkHub's default) takes as the visitor's address.
 */
const fromVisitors = (visitors: number) => `local visitor = 0
request = function()
  visitor = (visitor + 1) % ${visitors}
  local headers = {}
  for name, value in pairs(wrk.headers) do headers[name] = value end
  headers["X-Forwarded-For"] = string.format("10.%d.%d.%d", math.floor(visitor / 65536) % 256, math.floor(visitor / 256) % 256, visitor % 256)
  return wrk.format(nil, nil, headers)
end
`;

/** The scripts, written once per process (by their number of visitors) over the same files. */
const scripts = new Map<number, string>();

/**
 * `connections` connections for `seconds` seconds against `url`, with these request headers; on CPU
 * `cpu` alone when given (taskset); from `visitors` addresses in turn when more than one.
 */
export async function wrk(url: string, seconds: number, connections: number, headers: Record<string, string>, cpu?: number, visitors = 1): Promise<WrkResult> {
  const binary = ensureWrk();
  let script = scripts.get(visitors);
  if (!script) {
    script = path.join(tmpdir(), `linkhub-wrk-report-${visitors}.lua`);
    writeFileSync(script, visitors > 1 ? fromVisitors(visitors) + REPORT : REPORT);
    scripts.set(visitors, script);
  }
  const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '-s', script, ...Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]), url];
  const [command, commandArgs] = cpu === undefined ? [binary, args] : ['taskset', ['-c', String(cpu), binary, ...args]];
  const { stdout } = await promisify(execFile)(command, commandArgs, { maxBuffer: 1 << 20 });
  const line = stdout.split('\n').find((text) => text.startsWith('WRK '));
  if (!line) throw new Error(`wrk printed no summary:\n${stdout}`);
  const report = JSON.parse(line.slice(4)) as { requests: number; durationUs: number; errors: number; status: number; tail: [number, number][] };
  const tail: LatencyTail = report.tail.map(([percent, us]) => [percent, us / 1000]);
  const at = (percent: number) => tail.find(([p]) => p === percent)![1];
  return {
    average: report.requests / (report.durationUs / 1e6),
    total: report.requests,
    p50: at(50),
    p99: at(99),
    tail,
    errors: report.errors,
    non2xx: report.status,
  };
}
