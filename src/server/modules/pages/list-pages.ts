import { asc, eq } from 'drizzle-orm';
import type { Page } from '@shared/schemas/page';
import type { AppContext } from '../../context';
import { pages } from '../../db/schema';
import { toPageDto } from './page-dto';

/** The caller's pages, oldest first, subpages included. */
export async function listPages(ctx: AppContext, userId: string): Promise<Page[]> {
  const rows = await ctx.db.select().from(pages).where(eq(pages.userId, userId)).orderBy(asc(pages.id));
  return rows.map(toPageDto);
}
