import { and, eq } from 'drizzle-orm';
import type { Page, PublicPage } from '@shared/schemas/page';
import { isPagePublic } from '@shared/schedule';
import type { AppContext } from '../../context';
import { pages } from '../../db/schema';
import { pageNotFound } from '../../errors';
import { ownerActive } from './owner-active';
import { pageFor } from './page-dto';

/**
 * Public read: any page by its id (not a disabled owner's, decision 114); its owner gets every
 * field, anyone else the public ones.
 */
export async function getPageById(ctx: AppContext, pageId: number, viewerId: string | null): Promise<Page | PublicPage> {
  const [row] = await ctx.db.select().from(pages).where(and(eq(pages.id, pageId), ownerActive));
  // A draft (issue 36) is its owner's alone until its publish date.
  if (!row || (row.userId !== viewerId && !isPagePublic(row, ctx.now()))) throw pageNotFound();
  return pageFor(row, viewerId);
}
