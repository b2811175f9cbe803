import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { subscribers } from '../../db/schema';
import { findOwnedPage } from '../pages/find-owned-page';

/** 'Eliminar todos': every sign-up of the caller's page. */
export async function deleteAllSubscribers(db: Database, userId: string, pageId: number): Promise<void> {
  await findOwnedPage(db, pageId, userId);
  await db.delete(subscribers).where(eq(subscribers.pageId, pageId));
}
