import { and, eq } from 'drizzle-orm';
import { subscribers } from '../../db/schema';
import { hashToken } from '../auth/secrets';
import { onSubscriberEvent } from './subscriber-events';
import type { SubscribersContext } from './subscribers-context';

/**
 * The confirmation link of a double opt-in (issue 40): 'pending' becomes 'confirmed'. Following it
 * again is fine; an unknown token (unsubscribed since, or made up) answers false.
 */
export async function confirmSubscriber(ctx: Pick<SubscribersContext, 'db'>, token: string): Promise<boolean> {
  const tokenHash = hashToken(token);
  const [confirmed] = await ctx.db
    .update(subscribers)
    .set({ state: 'confirmed', confirmedAt: new Date() })
    .where(and(eq(subscribers.tokenHash, tokenHash), eq(subscribers.state, 'pending')))
    .returning();
  if (confirmed) {
    const { id, email, name, state, itemId } = confirmed;
    onSubscriberEvent({ type: 'subscriber.confirmed', pageId: confirmed.pageId, subscriber: { id, email, name, state, itemId } });
    return true;
  }
  const [known] = await ctx.db.select({ state: subscribers.state }).from(subscribers).where(eq(subscribers.tokenHash, tokenHash));
  return known?.state === 'confirmed';
}
