import { and, eq, isNull } from 'drizzle-orm';
import type { StatsShareStatus } from '@shared/schemas/stats-share';
import type { Executor } from '../../db/client';
import { type StatsShareRow, statsShares } from '../../db/schema';
import { findOwnedPage } from '../pages/find-owned-page';

export const toShareDto = (row: StatsShareRow) => ({ createdAt: row.createdAt.toISOString(), hasPassword: row.passwordHash !== null });

/** GET /api/pages/{id}/stats/share: the page's live address (never its token), or null. */
export async function getStatsShare(db: Executor, userId: string, pageId: number): Promise<StatsShareStatus> {
  await findOwnedPage(db, pageId, userId);
  const [row] = await db
    .select()
    .from(statsShares)
    .where(and(eq(statsShares.pageId, pageId), isNull(statsShares.revokedAt)));
  return { share: row ? toShareDto(row) : null };
}
