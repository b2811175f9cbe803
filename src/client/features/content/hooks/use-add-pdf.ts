import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Item } from '@shared/schemas/item';
import { titleFromFileName, uploadPdfOrToast } from '@/blocks/pdf/pdf-file';
import { useEditorStore } from '@/stores/editor-store';
import { toast } from '@/hooks/use-toast';
import { messageOf } from '@/lib/api-client';
import { createItem } from '../api/create-item';
import { CONTENT_MUTATION_KEY } from '../lib/content-busy';
import { appendCreatedItem } from '../lib/append-created-item';
import { nextOrder } from '../lib/next-order';
import { Refusal } from '../lib/refusal';

export const ADD_PDF_MUTATION_KEY = [...CONTENT_MUTATION_KEY, 'pdf'] as const;

/**
 * 'Documento PDF' in the add menu: the chosen file is uploaded first ('Subiendo...'), then the block
 * is created with its address, name and size, titled after the file (decision 531). A refused
 * upload toasts the server's reason and creates nothing.
 */
export function useAddPdf() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationKey: ADD_PDF_MUTATION_KEY,
    mutationFn: async (file: File): Promise<{ pageId: number; item: Item } | null> => {
      const pageId = useEditorStore.getState().currentPageId;
      if (pageId === null) throw new Refusal('Por favor, selecciona una página antes de añadir contenido.');
      const uploaded = await uploadPdfOrToast(file);
      if (!uploaded) return null;
      const content = { title: titleFromFileName(uploaded.filename), ...uploaded };
      const item = await createItem(pageId, { type: 'pdf', content, order: nextOrder(useEditorStore.getState().items) });
      return { pageId, item };
    },
    onSuccess: (created) => {
      if (!created) return;
      appendCreatedItem(queryClient, created.pageId, created.item);
      toast({ title: 'Contenido agregado', description: 'El PDF ya está en tu página.' });
    },
    onError: (error) => {
      if (!(error instanceof Refusal)) console.error('Could not add a pdf block', error);
      toast({ variant: 'destructive', title: 'Error al agregar', description: messageOf(error, 'No se pudo agregar el contenido de tipo pdf') });
    },
  });
  return { addPdf: (file: File) => mutation.mutate(file) };
}
