import { type BrandIcons, brandKeyFor, SOCIAL_BRAND } from '@shared/brand-hosts';
import type { PublicRoute, PublicViewData } from '@shared/public-view';
import type { PublicItem } from '@shared/schemas/item';
import type { PublicPage } from '@shared/schemas/page';
import { readBlock } from '@/blocks/lib/item-content';

/** The page a public path names: /view/{slug}, /view/page/{id} or /preview/page/{id}. */
function parsePublicPath(path: string): { route: PublicRoute; key: string } | null {
  const byId = /^\/(view|preview)\/page\/(\d{1,10})\/?$/.exec(path);
  if (byId?.[2]) return { route: byId[1] === 'preview' ? 'preview' : 'id', key: byId[2] };
  const bySlug = /^\/view\/([a-z0-9-]{1,100})\/?$/.exec(path);
  return bySlug?.[1] ? { route: 'slug', key: bySlug[1] } : null;
}

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${response.status}`);
  return (await response.json()) as T;
}

/** Loads a public page through the public API (hidden items are never sent to visitors). */
export async function loadPublicPage(path: string, knownParent?: { id: number; slug: string }): Promise<PublicViewData | null> {
  const target = parsePublicPath(path);
  if (!target) return null;
  const page = await getJson<PublicPage>(target.route === 'slug' ? `/api/pages/${target.key}` : `/api/pages/id/${target.key}`);
  const [items, parentSlug] = await Promise.all([
    // ?view=1: the server counts this opening as a view of the page (not on /preview).
    getJson<PublicItem[]>(`/api/pages/${page.id}/items${target.route === 'preview' ? '' : '?view=1'}`),
    page.parentPageId === null
      ? Promise.resolve(null)
      : page.parentPageId === knownParent?.id
        ? Promise.resolve(knownParent.slug)
        : getJson<PublicPage>(`/api/pages/id/${page.parentPageId}`).then((parent) => parent.slug, () => null),
  ]);
  const visible = items.filter((item) => item.isVisible);
  return { route: target.route, page, items: visible, parentSlug, icons: await loadIcons(page, visible) };
}

/** The brand marks the page shows, from our own server (they are not in the page's script). */
async function loadIcons(page: PublicPage, items: readonly PublicItem[]): Promise<BrandIcons> {
  const keys = new Set<string>();
  for (const link of page.socialLinks ?? []) {
    const key = SOCIAL_BRAND[link.network];
    if (key) keys.add(key);
  }
  for (const item of items) {
    const block = readBlock(item);
    if (block?.type !== 'link') continue;
    const key = block.content.url ? brandKeyFor(block.content.url) : null;
    if (key) keys.add(key);
  }
  if (keys.size === 0) return {};
  const answer = await getJson<{ icons: BrandIcons }>(`/api/brand-icons?keys=${[...keys].sort().join(',')}`).catch(() => ({ icons: {} }));
  return answer.icons;
}
