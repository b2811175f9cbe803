import type { QueryClient } from '@tanstack/react-query';
import type { Item } from '@shared/schemas/item';
import { itemsQueryOptions } from '@/api/items/get-items';
import { type EditorItem, renumber, useEditorStore } from '@/stores/editor-store';

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

/**
 * The server's copy of one item replaces the cached one (the store gets it through the next load).
 * A read of the page's items still on its way may have left before this save was confirmed and
 * would bring the old value back (with nothing left to overlay it): it is let finish, given this
 * answer on top, and the items are read again.
 */
export function cacheItem(queryClient: QueryClient, item: Item) {
  const filters = { queryKey: itemsQueryOptions(item.pageId).queryKey, exact: true };
  const apply = () =>
    queryClient.setQueryData<Item[]>(filters.queryKey, (cached) => cached?.map((entry) => (entry.id === item.id ? { ...item, order: entry.order } : entry)));
  apply();
  if (queryClient.isFetching(filters) === 0) return;
  void queryClient
    .refetchQueries(filters, { cancelRefetch: false })
    .then(() => {
      apply();
      return queryClient.invalidateQueries(filters);
    })
    .catch(() => undefined);
}

export function invalidateItems(queryClient: QueryClient, pageId: number) {
  return queryClient.invalidateQueries({ queryKey: itemsQueryOptions(pageId).queryKey });
}
