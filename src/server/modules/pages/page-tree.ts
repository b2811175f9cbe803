import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/rows';

/** The page and every page below it, parents before children. */
export async function pageTreeIds(db: Executor, rootId: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(db, sql`
    WITH RECURSIVE tree(id, depth) AS (
      SELECT id, 0 FROM pages WHERE id = ${rootId}
      UNION
      SELECT pages.id, tree.depth + 1 FROM pages JOIN tree ON pages.parent_page_id = tree.id
      WHERE tree.depth < 100
    )
    SELECT id FROM tree ORDER BY depth, id`);
  return [...new Set(rows.map((row) => Number(row.id)))];
}
