import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/** Makes a page's item orders contiguous from 0, keeping their relative order. */
export async function renumberItems(db: Executor, pageId: number): Promise<void> {
  await db.execute(sql`
    UPDATE items SET "order" = ranked.position, updated_at = now()
    FROM (
      SELECT id, (row_number() OVER (ORDER BY "order", id) - 1)::int AS position
      FROM items WHERE page_id = ${pageId}
    ) AS ranked
    WHERE items.id = ranked.id AND items."order" <> ranked.position`);
}
