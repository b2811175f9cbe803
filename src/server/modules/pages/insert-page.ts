import { count, eq, like, or, sql } from 'drizzle-orm';
import { slugFromTitle } from '@shared/slug';
import { LIMITS } from '@shared/constants';
import type { Executor } from '../../db/client';
import { type PageRow, pages } from '../../db/schema';
import { AppError, MESSAGES } from '../../errors';

type NewPage = Omit<typeof pages.$inferInsert, 'slug' | 'id'>;

const MAX_ATTEMPTS = 20;

/**
 * Inserts a page. An explicit slug that is taken answers 409; a generated one never collides:
 * the base gets the lowest free suffix -2, -3, ... and a concurrent winner makes us try the next.
 */
export async function insertPage(
  db: Executor,
  values: NewPage,
  slug: { explicit: string } | { base: string },
  maxPages: number,
): Promise<PageRow> {
  if (values.userId) await checkPageCap(db, values.userId, maxPages);
  if ('explicit' in slug) {
    const [row] = await db
      .insert(pages)
      .values({ ...values, slug: slug.explicit })
      .onConflictDoNothing({ target: pages.slug })
      .returning();
    if (!row) throw new AppError(409, MESSAGES.slugTaken(slug.explicit));
    return row;
  }

  const base = slugFromTitle(slug.base).slice(0, LIMITS.slugMax - 6).replace(/-$/, '');
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const candidate = await firstFreeSlug(db, base);
    const [row] = await db
      .insert(pages)
      .values({ ...values, slug: candidate })
      .onConflictDoNothing({ target: pages.slug })
      .returning();
    if (row) return row;
  }
  throw new AppError(409, MESSAGES.slugTaken(base));
}

/**
 * Refuses a page over the account's cap (decision 801). The advisory lock, held until the
 * caller's transaction ends, makes concurrent creations by one account count one after another.
 */
async function checkPageCap(db: Executor, userId: string, maxPages: number) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${userId}))`);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(pages).where(eq(pages.userId, userId));
  if (total >= maxPages) throw new AppError(409, MESSAGES.tooManyPages(maxPages));
}

async function firstFreeSlug(db: Executor, base: string): Promise<string> {
  const rows = await db
    .select({ slug: pages.slug })
    .from(pages)
    .where(or(eq(pages.slug, base), like(pages.slug, `${base}-%`)));
  const taken = new Set(rows.map((row) => row.slug));
  if (!taken.has(base)) return base;
  for (let suffix = 2; ; suffix++) {
    const candidate = `${base}-${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}
