import type { ItemView } from '@shared/schemas/item';
import type { PageView } from '@shared/schemas/page';
import { readBlock } from '@/blocks/lib/item-content';

export const PRODUCT_NAME = 'LinkHub';
const DESCRIPTION_MAX = 160;

export function documentTitle(title: string): string {
  return `${title} | ${PRODUCT_NAME}`;
}

function truncate(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length <= max ? clean : `${clean.slice(0, max - 3).trimEnd()}...`;
}

/** The page's description: its first text block, otherwise a sentence naming the page. */
function pageDescription(page: Pick<PageView, 'title'>, items: readonly ItemView[]): string {
  for (const item of items) {
    if (item.isVisible === false) continue;
    const block = readBlock(item);
    if (block?.type === 'text' && block.content.text.trim()) return truncate(block.content.text, DESCRIPTION_MAX);
  }
  return truncate(`${page.title}: enlaces y contenido en ${PRODUCT_NAME}.`, DESCRIPTION_MAX);
}

export const NOT_FOUND_TITLE = 'Página no encontrada';
export const NOT_FOUND_TEXT = 'La página que estás buscando no existe o no se pudo cargar.';

/**
 * What a shared link shows (Open Graph, Twitter card): the owner's sharing title, description and
 * image, else the page's title, its bio (or the description above) and the profile photo.
 */
export function sharingOf(
  page: Pick<PageView, 'title' | 'bio' | 'ogTitle' | 'ogDescription' | 'ogImage' | 'profileImage'>,
  items: readonly ItemView[],
): { title: string; description: string; image: string | null; ownImage: boolean } {
  const bio = page.bio?.trim() ? truncate(page.bio, DESCRIPTION_MAX) : null;
  return {
    title: page.ogTitle?.trim() || page.title,
    description: page.ogDescription?.trim() ? truncate(page.ogDescription, DESCRIPTION_MAX * 2) : (bio ?? pageDescription(page, items)),
    image: page.ogImage || page.profileImage || null,
    ownImage: Boolean(page.ogImage),
  };
}
