import { asc, eq, sql } from 'drizzle-orm';
import type { Item } from '@shared/schemas/item';
import type { AppContext } from '../../context';
import { items } from '../../db/schema';
import { badRequest, MESSAGES } from '../../errors';
import { findOwnedPage } from '../pages/find-owned-page';
import { toItemDto } from './item-dto';

/**
 * Sets a page's order to `itemIds`, which must be exactly the page's items; orders are renumbered
 * from 0 in one statement, inside one transaction.
 */
export async function reorderItems(
  ctx: AppContext,
  userId: string,
  pageId: number,
  itemIds: number[],
): Promise<Item[]> {
  const rows = await ctx.changes.transaction(ctx.db, async (tx, announce) => {
    await findOwnedPage(tx, pageId, userId, { lock: true });
    announce({ type: 'pages', ids: [pageId] });
    const current = await tx.select({ id: items.id }).from(items).where(eq(items.pageId, pageId));
    const currentIds = new Set(current.map((row) => row.id));
    if (currentIds.size !== itemIds.length || itemIds.some((id) => !currentIds.has(id))) {
      throw badRequest('reorder_mismatch', MESSAGES.reorderMismatch);
    }
    if (itemIds.length > 0) {
      const positions = sql.join(
        itemIds.map((id, index) => sql`(${id}::int, ${index}::int)`),
        sql`, `,
      );
      await tx.execute(sql`
        UPDATE items SET "order" = wanted.position, updated_at = now()
        FROM (VALUES ${positions}) AS wanted(id, position)
        WHERE items.id = wanted.id AND items.page_id = ${pageId}`);
    }
    return tx.select().from(items).where(eq(items.pageId, pageId)).orderBy(asc(items.order));
  });
  return rows.map(toItemDto);
}
