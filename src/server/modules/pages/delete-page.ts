import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { items, pages } from '../../db/schema';
import { renumberItems } from '../items/renumber-items';
import { findOwnedPage } from './find-owned-page';
import { pageTreeIds } from './page-tree';

/**
 * Deletes a page with its items and, recursively, its subpages, in one transaction. Subpage blocks
 * elsewhere that pointed into the deleted tree are removed too, so no card leads nowhere.
 */
export async function deletePage(ctx: AppContext, userId: string, pageId: number): Promise<void> {
  await ctx.changes.transaction(ctx.db, async (tx, announce) => {
    await findOwnedPage(tx, pageId, userId, { lock: true });
    const treeIds = await pageTreeIds(tx, pageId);
    const pointing = await tx
      .delete(items)
      .where(
        and(
          eq(items.type, 'subpage'),
          notInArray(items.pageId, treeIds),
          sql`(${items.content}->>'pageId') ~ '^[0-9]+$'`,
          inArray(sql<number>`(${items.content}->>'pageId')::int`, treeIds),
        ),
      )
      .returning({ pageId: items.pageId });
    await tx.delete(pages).where(eq(pages.id, pageId));
    const parents = [...new Set(pointing.map((row) => row.pageId))];
    for (const parentId of parents) await renumberItems(tx, parentId);
    announce({ type: 'pages', ids: [...treeIds, ...parents] });
  });
}
