import { and, count, eq, like, or } from 'drizzle-orm';
import { LIMITS } from '@shared/constants';
import { slugFromTitle } from '@shared/slug';
import type { Executor } from '../../db/client';
import { type PageRow, pageSlugs, pages } from '../../db/schema';
import { AppError, MESSAGES } from '../../errors';
import { ownerActive } from './owner-active';

/**
 * Gives `slug` to page `pageId` in the slug history (decision 012): a free slug is recorded, one the
 * page itself had is taken back, one that is or was another page's is refused with 409. Race-safe:
 * the history's primary key decides between concurrent claims. Call inside the page's transaction.
 */
export async function claimSlug(db: Executor, pageId: number, slug: string): Promise<void> {
  const [claimed] = await db
    .insert(pageSlugs)
    .values({ slug, pageId })
    .onConflictDoNothing({ target: pageSlugs.slug })
    .returning({ slug: pageSlugs.slug });
  if (claimed) return;
  const [holder] = await db.select({ pageId: pageSlugs.pageId }).from(pageSlugs).where(eq(pageSlugs.slug, slug));
  if (holder?.pageId !== pageId) throw new AppError(409, MESSAGES.slugTaken(slug));
}

/**
 * A rename's checks before the page's slug changes: the current slug stays in the history (it
 * becomes an old address), the new one is claimed, and a page that already had
 * `LIMITS.slugsPerPage` addresses can only take one of them back.
 */
export async function claimNewSlug(db: Executor, page: PageRow, slug: string): Promise<void> {
  await db.insert(pageSlugs).values({ slug: page.slug, pageId: page.id }).onConflictDoNothing({ target: pageSlugs.slug });
  const [own] = await db
    .select({ pageId: pageSlugs.pageId })
    .from(pageSlugs)
    .where(and(eq(pageSlugs.slug, slug), eq(pageSlugs.pageId, page.id)));
  if (own) return;
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(pageSlugs).where(eq(pageSlugs.pageId, page.id));
  if (total >= LIMITS.slugsPerPage) throw new AppError(409, MESSAGES.tooManySlugs(LIMITS.slugsPerPage));
  await claimSlug(db, page.id, slug);
}

/** The lowest of `base`, `base-2`, `base-3`… that no page has or had. */
export async function firstFreeSlug(db: Executor, base: string): Promise<string> {
  const [current, history] = await Promise.all([
    db.select({ slug: pages.slug }).from(pages).where(or(eq(pages.slug, base), like(pages.slug, `${base}-%`))),
    db.select({ slug: pageSlugs.slug }).from(pageSlugs).where(or(eq(pageSlugs.slug, base), like(pageSlugs.slug, `${base}-%`))),
  ]);
  const taken = new Set([...current, ...history].map((row) => row.slug));
  if (!taken.has(base)) return base;
  for (let suffix = 2; ; suffix++) {
    const candidate = `${base}-${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** What a slug names (pages of disabled owners excluded, decision 114): the page whose slug it is now, or the current slug of the page that had it. */
export type SlugLookup = { page: PageRow } | { movedTo: string; pageId: number };

export async function lookUpSlug(db: Executor, slug: string): Promise<SlugLookup | null> {
  const [page] = await db.select().from(pages).where(and(eq(pages.slug, slug), ownerActive));
  if (page) return { page };
  const [moved] = await db
    .select({ slug: pages.slug, pageId: pages.id })
    .from(pageSlugs)
    .innerJoin(pages, eq(pages.id, pageSlugs.pageId))
    .where(and(eq(pageSlugs.slug, slug), ownerActive));
  return moved ? { movedTo: moved.slug, pageId: moved.pageId } : null;
}

/** Whether `slug` is what a page titled `title` was given without the owner's hand: its slug or one with a -N suffix. */
function isGeneratedFrom(slug: string, title: string): boolean {
  const base = slugFromTitle(title).slice(0, LIMITS.slugMax - 6).replace(/-$/, '');
  return slug === base || new RegExp(`^${base}-\\d+$`).test(slug);
}

/**
 * A subpage's slug follows its title while the owner has not chosen one (decision 016): renamed
 * from 'Nueva Subpágina' to 'Mis vídeos', `nueva-subpagina` becomes `mis-videos` and the old
 * address keeps redirecting (decision 012). A slug the owner typed, a top-level page, or a page out
 * of addresses keeps its slug. Answers the new slug, or null. Call inside the page's transaction.
 */
export async function followTitleSlug(db: Executor, page: PageRow, newTitle: string): Promise<string | null> {
  if (page.parentPageId === null || !isGeneratedFrom(page.slug, page.title)) return null;
  const base = slugFromTitle(newTitle).slice(0, LIMITS.slugMax - 6).replace(/-$/, '');
  if (isGeneratedFrom(page.slug, newTitle)) return null;
  const slug = await firstFreeSlug(db, base);
  try {
    await claimNewSlug(db, page, slug);
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
  await db.update(pages).set({ slug }).where(eq(pages.id, page.id));
  return slug;
}
