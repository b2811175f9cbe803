#!/usr/bin/env node
// The cluster check (scripts/cluster-check.ts) and the public page benchmark run Debian's nginx.
// Installs it with apt-get when it is missing (CI runs as root on a fresh machine), and stops the
// service the package starts: these scripts run their own instances with their own configuration.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const CANDIDATES = ['/usr/sbin/nginx', '/usr/bin/nginx'];

/** The path of nginx, installed first when missing. */
export function ensureNginx() {
  const found = CANDIDATES.find((candidate) => existsSync(candidate));
  if (found) return found;
  console.log("nginx is missing: installing Debian's nginx package...");
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const run = (command) => execSync(command, { stdio: 'inherit', env });
  try {
    run(`${sudo}apt-get install -y --no-install-recommends nginx`);
  } catch {
    run(`${sudo}apt-get update`);
    run(`${sudo}apt-get install -y --no-install-recommends nginx`);
  }
  execSync(`${sudo}service nginx stop >/dev/null 2>&1 || true`);
  const installed = CANDIDATES.find((candidate) => existsSync(candidate));
  if (!installed) throw new Error('Could not install nginx.');
  return installed;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(ensureNginx());
}
