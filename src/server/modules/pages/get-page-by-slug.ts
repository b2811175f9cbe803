import type { Page, PublicPage } from '@shared/schemas/page';
import type { AppContext } from '../../context';
import { pageNotFound } from '../../errors';
import { getPageById } from './get-page-by-id';
import { lookUpSlug } from './page-slugs';

/**
 * Public read: any page by its slug, or by an earlier slug of it (decision 012): then the page
 * itself, whose `slug` is the current one, so a caller can show the current address. Not a
 * disabled owner's (decision 114). Its owner gets every field, anyone else the public ones.
 */
export async function getPageBySlug(ctx: AppContext, slug: string, viewerId: string | null): Promise<Page | PublicPage> {
  const found = await lookUpSlug(ctx.db, slug.toLowerCase());
  if (!found) throw pageNotFound();
  return getPageById(ctx, 'movedTo' in found ? found.pageId : found.page.id, viewerId);
}
