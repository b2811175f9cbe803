import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';

declare module 'vitest' {
  interface ProvidedContext {
    /** The files of a migrated PGlite database (`dumpDataDir`), that each test database starts from. */
    migratedPglite?: string;
  }
}

/**
 * Migrates one PGlite database for the whole server suite and leaves its files in a temporary
 * tarball: each test database loads it (a few hundred ms) instead of creating and migrating its
 * own (about 2 s). Not used on a PostgreSQL server (TEST_DATABASE_URL).
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) return;
  const handle = await openDatabase({ kind: 'pglite' });
  const folder = mkdtempSync(path.join(tmpdir(), 'linkhub-pglite-'));
  const file = path.join(folder, 'migrated.tar');
  try {
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  } finally {
    await handle.close();
  }
  project.provide('migratedPglite', file);
  return () => rmSync(folder, { recursive: true, force: true });
}
