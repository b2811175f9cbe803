import { and, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { authSessions } from '../../db/schema';

/**
 * Deletes a user's sessions (all, or all but `keep`) and answers their ids: the caller tells the
 * session cache (`ActiveSessions.forget`) once its transaction has committed.
 */
export async function deleteSessions(db: Executor, userId: string, keep?: string): Promise<string[]> {
  const which = keep ? and(eq(authSessions.userId, userId), ne(authSessions.id, keep)) : eq(authSessions.userId, userId);
  const ended = await db.delete(authSessions).where(which).returning({ id: authSessions.id });
  return ended.map((row) => row.id);
}
