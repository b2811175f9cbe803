import { and, count, eq, gte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type ItemRow, items } from '../../db/schema';
import { AppError, MESSAGES } from '../../errors';

type NewItem = Omit<typeof items.$inferInsert, 'order' | 'pageId' | 'id'>;

/**
 * Inserts an item at `position` (clamped to the end), shifting the ones at or after it, so orders
 * stay contiguous. The caller holds the page's lock.
 */
export async function insertItemAt(
  db: Executor,
  pageId: number,
  position: number | undefined,
  values: NewItem,
): Promise<ItemRow> {
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(items).where(eq(items.pageId, pageId));
  const order = position === undefined ? total : Math.min(Math.max(position, 0), total);
  if (order < total) {
    await db
      .update(items)
      .set({ order: sql`${items.order} + 1` })
      .where(and(eq(items.pageId, pageId), gte(items.order, order)));
  }
  const [row] = await db.insert(items).values({ ...values, pageId, order }).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Refuses a block over the page's cap (decision 801); the caller holds the page's lock. */
export async function checkItemCap(db: Executor, pageId: number, maxItems: number) {
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(items).where(eq(items.pageId, pageId));
  if (total >= maxItems) throw new AppError(409, 'too_many_items', MESSAGES.tooManyItems(maxItems));
}
