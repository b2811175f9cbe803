import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type ItemRow, type PageRow, items, pages } from '../../db/schema';
import { itemNotFound } from '../../errors';

/**
 * The caller's item with its page, or 404 as if it did not exist. With `lock`, the page row is
 * locked so that writes to one page's items happen one after another.
 */
export async function findOwnedItem(
  db: Executor,
  itemId: number,
  userId: string,
  options: { lock?: boolean } = {},
): Promise<{ item: ItemRow; page: PageRow }> {
  const [found] = await db
    .select({ item: items, page: pages })
    .from(items)
    .innerJoin(pages, eq(items.pageId, pages.id))
    .where(and(eq(items.id, itemId), eq(pages.userId, userId)));
  if (!found) throw itemNotFound();
  if (options.lock) {
    await db.select({ id: pages.id }).from(pages).where(eq(pages.id, found.page.id)).for('update');
    const [fresh] = await db.select().from(items).where(eq(items.id, itemId));
    if (!fresh) throw itemNotFound();
    return { item: fresh, page: found.page };
  }
  return found;
}
