import { and, eq, lt, ne, or, isNull, type SQL } from 'drizzle-orm';
import { isBlockType } from '@shared/blocks';
import type { Item, updateItemSchema } from '@shared/schemas/item';
import type { z } from '@shared/zod';
import type { AppContext } from '../../context';
import { items } from '../../db/schema';
import { AppError, MESSAGES, badRequest } from '../../errors';
import { checkContent } from './content';
import { findOwnedItem } from './find-owned-item';
import { toItemDto } from './item-dto';

type Changes = z.output<typeof updateItemSchema>;

/**
 * Changes any of isSticky, isVisible, content (replaced whole, checked against the type) and linkUrl.
 * A subpage block keeps pointing to its own child page whatever pageId is sent.
 *
 * A numbered save (`saveWriter`, `saveSeq`) is applied only if no later save of the same writer was
 * applied before it (one conditional UPDATE, so two requests cannot both pass the check). A stale
 * save changes nothing and answers the item as stored (decision 505).
 */
export async function updateItem(ctx: AppContext, userId: string, itemId: number, changes: Changes): Promise<Item> {
  const { item } = await findOwnedItem(ctx.db, itemId, userId);
  const set: Partial<typeof items.$inferInsert> = {};
  if (changes.isSticky !== undefined) set.isSticky = changes.isSticky;
  if (changes.isVisible !== undefined) set.isVisible = changes.isVisible;
  if (changes.linkUrl !== undefined) set.linkUrl = changes.linkUrl;
  if (changes.content !== undefined) {
    if (!isBlockType(item.type)) throw badRequest(`Tipo de contenido no válido: ${item.type}`);
    const content = checkContent(item.type, keepSubpageId(item.type, changes.content, item.content));
    set.content = content;
  }
  if (Object.keys(set).length === 0) throw new AppError(400, MESSAGES.nothingToUpdate);

  let fresh: SQL | undefined;
  if (changes.saveWriter !== undefined && changes.saveSeq !== undefined) {
    set.saveWriter = changes.saveWriter;
    set.saveSeq = changes.saveSeq;
    fresh = or(isNull(items.saveWriter), isNull(items.saveSeq), ne(items.saveWriter, changes.saveWriter), lt(items.saveSeq, changes.saveSeq));
  }

  const row = await ctx.changes.transaction(ctx.db, async (tx, announce) => {
    const [updated] = await tx.update(items).set(set).where(and(eq(items.id, itemId), fresh)).returning();
    if (updated) announce({ type: 'pages', ids: [updated.pageId] });
    return updated;
  });
  if (!row) {
    const [stored] = fresh ? await ctx.db.select().from(items).where(eq(items.id, itemId)) : [];
    if (!stored) throw new AppError(404, MESSAGES.itemNotFound);
    return toItemDto(stored); // an older save arrived after a newer one: skipped
  }
  return toItemDto(row);
}

function keepSubpageId(type: string, raw: unknown, stored: Record<string, unknown>): unknown {
  if (type !== 'subpage') return raw;
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return raw;
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return raw;
  return { ...value, pageId: stored.pageId };
}
