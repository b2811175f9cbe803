import type { SQL } from 'drizzle-orm';
import type { Executor } from './client';

/** Runs raw SQL and answers its rows; both drivers return `{ rows }`. */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
