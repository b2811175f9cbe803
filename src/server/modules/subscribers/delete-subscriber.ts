import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { subscribers } from '../../db/schema';
import { subscriberNotFound } from '../../errors';
import { findOwnedPage } from '../pages/find-owned-page';

/** Deletes one sign-up of the caller's page; another page's (or another owner's) is 404. */
export async function deleteSubscriber(db: Database, userId: string, pageId: number, subscriberId: number): Promise<void> {
  await findOwnedPage(db, pageId, userId);
  const removed = await db
    .delete(subscribers)
    .where(and(eq(subscribers.id, subscriberId), eq(subscribers.pageId, pageId)))
    .returning({ id: subscribers.id });
  if (removed.length === 0) throw subscriberNotFound();
}
