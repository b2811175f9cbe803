import { eq } from 'drizzle-orm';
import type { Page, PublicPage } from '@shared/schemas/page';
import type { AppContext } from '../../context';
import { pages } from '../../db/schema';
import { pageNotFound } from '../../errors';
import { pageFor } from './page-dto';

/** Public read: any page by its id; its owner gets every field, anyone else the public ones. */
export async function getPageById(ctx: AppContext, pageId: number, viewerId: string | null): Promise<Page | PublicPage> {
  const [row] = await ctx.db.select().from(pages).where(eq(pages.id, pageId));
  if (!row) throw pageNotFound();
  return pageFor(row, viewerId);
}
