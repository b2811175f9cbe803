#!/usr/bin/env node
// `npm start` builds only when it must: when dist/.build-stamp (written at the end of `npm run
// build`) is missing or older than any source of the build (decision 830).
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const STAMP = path.join(ROOT, 'dist/.build-stamp');
const INPUTS = [
  'src',
  'public',
  'package.json',
  'package-lock.json',
  'vite.config.ts',
  'tsconfig.json',
  'scripts/build-server.mjs',
  'scripts/compress-assets.mjs',
];

/** The newest modification time under `entry` (a file or a folder), 0 when it does not exist. */
function newest(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const child of readdirSync(entry)) latest = Math.max(latest, newest(path.join(entry, child)));
  return latest;
}

const builtAt = existsSync(STAMP) ? statSync(STAMP).mtimeMs : 0;
const changedAt = Math.max(...INPUTS.map((input) => newest(path.join(ROOT, input))));
if (builtAt === 0 || changedAt > builtAt) {
  console.log(builtAt === 0 ? 'No build yet: building...' : 'Sources changed since the last build: building...');
  execSync('npm run build', { cwd: ROOT, stdio: 'inherit' });
}
