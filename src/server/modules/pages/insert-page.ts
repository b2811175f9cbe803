import { count, eq, sql } from 'drizzle-orm';
import { slugFromTitle } from '@shared/slug';
import { LIMITS } from '@shared/constants';
import type { Executor } from '../../db/client';
import { type PageRow, pageSlugs, pages } from '../../db/schema';
import { AppError, MESSAGES } from '../../errors';
import { firstFreeSlug } from './page-slugs';

type NewPage = Omit<typeof pages.$inferInsert, 'slug' | 'id'>;

const MAX_ATTEMPTS = 20;

/**
 * Inserts a page and records its slug in the slug history (decision 012). An explicit slug that
 * another page has or had answers 409; a generated one never collides: the base gets the lowest
 * free suffix -2, -3, ... and a concurrent winner makes us try the next. Runs inside the caller's
 * transaction (a refusal throws and rolls it back).
 */
export async function insertPage(
  db: Executor,
  values: NewPage,
  slug: { explicit: string } | { base: string },
  maxPages: number,
): Promise<PageRow> {
  if (values.userId) await checkPageCap(db, values.userId, maxPages);
  if ('explicit' in slug) {
    const row = await insertWithSlug(db, values, slug.explicit);
    if (!row) throw new AppError(409, 'slug_taken', MESSAGES.slugTaken(slug.explicit));
    return row;
  }

  const base = slugFromTitle(slug.base).slice(0, LIMITS.slugMax - 6).replace(/-$/, '');
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const row = await insertWithSlug(db, values, await firstFreeSlug(db, base));
    if (row) return row;
  }
  throw new AppError(409, 'slug_taken', MESSAGES.slugTaken(base));
}

/** The new page with `slug`, or null (and nothing kept) when some page has or had that slug. */
async function insertWithSlug(db: Executor, values: NewPage, slug: string): Promise<PageRow | null> {
  const [row] = await db.insert(pages).values({ ...values, slug }).onConflictDoNothing({ target: pages.slug }).returning();
  if (!row) return null;
  const [claimed] = await db
    .insert(pageSlugs)
    .values({ slug, pageId: row.id })
    .onConflictDoNothing({ target: pageSlugs.slug })
    .returning({ slug: pageSlugs.slug });
  if (claimed) return row;
  // An old address of another page: not this page's to take.
  await db.delete(pages).where(eq(pages.id, row.id));
  return null;
}

/**
 * Refuses a page over the account's cap (decision 801). The advisory lock, held until the
 * caller's transaction ends, makes concurrent creations by one account count one after another.
 */
async function checkPageCap(db: Executor, userId: string, maxPages: number) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${userId}))`);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(pages).where(eq(pages.userId, userId));
  if (total >= maxPages) throw new AppError(409, 'too_many_pages', MESSAGES.tooManyPages(maxPages));
}
