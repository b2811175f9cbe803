import { and, eq } from 'drizzle-orm';
import { iconsFor } from '@shared/brand-icons';
import { parseContentValue } from '@shared/content-value';
import { goTargets } from '@shared/go-links';
import type { PublicRoute, PublicViewData } from '@shared/public-view';
import { idParam } from '@shared/schemas/api';
import { SLUG_PATTERN } from '@shared/slug';
import type { AppContext } from '../../context';
import { type PageRow, pages } from '../../db/schema';
import { AppError } from '../../errors';
import { listItems } from '../items/list-items';
import { ownerActive } from '../pages/owner-active';
import { toPublicPageDto } from '../pages/page-dto';
import { lookUpSlug } from '../pages/page-slugs';
import { accountZone } from '../stats/time-zone';
import { type PageGuard, pageGuardOf } from './page-access';

export interface PublicLookup {
  route: PublicRoute;
  /** The slug for 'slug', the page id for 'id' and 'preview', as found in the path. */
  key: string;
}

function isNotFound(error: unknown): boolean {
  return error instanceof AppError && error.statusCode === 404;
}

/** An earlier slug of a page: where it leads now (decision 012). */
export interface MovedPage {
  pageId: number;
  movedTo: string;
}

export interface LoadedView {
  view: PublicViewData;
  ownerId: string | null;
  /** What stands before the page (issue 36): checked by the route on every request, cached or not. */
  guard: PageGuard | null;
}

/**
 * What a visitor of a public path sees: the page, its visible items in order and its parent's slug
 * for 'Volver', with the page's owner (for the cache, never sent); for an earlier slug of a page, its
 * current slug; null when there is no such page.
 */
export async function loadPublicView(
  ctx: AppContext,
  lookup: PublicLookup,
  /** The request's time: 'Horario' blocks show whether the place is open now, in the owner's zone. */
  now: number = Date.now(),
): Promise<LoadedView | MovedPage | null> {
  try {
    let row: PageRow;
    if (lookup.route === 'slug') {
      if (!SLUG_PATTERN.test(lookup.key) || lookup.key.length > 100) return null;
      const found = await lookUpSlug(ctx.db, lookup.key);
      if (!found) return null;
      if ('movedTo' in found) return found;
      row = found.page;
    } else {
      const id = idParam.safeParse(lookup.key);
      if (!id.success) return null;
      const [byId] = await ctx.db.select().from(pages).where(and(eq(pages.id, id.data), ownerActive));
      if (!byId) return null;
      row = byId;
    }
    const page = toPublicPageDto(row);
    const [items, parentSlug, guard] = await Promise.all([
      listItems(ctx, page.id, null, { passwordChecked: true }),
      page.parentPageId === null ? null : parentSlugOf(ctx, page.parentPageId),
      pageGuardOf(ctx.db, row),
    ]);
    const visible = items
      .filter((item) => item.isVisible)
      .map(({ id, type, order, content, linkUrl, isSticky, isVisible, locked, sensitive }) => ({ id, type, order, content, linkUrl, isSticky, isVisible, locked, sensitive }));
    // The marks of the links' sites and of the 'Música y video' facades' providers.
    const marked = visible.map((item) => (item.type === 'link' ? linkOf(item.content) : item.type === 'media' ? (goTargets(item)[''] ?? null) : null));
    const icons = iconsFor(marked, page.socialLinks);
    const clock = visible.some((item) => item.type === 'hours') ? { now, timeZone: row.userId ? await accountZone(ctx.db, row.userId) : 'UTC' } : undefined;
    return { view: { route: lookup.route, page, items: visible, parentSlug, icons, ...(clock ? { clock } : {}) }, ownerId: row.userId, guard };
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

async function parentSlugOf(ctx: AppContext, parentId: number): Promise<string | null> {
  const [row] = await ctx.db.select({ slug: pages.slug }).from(pages).where(eq(pages.id, parentId));
  return row?.slug ?? null;
}

/** A link block's address, from content stored as an object or a JSON string. */
function linkOf(content: unknown): string | null {
  const parsed = parseContentValue(content);
  const url = parsed.ok && parsed.value && typeof parsed.value === 'object' ? (parsed.value as { url?: unknown }).url : null;
  return typeof url === 'string' ? url : null;
}
