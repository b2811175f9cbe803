import { eq } from 'drizzle-orm';
import type { Page, PublicPage } from '@shared/schemas/page';
import type { AppContext } from '../../context';
import { pages } from '../../db/schema';
import { pageNotFound } from '../../errors';
import { pageFor } from './page-dto';

/** Public read: any page by its slug; its owner gets every field, anyone else the public ones. */
export async function getPageBySlug(ctx: AppContext, slug: string, viewerId: string | null): Promise<Page | PublicPage> {
  const [row] = await ctx.db.select().from(pages).where(eq(pages.slug, slug.toLowerCase()));
  if (!row) throw pageNotFound();
  return pageFor(row, viewerId);
}
