import { and, eq } from 'drizzle-orm';
import { isBlockComplete } from '@shared/blocks/complete';
import { parseContentValue } from '@shared/content-value';
import { buildVCard, vcardFileName } from '@shared/vcard';
import type { AppContext } from '../../context';
import { items, pages } from '../../db/schema';
import { ownerActive } from '../pages/owner-active';
import { itemInWindow, pagePublic } from '../pages/scheduled';
import { itemNotFound } from '../../errors';
import { checkUnlockToken } from './page-access';

/** The vCard 3.0 of a visible contact card, for anyone (a locked one with its key); anything else is 404. */
export async function getContactVCard(ctx: AppContext, itemId: number, access: { key: unknown; nowMs: number }): Promise<{ fileName: string; body: string; pageId: number }> {
  const [row] = await ctx.db
    .select({ content: items.content, lockHash: items.lockHash, pageId: items.pageId })
    .from(items)
    .innerJoin(pages, eq(pages.id, items.pageId))
    .where(and(eq(items.id, itemId), eq(items.type, 'contactCard'), eq(items.isVisible, true), ownerActive, pagePublic(ctx.now()), itemInWindow(ctx.now())));
  if (!row || !isBlockComplete('contactCard', row.content)) throw itemNotFound();
  // A locked card's details are given only with the key its right code gave (issue 36).
  if (row.lockHash !== null && !checkUnlockToken(row.lockHash, itemId, access.key, access.nowMs)) throw itemNotFound();
  const parsed = parseContentValue(row.content);
  const content = parsed.ok && typeof parsed.value === 'object' && parsed.value !== null ? (parsed.value as Record<string, unknown>) : {};
  return { fileName: vcardFileName(content.name), body: buildVCard(content), pageId: row.pageId };
}
