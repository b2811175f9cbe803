import { and, eq } from 'drizzle-orm';
import { isBlockComplete } from '@shared/blocks/complete';
import { type GoSuffix, goTargets } from '@shared/go-links';
import type { Database } from '../../db/client';
import { items, pages } from '../../db/schema';
import { itemNotFound } from '../../errors';
import { ownerActive } from '../pages/owner-active';
import { itemInWindow, pagePublic } from '../pages/scheduled';

/**
 * Where /go/{itemId}[/{suffix}] leads: the address the visible block names, never one from the request
 * (no open redirect). A hidden or incomplete block (decision 015), a disabled owner, a block outside its
 * window or on a draft (issue 36) or no such target: 404. A locked block's `lockHash` tells the route
 * to ask for its unlocked link's key (issue 36).
 */
export async function findGoTarget(db: Database, itemId: number, suffix: GoSuffix, now: Date): Promise<{ pageId: number; url: string; lockHash: string | null }> {
  const [row] = await db
    .select({ pageId: items.pageId, type: items.type, content: items.content, linkUrl: items.linkUrl, lockHash: items.lockHash })
    .from(items)
    .innerJoin(pages, eq(items.pageId, pages.id))
    .where(and(eq(items.id, itemId), eq(items.isVisible, true), ownerActive, pagePublic(now), itemInWindow(now)));
  const url = row && isBlockComplete(row.type, row.content) ? goTargets(row)[suffix] : undefined;
  if (!row || !url) throw itemNotFound();
  return { pageId: row.pageId, url, lockHash: row.lockHash };
}
