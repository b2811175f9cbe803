import type { QueryClient } from '@tanstack/react-query';
import type { Item } from '@shared/schemas/item';
import { itemsQueryOptions } from '@/features/editor/api/get-items';
import { type EditorItem, renumber, useEditorStore } from '@/features/editor/stores/editor-store';
import { PAGES_LIST_KEY } from '@/features/pages/api/get-pages';
import { useCardExpansion } from '../stores/card-expansion';

/**
 * The local item list of a page lives in two places kept in step: the editor store (what the cards
 * and the preview render, changed synchronously) and the items query cache (what a re-load of the
 * page's data starts from). docs/decisions/500-item-autosave.md.
 */
export function setLocalItems(queryClient: QueryClient, pageId: number, change: (items: EditorItem[]) => EditorItem[]) {
  const editor = useEditorStore.getState();
  if (editor.currentPageId === pageId) editor.setItems(change(editor.items));
  const key = itemsQueryOptions(pageId).queryKey;
  queryClient.setQueryData<Item[]>(key, (cached) => (cached ? (renumber(change(cached)) as Item[]) : cached));
}

/** The server's copy of one item replaces the cached one (the store gets it through the next load). */
export function cacheItem(queryClient: QueryClient, item: Item) {
  const key = itemsQueryOptions(item.pageId).queryKey;
  queryClient.setQueryData<Item[]>(key, (cached) => cached?.map((entry) => (entry.id === item.id ? { ...item, order: entry.order } : entry)));
}

export function invalidateItems(queryClient: QueryClient, pageId: number) {
  return queryClient.invalidateQueries({ queryKey: itemsQueryOptions(pageId).queryKey });
}

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
