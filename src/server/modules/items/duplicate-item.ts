import { and, eq } from 'drizzle-orm';
import type { Item } from '@shared/schemas/item';
import type { AppContext } from '../../context';
import { pages } from '../../db/schema';
import { copyPageTree } from '../pages/duplicate-page';
import { findOwnedItem } from './find-owned-item';
import { checkItemCap, insertItemAt } from './insert-at';
import { toItemDto } from './item-dto';

/**
 * Copies a block right after the original. A subpage block gets its own copy of the child page
 * (recursively), so editing one copy never changes the other.
 */
export async function duplicateItem(ctx: AppContext, userId: string, itemId: number): Promise<Item> {
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
      if (child) {
        const childCopy = await copyPageTree(tx, child, {
          title: child.title,
          parentPageId: item.pageId,
          slugBase: child.slug,
        }, ctx.limits.pagesPerUser);
        content = { ...content, pageId: childCopy.id };
      }
    }
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
