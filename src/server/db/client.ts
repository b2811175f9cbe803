import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { PROJECT_ROOT } from '../project-root';
import * as schema from './schema';

type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either the database or a transaction: use cases take this so they compose. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The connection pool (PostgreSQL only), for stores that speak pg themselves. */
  pool?: pg.Pool;
  close(): Promise<void>;
}

/** Names the advisory lock held while migrating (its key is PostgreSQL's hashtext of it). */
const MIGRATION_LOCK = 'linkhub:migrations';

export const MIGRATIONS_FOLDER = path.join(PROJECT_ROOT, 'drizzle');

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number; onIdleError?: (error: Error) => void }
  | {
      kind: 'pglite';
      dataDir?: string;
      /** An in-memory database starts from this copy of another's files (tests: a migrated one, `dumpDataDir`). */
      startFrom?: Blob;
    };

function defaultIdleError(error: Error) {
  console.warn(`PostgreSQL dropped an idle connection: ${error.message}`);
}

/**
 * Runs `migrate` holding a session advisory lock on a connection of its own, so that any number of
 * instances starting together on an empty or outdated database migrate one after the other: the
 * first applies what is missing, the others then find nothing to do (Drizzle's migrator takes no
 * lock; without this, concurrent starts crashed on duplicate catalog rows). Decision 831.
 */
async function migrateUnderLock(url: string, migrate: () => Promise<void>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', [MIGRATION_LOCK]);
    try {
      await migrate();
    } finally {
      await client.query('select pg_advisory_unlock(hashtext($1))', [MIGRATION_LOCK]);
    }
  } finally {
    await client.end();
  }
}

/** Opens the database (PGlite in a folder or in memory, or a PostgreSQL server) and migrates it. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle connection that the server drops (restart, failover, admin kill) is reported here; the
    // pool replaces it on the next query. Without a listener the event would crash the process.
    pool.on('error', (error) => {
      (options.onIdleError ?? defaultIdleError)(error);
    });
    const db = drizzleNodePg(pool, { schema });
    try {
      await migrateUnderLock(options.url, () => migrateNodePg(db, { migrationsFolder: MIGRATIONS_FOLDER }));
    } catch (error) {
      await pool.end();
      throw error;
    }
    return { db: db as unknown as Database, kind: 'postgres', pool, close: () => pool.end() };
  }

  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = options.dataDir ? new PGlite(options.dataDir) : new PGlite({ loadDataDir: options.startFrom });
  const db = drizzlePglite(client, { schema });
  try {
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  } catch (error) {
    await client.close();
    throw error;
  }
  return { db: db as unknown as Database, kind: 'pglite', close: () => client.close() };
}
