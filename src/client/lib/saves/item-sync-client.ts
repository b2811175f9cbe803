import type { QueryClient } from '@tanstack/react-query';
import type { Item } from '@shared/schemas/item';
import { useEditorStore } from '@/stores/editor-store';
import { pagePath } from '@/api/pages/get-page';
import { PAGES_LIST_KEY } from '@/api/pages/get-pages';
import { toast } from '@/hooks/use-toast';
import { ApiError, messageOf } from '@/lib/api-client';
import { updateItem, updateItemKeepalive } from '@/api/items/update-item';
import { ItemSync } from './item-sync';
import { readContent } from '../read-content';
import { cacheItem } from './local-items';

/**
 * The server gives a subpage block's title to its child page (issue 12): the page list (the
 * selector) and the child page's data (its Ajustes and back bar) are read again.
 */
function refreshSubpage(queryClient: QueryClient, item: Item) {
  void queryClient.invalidateQueries({ queryKey: PAGES_LIST_KEY });
  const childId = readContent(item.content)?.pageId;
  if (typeof childId === 'number' && childId > 0) void queryClient.invalidateQueries({ queryKey: [pagePath(childId)] });
}

const syncs = new WeakMap<QueryClient, ItemSync>();

/** One ItemSync per query client (the app has one; tests make their own). */
export function itemSyncFor(queryClient: QueryClient): ItemSync {
  let sync = syncs.get(queryClient);
  if (!sync) {
    sync = new ItemSync({
      send: updateItem,
      sendKeepalive: updateItemKeepalive,
      onSaved: (item) => {
        cacheItem(queryClient, item);
        if (item.type === 'subpage') refreshSubpage(queryClient, item);
      },
      onReverted: (pageId, itemId, changes) => {
        const editor = useEditorStore.getState();
        if (editor.currentPageId === pageId) editor.updateItem(itemId, changes);
      },
      onFailed: (error) => {
        // A 401: the session ended; the session watcher keeps the change and says why (decision 536).
        if (error instanceof ApiError && error.status === 401) return;
        console.error('Could not save an item', error);
        toast({
          variant: 'destructive',
          title: 'Error al actualizar elemento',
          description: messageOf(error, 'No se pudo cambiar la propiedad del elemento.'),
        });
      },
    });
    syncs.set(queryClient, sync);
  }
  return sync;
}
