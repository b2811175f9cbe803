import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { items, statsGoalBlocks } from '../../db/schema';
import { itemNotFound } from '../../errors';
import { findOwnedPage } from '../pages/find-owned-page';

/**
 * 'Marcar como objetivo' (issue 42, decision 1005): the block's clicks count as a goal from its first
 * click on (marking reads the clicks already counted), or no longer do. Another page's block is 404.
 */
export async function setGoalBlock(db: Database, userId: string, pageId: number, itemId: number, goal: boolean): Promise<void> {
  await findOwnedPage(db, pageId, userId);
  const [item] = await db
    .select({ id: items.id })
    .from(items)
    .where(and(eq(items.id, itemId), eq(items.pageId, pageId)));
  if (!item) throw itemNotFound();
  if (goal) await db.insert(statsGoalBlocks).values({ itemId, pageId }).onConflictDoNothing();
  else await db.delete(statsGoalBlocks).where(eq(statsGoalBlocks.itemId, itemId));
}
