import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  statsBlockDays,
  statsCampaignDays,
  statsDayVisitors,
  statsDimensionDays,
  statsDimensionMonths,
  statsEvents,
  statsGoalDays,
  statsPageDays,
  statsRollupMarks,
} from '../../db/schema';
import { findOwnedPage } from '../pages/find-owned-page';
import type { StatsService } from './stats-service';

/** A page's statistics tables, the mark first: a rollup of the page under way holds its lock, and is waited for. */
const PAGE_TABLES = [statsRollupMarks, statsEvents, statsPageDays, statsBlockDays, statsDimensionDays, statsDimensionMonths, statsDayVisitors, statsGoalDays, statsCampaignDays];

/** 'Restablecer' (issue 15): deletes the page's statistics, after writing the buffered hits so none comes back. */
export async function resetPageStats(db: Database, stats: StatsService | null, userId: string, pageId: number): Promise<void> {
  await findOwnedPage(db, pageId, userId);
  await stats?.flush();
  await db.transaction(async (tx) => {
    for (const table of PAGE_TABLES) await tx.delete(table).where(eq(table.pageId, pageId));
  });
}

/**
 * One block's clicks (every target of it) and goals, raw and rolled up; the page's views stay, and so
 * do the campaigns' rolled-up clicks, which are not kept per block (decision 1003).
 */
export async function resetItemStats(db: Database, stats: StatsService | null, userId: string, pageId: number, itemId: number): Promise<void> {
  await findOwnedPage(db, pageId, userId);
  await stats?.flush();
  await db.transaction(async (tx) => {
    await tx.delete(statsEvents).where(and(eq(statsEvents.pageId, pageId), eq(statsEvents.itemId, itemId)));
    await tx.delete(statsBlockDays).where(and(eq(statsBlockDays.pageId, pageId), eq(statsBlockDays.itemId, itemId)));
    await tx.delete(statsGoalDays).where(and(eq(statsGoalDays.pageId, pageId), eq(statsGoalDays.itemId, itemId)));
  });
}
