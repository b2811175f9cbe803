import { and, asc, eq, like, ne, notInArray, or, sql } from 'drizzle-orm';
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
async function claimSlug(db: Executor, pageId: number, slug: string): Promise<void> {
  const [claimed] = await db
    .insert(pageSlugs)
    .values({ slug, pageId })
    .onConflictDoNothing({ target: pageSlugs.slug })
    .returning({ slug: pageSlugs.slug });
  if (claimed) return;
  const [holder] = await db.select({ pageId: pageSlugs.pageId }).from(pageSlugs).where(eq(pageSlugs.slug, slug));
  if (holder?.pageId !== pageId) throw new AppError(409, 'slug_taken', MESSAGES.slugTaken(slug));
}

/**
 * A rename's slug change (decision 863): the current slug becomes an old address (left now), the
 * new one is claimed (a free one or one the page had; 409 if it is or was another page's), and
 * only the page's `LIMITS.oldSlugsPerPage` most recently left old slugs are kept: older ones are
 * dropped and free for anyone again. A rename is never refused for having had many addresses.
 */
export async function claimNewSlug(db: Executor, page: PageRow, slug: string): Promise<void> {
  await db
    .insert(pageSlugs)
    .values({ slug: page.slug, pageId: page.id, leftAt: sql`now()` })
    .onConflictDoUpdate({ target: pageSlugs.slug, set: { leftAt: sql`now()` }, setWhere: eq(pageSlugs.pageId, page.id) });
  await claimSlug(db, page.id, slug);
  await dropOldestSlugs(db, page.id, slug);
}

/** Deletes the page's old slugs (all but `current`) past the newest `LIMITS.oldSlugsPerPage`. */
async function dropOldestSlugs(db: Executor, pageId: number, current: string): Promise<void> {
  const oldSlugs = and(eq(pageSlugs.pageId, pageId), ne(pageSlugs.slug, current));
  const kept = db
    .select({ slug: pageSlugs.slug })
    .from(pageSlugs)
    .where(oldSlugs)
    .orderBy(sql`${pageSlugs.leftAt} desc nulls last`, asc(pageSlugs.slug))
    .limit(LIMITS.oldSlugsPerPage);
  await db.delete(pageSlugs).where(and(oldSlugs, notInArray(pageSlugs.slug, kept)));
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
