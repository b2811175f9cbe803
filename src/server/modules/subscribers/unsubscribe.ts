import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { subscribers } from '../../db/schema';
import { hashToken } from '../auth/secrets';

/** The unsubscribe link (one-click POST or the page's button): the sign-up is deleted. Answers whether there was one. */
export async function unsubscribe(db: Database, token: string): Promise<boolean> {
  const removed = await db.delete(subscribers).where(eq(subscribers.tokenHash, hashToken(token))).returning({ id: subscribers.id });
  return removed.length > 0;
}
