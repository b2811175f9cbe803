import { and, asc, eq } from 'drizzle-orm';
import type { Item } from '@shared/schemas/item';
import type { AppContext } from '../../context';
import { items, pages } from '../../db/schema';
import { pageNotFound } from '../../errors';
import { ownerActive } from '../pages/owner-active';
import { toItemDto } from './item-dto';

/** Public read of a page's items in order; hidden ones only for the page's owner. */
export async function listItems(ctx: AppContext, pageId: number, viewerId: string | null): Promise<Item[]> {
  const [page] = await ctx.db.select({ userId: pages.userId }).from(pages).where(and(eq(pages.id, pageId), ownerActive));
  if (!page) throw pageNotFound();
  const isOwner = viewerId !== null && page.userId === viewerId;
  const rows = await ctx.db
    .select()
    .from(items)
    .where(isOwner ? eq(items.pageId, pageId) : and(eq(items.pageId, pageId), eq(items.isVisible, true)))
    .orderBy(asc(items.order), asc(items.id));
  return rows.map(toItemDto);
}
