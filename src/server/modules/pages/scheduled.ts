import { and, eq, gt, isNull, lte, or, type SQL } from 'drizzle-orm';
import { items, pages } from '../../db/schema';

/**
 * The public reads' filters of issue 36 (decision 960), as SQL beside `ownerActive`: a page a
 * visitor may see at `now` (published, or a draft whose publish date has come), and a block inside
 * its window. The same rules in TypeScript are `isPagePublic` and `inWindow` (shared/schedule.ts).
 */
export function pagePublic(now: Date): SQL {
  return or(eq(pages.status, 'published'), lte(pages.publishAt, now)) as SQL;
}

export function itemInWindow(now: Date): SQL {
  return and(or(isNull(items.visibleFrom), lte(items.visibleFrom, now)), or(isNull(items.visibleUntil), gt(items.visibleUntil, now))) as SQL;
}
