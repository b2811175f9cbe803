/**
 * `npm run db:migrate`: applies the migrations in drizzle/ to the configured database and exits,
 * for operators who migrate as a step of their own before starting instances (instances also
 * migrate at start, under the same lock, so this is never required). Decision 831.
 */
import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';

const config = loadConfig();
const started = Date.now();
const database = await openDatabase(
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl, poolSize: 2 }
    : { kind: 'pglite', dataDir: path.join(config.dataDir, 'db') },
);
await database.close();
console.log(`Database migrated (${database.kind}) in ${Date.now() - started} ms`);
