import { and, eq } from 'drizzle-orm';
import type { Page } from '@shared/schemas/page';
import type { AppContext } from '../../context';
import { pages } from '../../db/schema';
import { pageNotFound } from '../../errors';
import { ownerActive } from './owner-active';
import { toPageDto } from './page-dto';

/** Public read: any page by its id (not a disabled owner's). */
export async function getPageById(ctx: AppContext, pageId: number): Promise<Page> {
  const [row] = await ctx.db.select().from(pages).where(and(eq(pages.id, pageId), ownerActive));
  if (!row) throw pageNotFound();
  return toPageDto(row);
}
