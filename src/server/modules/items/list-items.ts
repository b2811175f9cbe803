import { and, asc, eq, gt, isNull, or } from 'drizzle-orm';
import { isBlockComplete } from '@shared/blocks/complete';
import type { Item, PublicItem } from '@shared/schemas/item';
import { isPagePublic } from '@shared/schedule';
import type { AppContext } from '../../context';
import { items, pages } from '../../db/schema';
import { pageNotFound } from '../../errors';
import { ownerActive } from '../pages/owner-active';
import { itemInWindow } from '../pages/scheduled';
import { toItemDto } from './item-dto';
import { toPublicItem } from './public-item';
import { boundItems } from './stored-content';

/**
 * Public read of a page's items in order (none of a disabled owner's page, decision 114). The page's
 * owner gets every item whole; anyone else the visible ones with only what the public page shows
 * (decision 858), and no more blocks than the page's caps hold (decision 850). Content is read
 * within today's limits either way.
 */
export async function listItems(
  ctx: AppContext,
  pageId: number,
  viewerId: string | null,
  access: { passwordChecked: boolean },
): Promise<Item[] | PublicItem[]> {
  const now = ctx.now();
  const [page] = await ctx.db.select({ userId: pages.userId, status: pages.status, publishAt: pages.publishAt }).from(pages).where(and(eq(pages.id, pageId), ownerActive));
  if (!page) throw pageNotFound();
  const isOwner = viewerId !== null && page.userId === viewerId;
  // A draft is its owner's alone (issue 36, decision 960). Behind a password (its own or its
  // parent's) or a gate a page's blocks are a visitor's only once the caller has checked their
  // access: otherwise as if there were no such page.
  if (!isOwner && (!isPagePublic(page, now) || !access.passwordChecked)) throw pageNotFound();
  const rows = await ctx.db
    .select()
    .from(items)
    .where(isOwner ? eq(items.pageId, pageId) : and(eq(items.pageId, pageId), eq(items.isVisible, true), itemInWindow(now)))
    .orderBy(asc(items.order), asc(items.id));
  const bounded = boundItems(rows.map(toItemDto), { forOwner: isOwner });
  if (isOwner) return bounded;
  // A block its owner has not completed stays off the public page (decision 015), and so does the
  // card of a subpage that is still a draft (issue 36): it would lead to a 404.
  const drafts = bounded.some((item) => item.type === 'subpage') ? await draftChildren(ctx, pageId, now) : new Set<number>();
  return bounded
    .filter((item) => isBlockComplete(item.type, item.content) && !(item.type === 'subpage' && drafts.has(Number((item.content as { pageId?: unknown }).pageId))))
    .map(toPublicItem);
}

/** The subpages of `pageId` that are drafts at `now` (no publish date yet, or one still to come). */
async function draftChildren(ctx: AppContext, pageId: number, now: Date): Promise<Set<number>> {
  const rows = await ctx.db
    .select({ id: pages.id })
    .from(pages)
    .where(and(eq(pages.parentPageId, pageId), eq(pages.status, 'draft'), or(isNull(pages.publishAt), gt(pages.publishAt, now))));
  return new Set(rows.map((row) => row.id));
}
