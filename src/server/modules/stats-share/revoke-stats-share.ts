import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { statsShares } from '../../db/schema';
import { findOwnedPage } from '../pages/find-owned-page';

/** DELETE /api/pages/{id}/stats/share: the page's address stops working at once, on every instance. */
export async function revokeStatsShare(db: Database, userId: string, pageId: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await findOwnedPage(tx, pageId, userId, { lock: true });
    await tx
      .update(statsShares)
      .set({ revokedAt: now })
      .where(and(eq(statsShares.pageId, pageId), isNull(statsShares.revokedAt)));
  });
}
