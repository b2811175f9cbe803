import { type DatabaseHandle, openDatabase } from '../db/client';
import { createScratchDatabase } from './scratch-database';

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or, when TEST_DATABASE_URL is
 * set, a new database on that PostgreSQL server, dropped again on close.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({ kind: 'pglite' });

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
