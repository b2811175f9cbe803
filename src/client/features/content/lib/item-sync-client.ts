import type { QueryClient } from '@tanstack/react-query';
import { useEditorStore } from '@/features/editor/stores/editor-store';
import { toast } from '@/hooks/use-toast';
import { messageOf } from '@/lib/api-client';
import { updateItem, updateItemKeepalive } from '../api/update-item';
import { ItemSync } from './item-sync';
import { cacheItem } from './local-items';

const syncs = new WeakMap<QueryClient, ItemSync>();

/** One ItemSync per query client (the app has one; tests make their own). */
export function itemSyncFor(queryClient: QueryClient): ItemSync {
  let sync = syncs.get(queryClient);
  if (!sync) {
    sync = new ItemSync({
      send: updateItem,
      sendKeepalive: updateItemKeepalive,
      onSaved: (item) => cacheItem(queryClient, item),
      onReverted: (pageId, itemId, changes) => {
        const editor = useEditorStore.getState();
        if (editor.currentPageId === pageId) editor.updateItem(itemId, changes);
      },
      onFailed: (error) => {
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
