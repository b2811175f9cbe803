import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type PageRow, pages } from '../../db/schema';
import { pageNotFound } from '../../errors';

/**
 * The caller's page, or 404 as if it did not exist. With `lock`, the row is locked for the rest of
 * the transaction so that writes to the same page's items happen one after another.
 */
export async function findOwnedPage(
  db: Executor,
  pageId: number,
  userId: string,
  options: { lock?: boolean } = {},
): Promise<PageRow> {
  const query = db
    .select()
    .from(pages)
    .where(and(eq(pages.id, pageId), eq(pages.userId, userId)));
  const [page] = options.lock ? await query.for('update') : await query;
  if (!page) throw pageNotFound();
  return page;
}
