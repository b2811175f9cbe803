#!/usr/bin/env node
// Writes .br and .gz beside every compressible built file in dist/client, once, at build time, so
// the server sends them as they are (@fastify/static preCompressed) instead of compressing per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const ROOT = new URL('../dist/client/', import.meta.url).pathname;
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|html|txt)$/;
const MIN_BYTES = 1024;

let files = 0;
function walk(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) walk(file);
    else if (COMPRESSIBLE.test(name) && statSync(file).size >= MIN_BYTES) {
      const data = readFileSync(file);
      writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
      files += 1;
    }
  }
}
walk(ROOT);
console.log(`compress-assets: ${files} files compressed in dist/client`);
