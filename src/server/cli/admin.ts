import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { type ChangeBus, MemoryChangeBus } from '../changes/change-bus';
import { PostgresChangeBus } from '../changes/postgres-change-bus';
import { objectStoreFor } from '../infrastructure';
import { runAdminCommand } from './admin-command';
import { CLI_MESSAGES } from './messages';

// npm run admin -- reset-link <email> | disable <email> | enable <email> | make-admin <email>
const config = loadConfig();
const pgliteDir = path.join(config.dataDir, 'db');
// PGlite keeps this file while a process has the database open (a running server).
if (!config.databaseUrl && existsSync(path.join(pgliteDir, 'postmaster.pid'))) {
  console.error(CLI_MESSAGES.pgliteInUse);
  process.exit(1);
}
const database = await openDatabase(
  config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: pgliteDir },
);
// Only to tell running servers (PostgreSQL NOTIFY); this process listens to nothing.
const changes: ChangeBus = config.databaseUrl ? new PostgresChangeBus({ db: database.db, listenUrl: config.databaseUrl, log: console }) : new MemoryChangeBus();
const store = objectStoreFor(config);
try {
  const result = await runAdminCommand(process.argv.slice(2), { config, db: database.db, store, changes });
  for (const line of result.output) (result.code === 0 ? console.log : console.error)(line);
  process.exitCode = result.code;
} finally {
  await store.close?.();
  await database.close();
}
