/** What the statistics benches do to a page: make one, and read back what its rollups hold. */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../src/server/db/client';
import { queryRows } from '../../src/server/db/rows';

/** A new page of `userId` (a new owner by default), straight into the table; answers its id. */
export async function newPage(db: DatabaseHandle['db'], title: string, userId: string = randomUUID()): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into pages (user_id, title, slug) values (${userId}, ${title}, ${`${title}-${randomUUID().slice(0, 8)}`}) returning id`,
  );
  if (!row) throw new Error('no page');
  return row.id;
}
