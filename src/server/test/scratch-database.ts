import { randomBytes } from 'node:crypto';
import pg from 'pg';

async function run(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A new, empty database on the PostgreSQL server at `serverUrl`, for one test file, benchmark or
 * script run: its URL, and `drop()` to remove it again (even with connections still open).
 */
export async function createScratchDatabase(serverUrl: string, prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${Date.now()}_${randomBytes(4).toString('hex')}`;
  await run(serverUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}
