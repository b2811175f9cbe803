import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type BlockType, blockDefaults } from '@shared/blocks';
import type { Item } from '@shared/schemas/item';
import { useEditorStore } from '@/stores/editor-store';
import { toast } from '@/hooks/use-toast';
import { messageOf } from '@/lib/api-client';
import { createItem } from '../api/create-item';
import { CONTENT_MUTATION_KEY } from '../lib/content-busy';
import { appendCreatedItem } from '../lib/append-created-item';
import { Refusal } from '../lib/refusal';
import { nextOrder } from '../lib/next-order';

/** 'Añadir Contenido': a block of a type with its creation defaults, at the end of the page. */
export function useAddItem() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationKey: CONTENT_MUTATION_KEY,
    mutationFn: async (type: BlockType): Promise<{ pageId: number; item: Item }> => {
      const { currentPageId: pageId, items } = useEditorStore.getState();
      if (pageId === null) throw new Refusal('Por favor, selecciona una página antes de añadir contenido.');
      const item = await createItem(pageId, { type, content: blockDefaults(type), order: nextOrder(items) });
      return { pageId, item };
    },
    onSuccess: ({ pageId, item }) => {
      appendCreatedItem(queryClient, pageId, item);
      if (item.type === 'subpage') toast({ title: 'Subpágina creada', description: 'La subpágina ya está en tu lista de páginas.' });
      else toast({ title: 'Contenido agregado' });
    },
    onError: (error, type) => {
      if (!(error instanceof Refusal)) console.error(`Could not add a ${type} block`, error);
      toast({
        variant: 'destructive',
        title: 'Error al agregar',
        description: messageOf(error, `No se pudo agregar el contenido de tipo ${type}`),
      });
    },
  });
  return { add: (type: BlockType) => mutation.mutate(type), pending: mutation.isPending };
}
