import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createScratchDatabase } from '../test/scratch-database';
import { MIGRATIONS_FOLDER, openDatabase } from './client';

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('migrations under an advisory lock (decision 831)', () => {
  it('lets several instances start together on an empty database', async () => {
    const scratch = await createScratchDatabase(serverUrl as string, 'linkhub_migrate');
    try {
      const opened = await Promise.allSettled(
        Array.from({ length: 5 }, () => openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 2 })),
      );
      for (const result of opened) if (result.status === 'fulfilled') await result.value.close();
      expect(opened.map((result) => (result.status === 'rejected' ? String(result.reason) : 'ok'))).toEqual(Array(5).fill('ok'));

      const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };
      const client = new pg.Client({ connectionString: scratch.url });
      await client.connect();
      try {
        const applied = await client.query('select count(*)::int as n from drizzle.__drizzle_migrations');
        expect(applied.rows[0].n).toBe(journal.entries.length);
        // The lock is released: nothing is left holding it.
        const locks = await client.query("select count(*)::int as n from pg_locks where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())");
        expect(locks.rows[0].n).toBe(0);
      } finally {
        await client.end();
      }
    } finally {
      await scratch.drop();
    }
  });
});
