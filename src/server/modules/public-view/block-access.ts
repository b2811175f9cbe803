import { and, eq } from 'drizzle-orm';
import { isBlockComplete } from '@shared/blocks/complete';
import { goHref, goTargets } from '@shared/go-links';
import type { PublicItem } from '@shared/schemas/item';
import type { AppContext } from '../../context';
import { type ItemRow, type PageRow, items, pages } from '../../db/schema';
import { itemNotFound } from '../../errors';
import { toItemDto } from '../items/item-dto';
import { ownerActive } from '../pages/owner-active';
import { type PageGuard, pageGuardOf, unlockToken } from './page-access';

export interface BlockOnPage {
  item: ItemRow;
  page: PageRow;
  guard: PageGuard | null;
}

/** A block a visitor may reach: visible, complete, on an active owner's page; anything else is 404. */
export async function findVisibleBlock(ctx: AppContext, itemId: number): Promise<BlockOnPage> {
  const [row] = await ctx.db
    .select({ item: items, page: pages })
    .from(items)
    .innerJoin(pages, eq(items.pageId, pages.id))
    .where(and(eq(items.id, itemId), eq(items.isVisible, true), ownerActive));
  if (!row || !isBlockComplete(row.item.type, row.item.content)) throw itemNotFound();
  return { ...row, guard: await pageGuardOf(ctx.db, row.page) };
}

/** The block whole, as its own screen shows it once passed (its target is then the visitor's). */
export function openedItem(item: ItemRow): PublicItem {
  const { id, type, order, content, linkUrl, isSticky, isVisible } = toItemDto(item);
  return { id, type, order, content, linkUrl, isSticky, isVisible, locked: false, sensitive: null };
}

/**
 * Where a passed gate or a right code leads (issue 36, decision 965): the block's counted /go link
 * when it has one, a subpage's page, a contact card's vCard, else the block alone on its page
 * (/acceso/bloque/{id}/ver). A locked block's link carries `k`, signed under its code and good for
 * five minutes, without which those addresses answer 404.
 */
export async function blockTarget(ctx: AppContext, { item }: BlockOnPage, nowMs: number): Promise<string> {
  const key = item.lockHash === null ? '' : `k=${unlockToken(item.lockHash, item.id, nowMs)}`;
  const withKey = (path: string, query = '') => {
    const parts = [query, key].filter(Boolean).join('&');
    return parts ? `${path}?${parts}` : path;
  };
  if (goTargets(item)['']) return withKey(goHref(item.id));
  if (item.type === 'subpage' && typeof item.content.pageId === 'number') {
    const [child] = await ctx.db.select({ slug: pages.slug }).from(pages).where(eq(pages.id, item.content.pageId));
    if (child) return `/view/${child.slug}`;
  }
  if (item.type === 'contactCard') return withKey(`/api/items/${item.id}/vcard`, 'abrir');
  return withKey(`/acceso/bloque/${item.id}/ver`);
}
