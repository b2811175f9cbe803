import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { createScratchDatabase } from './scratch-database';

let migrated: Blob | undefined;

/**
 * A fresh, migrated database for one test file: in-memory PGlite (started from the suite's migrated
 * copy, global-setup.ts), or, when TEST_DATABASE_URL is set, a new database on that PostgreSQL
 * server, dropped again on close.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const file = inject('migratedPglite');
    if (file) migrated ??= new Blob([readFileSync(file)]);
    return openDatabase({ kind: 'pglite', startFrom: migrated });
  }

  const scratch = await createScratchDatabase(serverUrl, 'linkhub_test');
  const handle = await openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 5 });
  return {
    ...handle,
    async close() {
      await handle.close();
      await scratch.drop();
    },
  };
}
