import { and, eq } from 'drizzle-orm';
import { LIMITS } from '@shared/constants';
import type { Item } from '@shared/schemas/item';
import type { AppContext } from '../../context';
import { pages } from '../../db/schema';
import { AppError, MESSAGES } from '../../errors';
import { copyPageTree, inTransaction } from '../pages/duplicate-page';
import { isSelfOrAncestor } from '../pages/page-tree';
import { findOwnedItem } from './find-owned-item';
import { checkItemCap, insertItemAt } from './insert-at';
import { checkPageRoom } from './page-room';
import { toItemDto } from './item-dto';

/**
 * Copies a block right after the original. A subpage block gets its own copy of the child page
 * (recursively), so editing one copy never changes the other.
 */
export async function duplicateItem(ctx: AppContext, userId: string, itemId: number): Promise<Item> {
  // A subpage block copies its tree of subpages: a heavy job (decision 867). Other blocks are not.
  const { item } = await findOwnedItem(ctx.db, itemId, userId);
  if (item.type === 'subpage') return ctx.heavy.run(userId, () => copyItem(ctx, userId, itemId));
  return copyItem(ctx, userId, itemId);
}

async function copyItem(ctx: AppContext, userId: string, itemId: number): Promise<Item> {
  const copy = await ctx.changes.transaction(ctx.db, async (tx, announce) => {
    const { item } = await findOwnedItem(tx, itemId, userId, { lock: true });
    announce({ type: 'pages', ids: [item.pageId] });
    await checkItemCap(tx, item.pageId, ctx.limits.itemsPerPage);
    let content = item.content;
    if (item.type === 'subpage' && typeof content.pageId === 'number') {
      const [child] = await tx
        .select()
        .from(pages)
        .where(and(eq(pages.id, content.pageId), eq(pages.userId, userId)));
      if (child && (await isSelfOrAncestor(tx, child.id, item.pageId))) throw new AppError(409, MESSAGES.subpageCycle);
      if (child) {
        const cardTitle = typeof content.title === 'string' ? content.title.trim().slice(0, LIMITS.titleMax) : '';
        const childCopy = await copyPageTree(inTransaction(tx), child, {
          title: cardTitle || child.title,
          parentPageId: item.pageId,
          slugBase: child.slug,
        }, ctx.limits.pagesPerUser);
        content = { ...content, pageId: childCopy.id };
      }
    }
    await checkPageRoom(tx, item.pageId, { added: { content, linkUrl: item.linkUrl } });
    return insertItemAt(tx, item.pageId, item.order + 1, {
      type: item.type,
      content,
      linkUrl: item.linkUrl,
      isSticky: item.isSticky,
      isVisible: item.isVisible,
    });
  });
  return toItemDto(copy);
}
