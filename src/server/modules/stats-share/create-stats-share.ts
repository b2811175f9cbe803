import { and, eq, isNull } from 'drizzle-orm';
import { type CreatedStatsShare, type NewStatsShare, sharedStatsPath } from '@shared/schemas/stats-share';
import type { Database } from '../../db/client';
import { statsShares } from '../../db/schema';
import { hashPassword } from '../auth/passwords';
import { findOwnedPage } from '../pages/find-owned-page';
import { hashShareToken, newShareToken } from './share-token';
import { toShareDto } from './stats-share-status';

/**
 * POST /api/pages/{id}/stats/share: a new secret address for the page's statistics, answered once
 * with its token. The page's earlier address, if any, is revoked in the same transaction, under the
 * page row's lock, so a page has one live address at a time.
 */
export async function createStatsShare(db: Database, userId: string, pageId: number, input: NewStatsShare, now: Date): Promise<CreatedStatsShare> {
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  const token = newShareToken();
  const row = await db.transaction(async (tx) => {
    await findOwnedPage(tx, pageId, userId, { lock: true });
    await tx
      .update(statsShares)
      .set({ revokedAt: now })
      .where(and(eq(statsShares.pageId, pageId), isNull(statsShares.revokedAt)));
    const [created] = await tx.insert(statsShares).values({ pageId, tokenHash: hashShareToken(token), passwordHash, createdAt: now }).returning();
    return created!;
  });
  return { share: toShareDto(row), token, path: sharedStatsPath(token) };
}
