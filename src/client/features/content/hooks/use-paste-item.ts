import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Item } from '@shared/schemas/item';
import { useEditorStore } from '@/stores/editor-store';
import { toast } from '@/hooks/use-toast';
import { messageOf } from '@/lib/api-client';
import { createItem } from '../api/create-item';
import { CONTENT_MUTATION_KEY } from '../lib/content-busy';
import { appendCreatedItem } from '../lib/append-created-item';
import { Refusal } from '../lib/refusal';
import { nextOrder } from '../lib/next-order';

/** 'Pegar elemento copiado': the copied block, without its id, at the end of the open page. */
export function usePasteItem() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationKey: CONTENT_MUTATION_KEY,
    mutationFn: async (): Promise<{ pageId: number; item: Item }> => {
      const { currentPageId: pageId, items, copiedItem } = useEditorStore.getState();
      if (pageId === null) throw new Refusal('Por favor, selecciona una página antes de pegar un contenido.');
      if (!copiedItem) throw new Refusal('No hay ningún elemento copiado para pegar.');
      const { type, content, linkUrl, isSticky, isVisible } = copiedItem;
      const item = await createItem(pageId, {
        type: type as never,
        content,
        order: nextOrder(items),
        ...(linkUrl ? { linkUrl } : {}),
        ...(isSticky === undefined ? {} : { isSticky }),
        ...(isVisible === undefined ? {} : { isVisible }),
      });
      return { pageId, item };
    },
    onSuccess: ({ pageId, item }) => {
      appendCreatedItem(queryClient, pageId, item);
      if (item.type === 'subpage') toast({ title: 'Subpágina pegada', description: 'Se creó una copia de la subpágina y su contenido.' });
      else toast({ title: 'Elemento pegado' });
    },
    onError: (error) => {
      if (!(error instanceof Refusal)) console.error('Could not paste the copied block', error);
      toast({ variant: 'destructive', title: 'Error al pegar', description: messageOf(error, 'No se pudo pegar el elemento copiado.') });
    },
  });
  return { paste: () => mutation.mutate(), pending: mutation.isPending };
}
