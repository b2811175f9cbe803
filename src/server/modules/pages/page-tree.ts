import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/rows';

/** The page's parent, its parent's parent, and so on up to a top-level page. */
async function pageAncestorIds(db: Executor, pageId: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(db, sql`
    WITH RECURSIVE up(id, parent, depth) AS (
      SELECT id, parent_page_id, 0 FROM pages WHERE id = ${pageId}
      UNION
      SELECT pages.id, pages.parent_page_id, up.depth + 1 FROM pages JOIN up ON pages.id = up.parent
      WHERE up.depth < 100
    )
    SELECT id FROM up WHERE depth > 0 ORDER BY depth`);
  return rows.map((row) => Number(row.id));
}

/** True when `candidate` is `pageId` itself or a page above it: a subpage pointing there loops. */
export async function isSelfOrAncestor(db: Executor, candidate: number, pageId: number): Promise<boolean> {
  return candidate === pageId || (await pageAncestorIds(db, pageId)).includes(candidate);
}

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
