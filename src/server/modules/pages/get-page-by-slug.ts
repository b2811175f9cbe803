import type { Page } from '@shared/schemas/page';
import type { AppContext } from '../../context';
import { pageNotFound } from '../../errors';
import { getPageById } from './get-page-by-id';
import { toPageDto } from './page-dto';
import { lookUpSlug } from './page-slugs';

/**
 * Public read: any page by its slug, or by an earlier slug of it (decision 012): then the page
 * itself, whose `slug` is the current one, so a caller can show the current address.
 */
export async function getPageBySlug(ctx: AppContext, slug: string): Promise<Page> {
  const found = await lookUpSlug(ctx.db, slug.toLowerCase());
  if (!found) throw pageNotFound();
  return 'movedTo' in found ? getPageById(ctx, found.pageId) : toPageDto(found.page);
}
