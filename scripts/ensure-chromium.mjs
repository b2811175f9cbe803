#!/usr/bin/env node
// Browser tests use Debian's Chromium, never a downloaded browser. Installs it with apt-get when
// it is missing (the test command runs as root on CI machines).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';

if (existsSync(CHROMIUM)) process.exit(0);

console.log(`${CHROMIUM} is missing: installing Debian's chromium package...`);
const run = (command) => execSync(command, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
try {
  run(`${sudo}apt-get install -y chromium`);
} catch {
  run(`${sudo}apt-get update`);
  run(`${sudo}apt-get install -y chromium`);
}
if (!existsSync(CHROMIUM)) {
  console.error(`Could not install ${CHROMIUM}.`);
  process.exit(1);
}
