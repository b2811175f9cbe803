import { guardedTitle } from '@shared/access';
import type { Item, PublicItem } from '@shared/schemas/item';

/**
 * What a visitor reads of a block (decision 858). A locked or sensitive block (issue 36, decision
 * 965) keeps only its title, or its type's name: its target (address, file, video, text, contact
 * details) never reaches the page's HTML or data; its own screen (/acceso/bloque/{id}) leads there.
 */
export function toPublicItem(item: Item): PublicItem {
  const { id, type, order, content, linkUrl, isSticky, isVisible, locked, sensitive } = item;
  if (!locked && sensitive === null) return { id, type, order, content, linkUrl, isSticky, isVisible, locked, sensitive };
  return { id, type, order, content: { title: guardedTitle(type, content) }, linkUrl: null, isSticky, isVisible, locked, sensitive };
}
