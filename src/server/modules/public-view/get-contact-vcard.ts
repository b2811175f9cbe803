import { and, eq } from 'drizzle-orm';
import { parseContentValue } from '@shared/content-value';
import { buildVCard, vcardFileName } from '@shared/vcard';
import type { AppContext } from '../../context';
import { items } from '../../db/schema';
import { itemNotFound } from '../../errors';

/** The vCard 3.0 of a visible contact card, for anyone; anything else is 404. */
export async function getContactVCard(ctx: AppContext, itemId: number): Promise<{ fileName: string; body: string }> {
  const [row] = await ctx.db
    .select({ content: items.content })
    .from(items)
    .where(and(eq(items.id, itemId), eq(items.type, 'contactCard'), eq(items.isVisible, true)));
  if (!row) throw itemNotFound();
  const parsed = parseContentValue(row.content);
  const content = parsed.ok && typeof parsed.value === 'object' && parsed.value !== null ? (parsed.value as Record<string, unknown>) : {};
  return { fileName: vcardFileName(content.name), body: buildVCard(content) };
}
