import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-database';
import { queryRows } from './rows';

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('PostgreSQL connection pool', () => {
  it('survives the server dropping its idle connections, and answers the next query', async () => {
    const database = await openTestDatabase();
    try {
      await queryRows(database.db, sql`select 1`);
      const [{ name } = { name: '' }] = await queryRows<{ name: string }>(database.db, sql`select current_database() as name`);
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      try {
        const killed = await admin.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [name],
        );
        expect(killed.rowCount).toBeGreaterThan(0);
      } finally {
        await admin.end();
      }
      // Let the pool notice the dropped connection (its 'error' event must not crash the run).
      await new Promise((resolve) => setTimeout(resolve, 200));
      const again = await queryRows<{ one: number }>(database.db, sql`select 1 as one`);
      expect(again[0]?.one).toBe(1);
    } finally {
      await database.close();
    }
  });
});
