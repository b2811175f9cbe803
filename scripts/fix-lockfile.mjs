#!/usr/bin/env node
// The npm registry this project is developed against does not serve the platform binaries of other
// operating systems (darwin, win32, ...), so `npm install` leaves them out of package-lock.json and
// `npm ci` then refuses the lock file as "missing" them. This adds an entry for every optional
// platform package a locked package names but the lock lacks, with the os/cpu/libc read from its
// name, so every platform's `npm ci` skips or fetches it as usual. Run it after `npm install`.
import { readFileSync, writeFileSync } from 'node:fs';

const LOCK = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(LOCK, 'utf8'));
const packages = lock.packages;

const OS = ['android', 'darwin', 'freebsd', 'linux', 'openbsd', 'netbsd', 'sunos', 'win32', 'aix', 'openharmony', 'wasi'];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'loong64', 'ppc64', 'riscv64', 's390x', 'mips64el', 'wasm32'];

function platformOf(name) {
  const tokens = name.split('/').pop().split('-');
  const os = OS.find((value) => tokens.includes(value));
  const cpu = CPU.find((value) => tokens.includes(value) || tokens.includes(`${value}gnu`) || tokens.some((t) => t.startsWith(value)));
  const libc = tokens.some((t) => t.includes('musl')) ? 'musl' : tokens.some((t) => t.includes('gnu')) && os === 'linux' ? 'glibc' : null;
  const entry = {};
  if (os && os !== 'wasi') entry.os = [os];
  if (cpu) entry.cpu = [cpu];
  if (libc) entry.libc = [libc];
  return entry;
}

let added = 0;
for (const [path, meta] of Object.entries(packages)) {
  for (const [dep, version] of Object.entries(meta.optionalDependencies ?? {})) {
    const nested = `${path ? `${path}/` : ''}node_modules/${dep}`;
    const hoisted = `node_modules/${dep}`;
    if (packages[nested] || packages[hoisted]) continue;
    const platform = platformOf(dep);
    if (!platform.os && !platform.cpu) continue;
    packages[hoisted] = { version, ...(meta.dev ? { dev: true } : {}), optional: true, ...platform };
    added += 1;
  }
}

if (added > 0) {
  lock.packages = Object.fromEntries(
    Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
  );
  writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
}
console.log(`fix-lockfile: added ${added} platform entr${added === 1 ? 'y' : 'ies'}`);
