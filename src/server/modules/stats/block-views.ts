import { sql } from 'drizzle-orm';
import { goTargets } from '@shared/go-links';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/rows';

/** A block of the page now, its days in the owner's zone: created, and its schedule's window (decision 960). */
export interface PageBlock {
  id: number;
  created: string;
  from: string | null;
  until: string | null;
  visible: boolean;
  clickable: boolean;
}

type BlockRow = Omit<PageBlock, 'clickable'> & { type: string; content: unknown; link_url: string | null };

/** The page's blocks with the local days that say when each was on the page (decision 1000). */
export async function pageBlocks(tx: Executor, pageId: number, zone: string): Promise<PageBlock[]> {
  const rows = await queryRows<BlockRow>(
    tx,
    sql`select id, type, content, link_url, is_visible as visible,
               (created_at at time zone ${zone})::date::text as created,
               (visible_from at time zone ${zone})::date::text as "from",
               (visible_until at time zone ${zone})::date::text as until
        from items where page_id = ${pageId}`,
  );
  return rows.map(({ type, content, link_url: linkUrl, ...block }) => ({
    ...block,
    clickable: Object.keys(goTargets({ type, content, linkUrl })).length > 0,
  }));
}

/**
 * Decision 1000: a block was on the page on a day from its creation day, inside its schedule's
 * window, and on any day it was clicked (a click proves it). `clicks` is its clicks per day.
 */
export function shownOn(block: PageBlock, day: string, clicks: number): boolean {
  if (clicks > 0) return true;
  return block.created <= day && (block.from === null || block.from <= day) && (block.until === null || day <= block.until);
}
