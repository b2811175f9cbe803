import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type DatabaseHandle, openDatabase } from '../../src/server/db/client';
import { createScratchDatabase } from '../../src/server/test/scratch-database';

/** The PostgreSQL server the benchmarks make their scratch databases on. */
const SERVER = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * Runs `use` on a new database of `kind`, migrated as the app's: PGlite in a temporary folder, or a
 * scratch database on the PostgreSQL server (TEST_DATABASE_URL, postgres://postgres@127.0.0.1:5432/test
 * by default). Closed and removed afterwards. `name` names the folder or the database.
 */
export async function withBenchDatabase(kind: DatabaseHandle['kind'], name: string, use: (handle: DatabaseHandle) => Promise<void>): Promise<void> {
  if (kind === 'pglite') {
    const dir = mkdtempSync(path.join(tmpdir(), `${name}-`));
    const handle = await openDatabase({ kind: 'pglite', dataDir: dir });
    try {
      await use(handle);
    } finally {
      await handle.close();
      rmSync(dir, { recursive: true, force: true });
    }
    return;
  }
  const scratch = await createScratchDatabase(SERVER, name.replaceAll('-', '_'));
  const handle = await openDatabase({ kind: 'postgres', url: scratch.url });
  try {
    await use(handle);
  } finally {
    await handle.close();
    await scratch.drop();
  }
}
