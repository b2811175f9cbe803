import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEditorStore } from '@/stores/editor-store';
import { toast } from '@/hooks/use-toast';
import { messageOf } from '@/lib/api-client';
import { reorderItems } from '../api/reorder-items';
import { CONTENT_MUTATION_KEY } from '../lib/content-busy';
import { invalidateItems, setLocalItems } from '@/lib/saves/local-items';

function byIds<T extends { id: number }>(items: readonly T[], ids: readonly number[]): T[] {
  const rank = new Map(ids.map((id, index) => [id, index]));
  return [...items].sort((a, b) => (rank.get(a.id) ?? Infinity) - (rank.get(b.id) ?? Infinity));
}

/** A drop: the new order shows at once and is sent; on failure the earlier order comes back. */
export function useReorderItems() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationKey: CONTENT_MUTATION_KEY,
    scope: { id: 'reorder' }, // one order at a time, in the order they were made
    mutationFn: async ({ pageId, ids }: { pageId: number; ids: number[]; previous: number[] }) => reorderItems(pageId, ids),
    onError: (error, { pageId, previous }) => {
      console.error('Could not save the order', error);
      setLocalItems(queryClient, pageId, (items) => byIds(items, previous));
      toast({ variant: 'destructive', title: 'Error al guardar orden', description: messageOf(error, 'No se pudo guardar el nuevo orden.') });
    },
    // Re-read the server's list once no later order is on its way (it would undo that one locally).
    onSettled: (_data, _error, { pageId }) =>
      queryClient.isMutating({ mutationKey: CONTENT_MUTATION_KEY }) <= 1 ? invalidateItems(queryClient, pageId) : undefined,
  });

  return (ids: number[]) => {
    const { currentPageId: pageId, items } = useEditorStore.getState();
    if (pageId === null) {
      toast({ variant: 'destructive', title: 'Error', description: 'No se pudo determinar la página actual.' });
      return;
    }
    const previous = items.map((item) => item.id);
    setLocalItems(queryClient, pageId, (list) => byIds(list, ids));
    mutation.mutate({ pageId, ids, previous });
  };
}
