import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { items } from '../../db/schema';
import { findOwnedItem } from './find-owned-item';
import { renumberItems } from './renumber-items';
import { enqueueWebhookEvent } from '../webhooks/enqueue-webhook-event';

/**
 * Deletes a block and closes the gap in the page's order. A subpage block's child page is kept: it
 * stays in the page list and can be deleted on its own (docs/decisions/005-subpage-lifecycle.md).
 */
export async function deleteItem(ctx: AppContext, userId: string, itemId: number): Promise<void> {
  await ctx.changes.transaction(ctx.db, async (tx, announce) => {
    const { item } = await findOwnedItem(tx, itemId, userId, { lock: true });
    await tx.delete(items).where(eq(items.id, itemId));
    await renumberItems(tx, item.pageId);
    announce({ type: 'pages', ids: [item.pageId] });
    await enqueueWebhookEvent(tx, userId, { type: 'item.deleted', data: { item: { id: item.id, pageId: item.pageId } } });
  });
}
