import { and, eq, gt, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { authChallenges } from '../../db/schema';

type Purpose = (typeof authChallenges.$inferInsert)['purpose'];

/**
 * Ceremony state kept in the database, so that the instance that answers the second step need not
 * be the one that answered the first (decision 931). Each is taken once: the delete that reads it
 * is the only way to read it.
 */
export async function keepChallenge(
  db: Executor,
  input: { key: string; purpose: Purpose; userId?: string | null; data?: Record<string, string>; ttlMs: number },
): Promise<void> {
  const now = Date.now();
  // Old ones go on the way (a challenge nobody answered).
  await db.delete(authChallenges).where(lt(authChallenges.expiresAt, new Date(now)));
  await db.insert(authChallenges).values({
    key: input.key,
    purpose: input.purpose,
    userId: input.userId ?? null,
    data: input.data ?? {},
    expiresAt: new Date(now + input.ttlMs),
  });
}

/** Takes (deletes and answers) a live challenge of this purpose; null when unknown, used or expired. */
export async function takeChallenge(db: Executor, key: string, purpose: Purpose) {
  if (key === '' || key.length > 512) return null;
  const [row] = await db
    .delete(authChallenges)
    .where(and(eq(authChallenges.key, key), eq(authChallenges.purpose, purpose), gt(authChallenges.expiresAt, new Date())))
    .returning();
  return row ?? null;
}
