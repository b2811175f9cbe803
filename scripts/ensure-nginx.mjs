#!/usr/bin/env node
// The cluster check (scripts/cluster-check.ts) and the public page benchmark run Debian's nginx;
// the benchmark loads the page with Debian's wrk. Each is installed with apt-get when it is missing
// (CI runs as root on a fresh machine); the service the nginx package starts is stopped: these
// scripts run their own instances with their own configuration.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The path of a Debian package's program (the first of `candidates` that exists), installed first
 * when missing; `stopService`: the service the package starts on install is stopped.
 */
export function ensureDebianProgram(pkg, candidates, { stopService = false } = {}) {
  const found = candidates.find((candidate) => existsSync(candidate));
  if (found) return found;
  console.log(`${pkg} is missing: installing Debian's ${pkg} package...`);
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const run = (command) => execSync(command, { stdio: 'inherit', env });
  try {
    run(`${sudo}apt-get install -y --no-install-recommends ${pkg}`);
  } catch {
    run(`${sudo}apt-get update`);
    run(`${sudo}apt-get install -y --no-install-recommends ${pkg}`);
  }
  if (stopService) execSync(`${sudo}service ${pkg} stop >/dev/null 2>&1 || true`);
  const installed = candidates.find((candidate) => existsSync(candidate));
  if (!installed) throw new Error(`Could not install ${pkg}.`);
  return installed;
}

/** The path of nginx, installed first when missing. */
export function ensureNginx() {
  return ensureDebianProgram('nginx', ['/usr/sbin/nginx', '/usr/bin/nginx'], { stopService: true });
}

/** The path of Debian's caddy (the domains check: on-demand TLS in front of LinkHub), installed first when missing. */
export function ensureCaddy() {
  return ensureDebianProgram('caddy', ['/usr/bin/caddy'], { stopService: true });
}

/** The path of wrk (an HTTP load generator in C), installed first when missing. */
export function ensureWrk() {
  return ensureDebianProgram('wrk', ['/usr/bin/wrk']);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(ensureNginx());
}
