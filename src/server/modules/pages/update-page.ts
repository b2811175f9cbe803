import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Page, UpdatePageChanges } from '@shared/schemas/page';
import { endsBeforeStart } from '@shared/schedule';
import { themeChoice } from '@shared/themes';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { items, pages } from '../../db/schema';
import { AppError, MESSAGES } from '../../errors';
import { findOwnedPage } from './find-owned-page';
import { claimNewSlug, followTitleSlug } from './page-slugs';
import { hashPassword } from '../auth/passwords';
import { toPageDto } from './page-dto';
import { enqueueWebhookEvent } from '../webhooks/enqueue-webhook-event';
import { pageTreeIds } from './page-tree';

const UNIQUE_VIOLATION = '23505';

/**
 * Changes a page's fields, in one transaction with what follows from them: a new slug is claimed
 * in the slug history and the old one keeps redirecting (decision 012); a new title renames the
 * subpage cards that lead to the page (decision 013). Every touched page is reported.
 */
export async function updatePage(
  ctx: AppContext,
  userId: string,
  pageId: number,
  changes: UpdatePageChanges,
): Promise<Page> {
  if (Object.keys(changes).length === 0) throw new AppError(400, 'nothing_to_update', MESSAGES.nothingToUpdate);
  const { password, ...rest } = withThemeLook(changes);
  changes = rest;
  // The password is kept as argon2id, hashed before the page's lock is taken (issue 36, decision 965).
  const set: Partial<typeof pages.$inferInsert> = { ...rest };
  if (password !== undefined) set.passwordHash = password === null ? null : await hashPassword(password);
  try {
    const row = await ctx.changes.transaction(ctx.db, async (tx, announce) => {
      const page = await findOwnedPage(tx, pageId, userId, { lock: true });
      if (changes.redirect) await checkRedirect(tx, pageId, changes.redirect);
      if (changes.slug !== undefined && changes.slug !== page.slug) await claimNewSlug(tx, page, changes.slug);
      // A subpage's slug never chosen by the owner follows its new title (decision 016).
      else if (changes.slug === undefined && changes.title !== undefined && changes.title !== page.title) await followTitleSlug(tx, page, changes.title);
      const [updated] = await tx.update(pages).set(set).where(eq(pages.id, pageId)).returning();
      if (!updated) throw new AppError(404, 'page_not_found', MESSAGES.pageNotFound);
      const cards = changes.title !== undefined && updated.title !== page.title ? await renameCardsOf(tx, userId, updated) : [];
      // Subpages without a password of their own follow this one: their renders go too, on every instance.
      const below = password !== undefined ? await pageTreeIds(tx, updated.id) : [];
      // A subpage drafted or published: its card on the parent's page comes or goes (issue 36).
      const parent = (changes.status !== undefined || changes.publishAt !== undefined) && updated.parentPageId !== null ? [updated.parentPageId] : [];
      announce({ type: 'pages', ids: [...new Set([updated.id, ...cards, ...below, ...parent])] });
      await enqueueWebhookEvent(tx, userId, { type: 'page.updated', data: { page: toPageDto(updated) } });
      return updated;
    });
    return toPageDto(row);
  } catch (error) {
    if (changes.slug && isUniqueViolation(error)) {
      throw new AppError(409, 'slug_taken', MESSAGES.slugTaken(changes.slug));
    }
    throw error;
  }
}

/**
 * The one rule for a theme on every path (decision 014): a request that sets a designed theme takes
 * the theme's look (its base colour, its buttons) in every appearance field the same request does not
 * set itself. What the request sets is the owner's later choice and stays. 'Personalizado' changes
 * nothing but the theme.
 */
function withThemeLook(changes: UpdatePageChanges): UpdatePageChanges {
  if (changes.theme === undefined) return changes;
  return { ...themeChoice(changes.theme), ...changes };
}

/**
 * A redirect (issue 36, decision 962) leads to a link block of the page itself, through its counted
 * /go link, and its end comes after its start.
 */
async function checkRedirect(tx: Executor, pageId: number, redirect: NonNullable<UpdatePageChanges['redirect']>): Promise<void> {
  if (endsBeforeStart(redirect.from, redirect.until)) throw new AppError(400, 'schedule_ends_before_start', MESSAGES.scheduleEndsBeforeStart);
  const [target] = await tx
    .select({ id: items.id })
    .from(items)
    .where(and(eq(items.id, redirect.itemId), eq(items.pageId, pageId), eq(items.type, 'link')));
  if (!target) throw new AppError(400, 'redirect_not_a_link', MESSAGES.redirectNotALink);
}

/**
 * Gives the subpage blocks that lead to `page` (on the owner's pages) its title; answers the pages
 * those blocks are on.
 */
async function renameCardsOf(tx: Executor, userId: string, page: { id: number; title: string }): Promise<number[]> {
  const ownPages = tx.select({ id: pages.id }).from(pages).where(eq(pages.userId, userId));
  const renamed = await tx
    .update(items)
    .set({ content: sql`jsonb_set(${items.content}, '{title}', to_jsonb(${page.title}::text))` })
    .where(
      and(
        eq(items.type, 'subpage'),
        sql`${items.content}->>'pageId' = ${String(page.id)}`,
        ne(sql`coalesce(${items.content}->>'title', '')`, page.title),
        inArray(items.pageId, ownPages),
      ),
    )
    .returning({ pageId: items.pageId });
  return [...new Set(renamed.map((item) => item.pageId))];
}

function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
}
