import { and, eq } from 'drizzle-orm';
import { pages, subscribers } from '../../db/schema';
import { hashToken } from '../auth/secrets';
import { enqueueWebhookEvent } from '../webhooks/enqueue-webhook-event';
import { subscriberEvent } from './subscriber-events';
import type { SubscribersContext } from './subscribers-context';

/**
 * The confirmation link of a double opt-in (issue 40): 'pending' becomes 'confirmed'. Following it
 * again is fine; an unknown token (unsubscribed since, or made up) answers false.
 */
export async function confirmSubscriber(ctx: Pick<SubscribersContext, 'db'>, token: string): Promise<boolean> {
  const tokenHash = hashToken(token);
  const confirmed = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(subscribers)
      .set({ state: 'confirmed', confirmedAt: new Date() })
      .where(and(eq(subscribers.tokenHash, tokenHash), eq(subscribers.state, 'pending')))
      .returning();
    if (!row) return null;
    const [page] = await tx.select({ userId: pages.userId }).from(pages).where(eq(pages.id, row.pageId));
    if (page?.userId) await enqueueWebhookEvent(tx, page.userId, subscriberEvent('subscriber.confirmed', row));
    return row;
  });
  if (confirmed) return true;
  const [known] = await ctx.db.select({ state: subscribers.state }).from(subscribers).where(eq(subscribers.tokenHash, tokenHash));
  return known?.state === 'confirmed';
}
