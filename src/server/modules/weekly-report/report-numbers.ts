import { asc, eq, inArray } from 'drizzle-orm';
import { blockLabel } from '@shared/blocks';
import { addDays } from '@shared/days';
import { STATS_OTHER, type StatsResponse } from '@shared/schemas/stats';
import type { Database } from '../../db/client';
import { items, pages } from '../../db/schema';
import { getPageStats } from '../stats/get-page-stats';

/** A mail covers at most this many pages (the first by creation); more would be a wall of numbers. */
const REPORT_MAX_PAGES = 50;
const TOP = 3;

export interface Figure {
  value: number;
  previous: number;
}

export interface PageReport {
  title: string;
  slug: string;
  views: Figure;
  visitors: Figure;
  clicks: Figure;
  /** Up to 3 blocks by clicks in the week (blocks with clicks only). */
  blocks: { title: string; clicks: number }[];
  /** Up to 3 sources by views in the week ('Otros' left out). */
  sources: { name: string; views: number }[];
}

export interface AccountReport {
  /** The 7 complete local days before the Monday the mail is due: [from, to]. */
  from: string;
  to: string;
  timeZone: string;
  pages: PageReport[];
}

/** The week before `monday` (a local date), as the stats read takes it; the read adds the week before that. */
function reportWeek(monday: string) {
  return { from: addDays(monday, -7), to: addDays(monday, -1) };
}

/** A block's name as the owner wrote it (its title, text, name or file), else its type's label. */
function blockTitle(type: string, content: unknown): string {
  const record = content && typeof content === 'object' ? (content as Record<string, unknown>) : {};
  for (const key of ['title', 'text', 'name', 'filename']) {
    const value = record[key];
    if (typeof value === 'string' && value.trim()) return value.trim().slice(0, 80);
  }
  return blockLabel(type);
}

async function topBlocks(db: Database, stats: StatsResponse) {
  const top = stats.blocks.filter((block) => block.clicks > 0).slice(0, TOP);
  if (top.length === 0) return [];
  const rows = await db
    .select({ id: items.id, type: items.type, content: items.content })
    .from(items)
    .where(inArray(items.id, top.map((block) => block.itemId)));
  const titles = new Map(rows.map((row) => [row.id, blockTitle(row.type, row.content)]));
  return top.map((block) => ({ title: titles.get(block.itemId) ?? 'Bloque eliminado', clicks: block.clicks }));
}

/**
 * The numbers of one account's weekly mail, read through the statistics' own read (getPageStats)
 * for the last 7 complete local days and the 7 before them.
 */
export async function accountReport(db: Database, userId: string, monday: string, timeZone: string): Promise<AccountReport> {
  const week = reportWeek(monday);
  const owned = await db
    .select({ id: pages.id, title: pages.title, slug: pages.slug })
    .from(pages)
    .where(eq(pages.userId, userId))
    .orderBy(asc(pages.id))
    .limit(REPORT_MAX_PAGES);
  const reports: PageReport[] = [];
  for (const page of owned) {
    // The answer carries the 7 days before as `previous` (the same read, in one snapshot).
    const current = await getPageStats(db, userId, page.id, week, null);
    const figure = (key: 'views' | 'visitors' | 'clicks') => ({ value: current.totals[key], previous: current.previous.totals[key] });
    reports.push({
      title: page.title,
      slug: page.slug,
      views: figure('views'),
      visitors: figure('visitors'),
      clicks: figure('clicks'),
      blocks: await topBlocks(db, current),
      sources: current.sources.filter((source) => source.name !== STATS_OTHER && source.views > 0).slice(0, TOP),
    });
  }
  return { ...week, timeZone, pages: reports };
}
