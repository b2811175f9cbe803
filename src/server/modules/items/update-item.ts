import { and, eq, lt, ne, or, isNull, type SQL } from 'drizzle-orm';
import { isBlockType, parseContentValue } from '@shared/blocks';
import { endsBeforeStart } from '@shared/schedule';
import type { Item, updateItemSchema } from '@shared/schemas/item';
import type { z } from '@shared/zod';
import { LIMITS } from '@shared/constants';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { items, pages } from '../../db/schema';
import { AppError, MESSAGES, badRequest } from '../../errors';
import { hashPassword } from '../auth/passwords';
import { followTitleSlug } from '../pages/page-slugs';
import { pageTreeIds } from '../pages/page-tree';
import { checkContent } from './content';
import { findOwnedItem } from './find-owned-item';
import { toItemDto } from './item-dto';
import { checkPageRoom } from './page-room';
import { enqueueWebhookEvent } from '../webhooks/enqueue-webhook-event';

type Changes = z.output<typeof updateItemSchema>;

/**
 * Changes any of isSticky, isVisible, content (replaced whole, checked against the type), linkUrl,
 * the lock's code (`lockCode`, stored hashed), `sensitive` and the block's schedule (`visibleFrom`,
 * `visibleUntil`: an end must come after its start; issue 36).
 * A subpage block keeps pointing to its own child page whatever pageId is sent, and a new title
 * renames that page in the same transaction (decision 013).
 *
 * A numbered save (`saveWriter`, `saveSeq`) is applied only if no later save of the same writer was
 * applied before it (one conditional UPDATE, so two requests cannot both pass the check). A stale
 * save changes nothing and answers the item as stored (decision 505).
 *
 * New content or a new link is measured against the page's caps under the page's lock, so two
 * saves of one page cannot both pass them (decision 850).
 */
export async function updateItem(ctx: AppContext, userId: string, itemId: number, changes: Changes): Promise<Item> {
  const grows = changes.content !== undefined || changes.linkUrl !== undefined;
  // The code is kept as argon2id, hashed before the page's lock is taken (issue 36, decision 965).
  const lockHash = changes.lockCode === undefined ? undefined : changes.lockCode === null ? null : await hashPassword(changes.lockCode);
  const row = await ctx.changes.transaction(ctx.db, async (tx, announce) => {
    const { item } = await findOwnedItem(tx, itemId, userId, { lock: grows });
    const set: Partial<typeof items.$inferInsert> = {};
    if (changes.isSticky !== undefined) set.isSticky = changes.isSticky;
    if (changes.isVisible !== undefined) set.isVisible = changes.isVisible;
    if (changes.linkUrl !== undefined) set.linkUrl = changes.linkUrl;
    if (lockHash !== undefined) set.lockHash = lockHash;
    if (changes.sensitive !== undefined) set.sensitive = changes.sensitive;
    if (changes.visibleFrom !== undefined) set.visibleFrom = changes.visibleFrom;
    if (changes.visibleUntil !== undefined) set.visibleUntil = changes.visibleUntil;
    if (set.visibleFrom !== undefined || set.visibleUntil !== undefined) {
      const from = set.visibleFrom === undefined ? item.visibleFrom : set.visibleFrom;
      const until = set.visibleUntil === undefined ? item.visibleUntil : set.visibleUntil;
      if (endsBeforeStart(from, until)) throw new AppError(400, 'schedule_ends_before_start', MESSAGES.scheduleEndsBeforeStart);
    }
    if (changes.content !== undefined) {
      if (!isBlockType(item.type)) throw badRequest('invalid_block_type', `Tipo de contenido no válido: ${item.type}`);
      set.content = checkContent(item.type, keepSubpageId(item.type, changes.content, item.content));
    }
    if (Object.keys(set).length === 0) throw new AppError(400, 'nothing_to_update', MESSAGES.nothingToUpdate);

    let fresh: SQL | undefined;
    if (changes.saveWriter !== undefined && changes.saveSeq !== undefined) {
      set.saveWriter = changes.saveWriter;
      set.saveSeq = changes.saveSeq;
      fresh = or(isNull(items.saveWriter), isNull(items.saveSeq), ne(items.saveWriter, changes.saveWriter), lt(items.saveSeq, changes.saveSeq));
      const isStale =
        item.saveWriter === changes.saveWriter && item.saveSeq !== null && item.saveSeq >= changes.saveSeq;
      if (isStale) return { row: item, applied: false }; // an older save arrived after a newer one: skipped
    }
    if (grows) {
      await checkPageRoom(tx, item.pageId, {
        replaced: { itemId, content: set.content ?? item.content, linkUrl: set.linkUrl === undefined ? item.linkUrl : set.linkUrl },
      });
    }

    const [updated] = await tx.update(items).set(set).where(and(eq(items.id, itemId), fresh)).returning();
    if (updated) {
      const renamed = updated.type === 'subpage' && set.content ? await renameChildPage(tx, userId, updated.content) : null;
      // A subpage card's code also stands before its page and the pages below (decision 967): their renders go too.
      const child = updated.type === 'subpage' && lockHash !== undefined ? updated.content.pageId : null;
      const guarded = typeof child === 'number' ? await pageTreeIds(tx, child) : [];
      announce({ type: 'pages', ids: [...new Set([updated.pageId, ...(renamed === null ? [] : [renamed]), ...guarded])] });
      await enqueueWebhookEvent(tx, userId, { type: 'item.updated', data: { item: toItemDto(updated) } });
      return { row: updated, applied: true };
    }
    const [stored] = fresh ? await tx.select().from(items).where(eq(items.id, itemId)) : [];
    if (!stored) throw new AppError(404, 'item_not_found', MESSAGES.itemNotFound);
    return { row: stored, applied: false };
  });
  return toItemDto(row.row);
}

/** Gives a subpage block's child page the card's title, when it differs; answers the page renamed. */
async function renameChildPage(tx: Executor, userId: string, content: Record<string, unknown>): Promise<number | null> {
  const title = typeof content.title === 'string' ? content.title.trim().slice(0, LIMITS.titleMax) : '';
  if (typeof content.pageId !== 'number' || title === '') return null;
  const [child] = await tx
    .select()
    .from(pages)
    .where(and(eq(pages.id, content.pageId), eq(pages.userId, userId), ne(pages.title, title)))
    .for('update');
  if (!child) return null;
  // A slug never chosen by the owner follows the new title (decision 016).
  await followTitleSlug(tx, child, title);
  await tx.update(pages).set({ title }).where(eq(pages.id, child.id));
  return child.id;
}

function keepSubpageId(type: string, raw: unknown, stored: Record<string, unknown>): unknown {
  if (type !== 'subpage') return raw;
  // Unreadable or hostile text stays as it came: checkContent refuses it with its reason.
  const parsed = parseContentValue(raw);
  if (!parsed.ok) return raw;
  const value = parsed.value;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return raw;
  return { ...value, pageId: stored.pageId };
}
