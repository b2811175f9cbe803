#!/usr/bin/env node
// Compiles the server (and its command-line tools) to plain JavaScript in dist/server, so that
// `npm start` runs `node dist/server/main.js` with no TypeScript compiler at run time. Packages stay
// in node_modules (not bundled); our own code, src/shared included, is one file per entry. Runs last
// in `npm run build` and then writes dist/.build-stamp, which scripts/build-if-stale.mjs compares
// with the sources.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const ROOT = path.resolve(import.meta.dirname, '..');
export const SERVER_ENTRIES = {
  main: 'src/server/main.ts',
  migrate: 'src/server/cli/migrate.ts',
  'db-copy': 'src/server/cli/db-copy.ts',
  'storage-copy': 'src/server/cli/storage-copy.ts',
  admin: 'src/server/cli/admin.ts',
};

await build({
  absWorkingDir: ROOT,
  entryPoints: SERVER_ENTRIES,
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
  tsconfig: 'tsconfig.json',
});
writeFileSync(path.join(ROOT, 'dist/.build-stamp'), `${new Date().toISOString()}\n`);
