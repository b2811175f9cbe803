import { and, eq } from 'drizzle-orm';
import { LIMITS } from '@shared/constants';
import type { Item } from '@shared/schemas/item';
import type { AppContext } from '../../context';
import { pages } from '../../db/schema';
import { AppError, MESSAGES } from '../../errors';
import { copyPageTree, inChunks } from '../pages/duplicate-page';
import { isSelfOrAncestor } from '../pages/page-tree';
import { findOwnedItem } from './find-owned-item';
import { checkItemCap, insertItemAt } from './insert-at';
import { checkPageRoom } from './page-room';
import { toItemDto } from './item-dto';
import { enqueueWebhookEvent } from '../webhooks/enqueue-webhook-event';

/**
 * Copies a block right after the original. A subpage block gets its own copy of the child page
 * (recursively), so editing one copy never changes the other.
 */
export async function duplicateItem(ctx: AppContext, userId: string, itemId: number): Promise<Item> {
  const { item } = await findOwnedItem(ctx.db, itemId, userId);
  if (item.type !== 'subpage' || typeof item.content.pageId !== 'number') return insertCopy(ctx, userId, itemId, item.content);
  // A subpage block copies its tree of subpages: a heavy job (decision 867), copied page by page
  // in short transactions (decision 868); the copy is deleted if the block cannot be added.
  const childId = item.content.pageId;
  return ctx.heavy.run(userId, async () => {
    const [child] = await ctx.db
      .select()
      .from(pages)
      .where(and(eq(pages.id, childId), eq(pages.userId, userId)));
    if (!child) return insertCopy(ctx, userId, itemId, item.content);
    if (await isSelfOrAncestor(ctx.db, child.id, item.pageId)) throw new AppError(409, 'subpage_cycle', MESSAGES.subpageCycle);
    await checkItemCap(ctx.db, item.pageId, ctx.limits.itemsPerPage);
    const cardTitle = typeof item.content.title === 'string' ? item.content.title.trim().slice(0, LIMITS.titleMax) : '';
    const made: number[] = [];
    try {
      const childCopy = await copyPageTree(
        inChunks(ctx.db),
        child,
        { title: cardTitle || child.title, parentPageId: item.pageId, slugBase: child.slug },
        ctx.limits.pagesPerUser,
        0,
        made,
      );
      return await insertCopy(ctx, userId, itemId, { ...item.content, pageId: childCopy.id });
    } catch (error) {
      if (made[0] !== undefined) await ctx.db.delete(pages).where(eq(pages.id, made[0]));
      throw error;
    }
  });
}

/** Inserts the copy of the block, with `content`, right after the original, in one transaction. */
async function insertCopy(ctx: AppContext, userId: string, itemId: number, content: Item['content']): Promise<Item> {
  const copy = await ctx.changes.transaction(ctx.db, async (tx, announce) => {
    const { item } = await findOwnedItem(tx, itemId, userId, { lock: true });
    announce({ type: 'pages', ids: [item.pageId] });
    await checkItemCap(tx, item.pageId, ctx.limits.itemsPerPage);
    await checkPageRoom(tx, item.pageId, { added: { content, linkUrl: item.linkUrl } });
    const inserted = await insertItemAt(tx, item.pageId, item.order + 1, {
      type: item.type,
      content,
      linkUrl: item.linkUrl,
      isSticky: item.isSticky,
      isVisible: item.isVisible,
      // A copy in place stays as closed as its original (issue 36): same lock, same gate.
      lockHash: item.lockHash,
      sensitive: item.sensitive,
      visibleFrom: item.visibleFrom,
      visibleUntil: item.visibleUntil,
    });
    await enqueueWebhookEvent(tx, userId, { type: 'item.created', data: { item: toItemDto(inserted) } });
    return inserted;
  });
  return toItemDto(copy);
}
