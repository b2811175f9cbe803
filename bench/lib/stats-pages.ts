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

/** The page's views and visitors in its daily rollups, as a table cell ('300,000, 1'). */
export async function rolledTotals(db: DatabaseHandle['db'], pageId: number): Promise<string> {
  const [rolled] = await queryRows<{ views: number; visitors: number }>(
    db,
    sql`select coalesce(sum(views), 0)::int as views, coalesce(sum(visitors), 0)::int as visitors from stats_page_days where page_id = ${pageId}`,
  );
  return `${(rolled?.views ?? 0).toLocaleString('en')}, ${(rolled?.visitors ?? 0).toLocaleString('en')}`;
}
