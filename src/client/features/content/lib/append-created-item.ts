import type { QueryClient } from '@tanstack/react-query';
import type { Item } from '@shared/schemas/item';
import { PAGES_LIST_KEY } from '@/api/pages/get-pages';
import { invalidateItems, setLocalItems } from '@/lib/saves/local-items';
import { useCardExpansion } from '../stores/card-expansion';

/**
 * A block the server just created at the end of a page (added or pasted): shown at once, opened and
 * scrolled into view, the page's items re-read, and for a subpage block the page list too, since
 * the server made its child page.
 */
export function appendCreatedItem(queryClient: QueryClient, pageId: number, item: Item) {
  setLocalItems(queryClient, pageId, (items) => [...items, item]);
  useCardExpansion.getState().reveal(item.id);
  void invalidateItems(queryClient, pageId);
  if (item.type === 'subpage') void queryClient.invalidateQueries({ queryKey: PAGES_LIST_KEY });
}
