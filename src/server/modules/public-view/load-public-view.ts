import { and, eq, isNotNull, or } from 'drizzle-orm';
import { iconsFor } from '@shared/brand-icons';
import { parseContentValue } from '@shared/content-value';
import { goTargets } from '@shared/go-links';
import type { PublicRoute, PublicViewData } from '@shared/public-view';
import { inWindow, isPagePublic, nextChange } from '@shared/schedule';
import { idParam } from '@shared/schemas/api';
import { SLUG_PATTERN } from '@shared/slug';
import type { AppContext } from '../../context';
import { type PageRow, items, pages } from '../../db/schema';
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

/** A page to render, `pageId` being its id. */
export interface LoadedView {
  pageId: number;
  view: PublicViewData;
  ownerId: string | null;
  /** What stands before the page (issue 36): checked by the route on every request, cached or not. */
  guard: PageGuard | null;
  until: Date | null;
}

/** A page in its redirect window (issue 36, decision 962): where it leads, the link block's /go. */
export interface RedirectedPage {
  pageId: number;
  redirectTo: string;
}

/** An earlier slug of a page: where it leads now (decision 012). */
export interface MovedPage {
  pageId: number;
  movedTo: string;
}

/**
 * What a visitor of a public path sees at `ctx.now()`: the page, its visible items in order and its
 * parent's slug for 'Volver', with the page's owner (for the cache, never sent) and when what it
 * shows changes next (`until`: a block's start or end, the publish date, a redirect's edge; issue
 * 36); for an earlier slug of a page, its current slug; in a redirect window, the link's /go; null
 * when there is no such page or it is a draft.
 */
export async function loadPublicView(
  ctx: AppContext,
  lookup: PublicLookup,
): Promise<LoadedView | MovedPage | RedirectedPage | null> {
  const now = ctx.now();
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
    if (!isPagePublic(row, now)) return null;
    const page = toPublicPageDto(row);
    const [items, parentSlug, guard, edges] = await Promise.all([
      listItems(ctx, page.id, null, { passwordChecked: true }),
      page.parentPageId === null ? null : parentSlugOf(ctx, page.parentPageId),
      pageGuardOf(ctx.db, row),
      scheduleEdges(ctx, page.id),
    ]);
    const redirect = row.redirect;
    if (redirect && lookup.route !== 'preview' && inWindow(redirect.from, redirect.until, now) && items.some((item) => item.id === redirect.itemId && item.type === 'link')) {
      return { pageId: row.id, redirectTo: `/go/${redirect.itemId}` };
    }
    const until = nextChange([...edges, row.publishAt, redirect?.from, redirect?.until], now);
    const visible = items
      .filter((item) => item.isVisible)
      .map(({ id, type, order, content, linkUrl, isSticky, isVisible, locked, sensitive }) => ({ id, type, order, content, linkUrl, isSticky, isVisible, locked, sensitive }));
    // The marks of the links' sites and of the facades' providers ('Música y video', YouTube).
    const marked = visible.map((item) => (item.type === 'link' ? linkOf(item.content) : item.type === 'media' || item.type === 'youtube' ? (goTargets(item)[''] ?? null) : null));
    const icons = iconsFor(marked, page.socialLinks);
    const clock = visible.some((item) => item.type === 'hours') ? { now: now.getTime(), timeZone: row.userId ? await accountZone(ctx.db, row.userId) : 'UTC' } : undefined;
    return { pageId: page.id, view: { route: lookup.route, page, items: visible, parentSlug, icons, ...(clock ? { clock } : {}) }, ownerId: row.userId, guard, until };
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/** Every start and end of the page's blocks (past ones too: `nextChange` keeps the next). */
async function scheduleEdges(ctx: AppContext, pageId: number): Promise<(Date | null)[]> {
  const [rows, children] = await Promise.all([
    ctx.db
      .select({ from: items.visibleFrom, until: items.visibleUntil })
      .from(items)
      .where(and(eq(items.pageId, pageId), eq(items.isVisible, true), or(isNotNull(items.visibleFrom), isNotNull(items.visibleUntil)))),
    // A draft subpage's card shows once the subpage is published (its publish date).
    ctx.db.select({ publishAt: pages.publishAt }).from(pages).where(and(eq(pages.parentPageId, pageId), eq(pages.status, 'draft'), isNotNull(pages.publishAt))),
  ]);
  return [...rows.flatMap((row) => [row.from, row.until]), ...children.map((child) => child.publishAt)];
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
