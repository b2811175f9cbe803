import { and, eq } from 'drizzle-orm';
import { parseContentValue } from '@shared/blocks';
import { LIMITS } from '@shared/constants';
import type { Item, createItemSchema } from '@shared/schemas/item';
import type { z } from '@shared/zod';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { pages } from '../../db/schema';
import { hashPassword } from '../auth/passwords';
import { findOwnedPage } from '../pages/find-owned-page';
import { copyPageTree, inTransaction } from '../pages/duplicate-page';
import { inheritedLook } from '../pages/inherited-look';
import { insertPage } from '../pages/insert-page';
import { isSelfOrAncestor } from '../pages/page-tree';
import { AppError, MESSAGES } from '../../errors';
import { checkContent } from './content';
import { checkItemCap, insertItemAt } from './insert-at';
import { checkPageRoom } from './page-room';
import { toItemDto } from './item-dto';
import { enqueueWebhookEvent } from '../webhooks/enqueue-webhook-event';

type Input = z.output<typeof createItemSchema>;

/**
 * Adds a block to the caller's page at `order` (the end when absent). A subpage block creates its
 * child page: a copy of the page it names when that page is the caller's (paste), otherwise a new
 * empty page titled after the block; the block then points to it.
 */
export async function createItem(ctx: AppContext, userId: string, pageId: number, input: Input): Promise<Item> {
  const lockHash = input.lockCode ? await hashPassword(input.lockCode) : null;
  const created = await ctx.changes.transaction(ctx.db, async (tx, announce) => {
    await findOwnedPage(tx, pageId, userId, { lock: true });
    announce({ type: 'pages', ids: [pageId] });
    await checkItemCap(tx, pageId, ctx.limits.itemsPerPage);
    const content =
      input.type === 'subpage'
        ? await createChildPage(tx, userId, pageId, input.content, ctx.limits.pagesPerUser)
        : checkContent(input.type, input.content);
    await checkPageRoom(tx, pageId, { added: { content, linkUrl: input.linkUrl } });
    const inserted = await insertItemAt(tx, pageId, input.order, {
      type: input.type,
      content,
      linkUrl: input.linkUrl,
      isSticky: input.isSticky ?? false,
      isVisible: input.isVisible ?? true,
      lockHash,
      sensitive: input.sensitive ?? null,
    });
    await enqueueWebhookEvent(tx, userId, { type: 'item.created', data: { item: toItemDto(inserted) } });
    return inserted;
  });
  return toItemDto(created);
}

async function createChildPage(
  tx: Executor,
  userId: string,
  parentId: number,
  raw: unknown,
  maxPages: number,
): Promise<Record<string, unknown>> {
  const parsed = parseContentValue(raw);
  if (!parsed.ok || !isRecord(parsed.value)) return checkContent('subpage', raw);
  const value = parsed.value;
  // Validate everything but pageId first, which only the server knows.
  const draft = checkContent('subpage', { ...value, pageId: 1 });
  const title = String(draft.title);

  const sourceId = typeof value.pageId === 'number' && value.pageId > 0 ? value.pageId : null;
  const [source] = sourceId
    ? await tx.select().from(pages).where(and(eq(pages.id, sourceId), eq(pages.userId, userId)))
    : [];
  // Pasting a subpage block into its own page or into a page below it would copy it into itself.
  if (source && (await isSelfOrAncestor(tx, source.id, parentId))) throw new AppError(409, 'subpage_cycle', MESSAGES.subpageCycle);
  // The child page takes the card's title (decision 013), a pasted copy included.
  // A new one takes its parent's look (decision 016) and a slug from its title.
  const [parent] = source ? [] : await tx.select().from(pages).where(eq(pages.id, parentId));
  const child = source
    ? await copyPageTree(inTransaction(tx), source, { title: pageTitleOf(title), parentPageId: parentId, slugBase: source.slug }, maxPages)
    : await insertPage(tx, { userId, title: pageTitleOf(title), parentPageId: parentId, ...(parent ? inheritedLook(parent) : {}) }, { base: title }, maxPages);
  return { ...draft, pageId: child.id };
}

/** A card title as a page title (trimmed, at most the page title's length). */
function pageTitleOf(title: string): string {
  return title.trim().slice(0, LIMITS.titleMax) || title;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
