import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { statsBlockDays, statsDayVisitors, statsDimensionDays, statsDimensionMonths, statsEvents, statsPageDays, statsRollupMarks } from '../../db/schema';
import { findOwnedPage } from '../pages/find-owned-page';
import type { StatsService } from './stats-service';

/**
 * 'Restablecer' (issue 15): the page's statistics, raw and rolled up, are deleted; hits still in
 * this process's buffer are written first so that none comes back after the reset.
 */
export async function resetPageStats(db: Database, stats: StatsService | null, userId: string, pageId: number): Promise<void> {
  await findOwnedPage(db, pageId, userId);
  await stats?.flush();
  await db.transaction(async (tx) => {
    // The mark first: a rollup of this page under way holds its lock, and is waited for.
    await tx.delete(statsRollupMarks).where(eq(statsRollupMarks.pageId, pageId));
    await tx.delete(statsEvents).where(eq(statsEvents.pageId, pageId));
    await tx.delete(statsPageDays).where(eq(statsPageDays.pageId, pageId));
    await tx.delete(statsBlockDays).where(eq(statsBlockDays.pageId, pageId));
    await tx.delete(statsDimensionDays).where(eq(statsDimensionDays.pageId, pageId));
    await tx.delete(statsDimensionMonths).where(eq(statsDimensionMonths.pageId, pageId));
    await tx.delete(statsDayVisitors).where(eq(statsDayVisitors.pageId, pageId));
  });
}

/** One block's clicks (every target of it), raw and rolled up; the page's views stay. */
export async function resetItemStats(db: Database, stats: StatsService | null, userId: string, pageId: number, itemId: number): Promise<void> {
  await findOwnedPage(db, pageId, userId);
  await stats?.flush();
  await db.transaction(async (tx) => {
    await tx.delete(statsEvents).where(and(eq(statsEvents.pageId, pageId), eq(statsEvents.itemId, itemId)));
    await tx.delete(statsBlockDays).where(and(eq(statsBlockDays.pageId, pageId), eq(statsBlockDays.itemId, itemId)));
  });
}
