import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type EditorItem, useEditorStore } from '@/stores/editor-store';
import { PAGES_LIST_KEY } from '@/api/pages/get-pages';
import { toast } from '@/hooks/use-toast';
import { messageOf } from '@/lib/api-client';
import { deleteItem } from '../api/delete-item';
import { duplicateItem } from '../api/duplicate-item';
import { savePageOrder } from '../api/reorder-items';
import { CONTENT_MUTATION_KEY } from '../lib/content-busy';
import { invalidateItems, setLocalItems } from '@/lib/saves/local-items';
import { useCardExpansion } from '../stores/card-expansion';
import { useItemSync } from '@/lib/saves/use-item-sync';

type Toggle = 'isVisible' | 'isSticky';

const TOGGLED: Record<Toggle, (on: boolean) => string> = {
  isVisible: (on) => (on ? 'El elemento vuelve a verse en la página.' : 'El elemento queda oculto en la página.'),
  isSticky: (on) => (on ? 'El elemento queda fijado.' : 'El elemento ya no está fijado.'),
};

function insertAfter(items: EditorItem[], afterId: number, item: EditorItem): EditorItem[] {
  const index = items.findIndex((entry) => entry.id === afterId);
  if (index === -1) return [...items.filter((entry) => entry.id !== item.id), item];
  const rest = items.filter((entry) => entry.id !== item.id);
  const at = rest.findIndex((entry) => entry.id === afterId) + 1;
  return [...rest.slice(0, at), item, ...rest.slice(at)];
}

/** The item card's actions: visibility, pin, duplicate, copy, delete. */
export function useItemActions(item: EditorItem) {
  const queryClient = useQueryClient();
  const sync = useItemSync();

  async function toggle(field: Toggle) {
    const editor = useEditorStore.getState();
    const pageId = editor.currentPageId;
    if (pageId === null) return;
    const current = editor.items.find((entry) => entry.id === item.id) ?? item;
    const before = current[field] ?? field === 'isVisible';
    const value = !before;
    editor.updateItem(item.id, { [field]: value });
    const saved = await sync.save(pageId, item.id, { [field]: value }, { [field]: before });
    if (saved) toast({ title: 'Elemento actualizado', description: TOGGLED[field](value) });
  }

  const duplicate = useMutation({
    mutationKey: CONTENT_MUTATION_KEY,
    mutationFn: async () => {
      const pageId = useEditorStore.getState().currentPageId;
      if (pageId === null) throw new Error('No current page ID');
      await sync.flush(item.id); // the copy gets what was just typed
      const copy = await duplicateItem(item.id);
      setLocalItems(queryClient, pageId, (items) => insertAfter(items, item.id, copy));
      useCardExpansion.getState().reveal(copy.id);
      const ids = useEditorStore.getState().items.map((entry) => entry.id);
      try {
        await savePageOrder(pageId, ids);
      } catch (error) {
        console.error('Could not save the order after duplicating', error);
        toast({ variant: 'destructive', title: 'Error al reordenar', description: messageOf(error, 'No se pudo guardar el nuevo orden tras duplicar.') });
      }
      return { pageId, copy };
    },
    onSuccess: ({ pageId, copy }) => {
      void invalidateItems(queryClient, pageId);
      if (copy.type === 'subpage') void queryClient.invalidateQueries({ queryKey: PAGES_LIST_KEY });
      toast({ title: 'Elemento duplicado' });
    },
    onError: (error) => {
      console.error('Could not duplicate the block', error);
      toast({ variant: 'destructive', title: 'Error al duplicar', description: messageOf(error, 'No se pudo duplicar el elemento.') });
    },
  });

  const remove = useMutation({
    mutationKey: CONTENT_MUTATION_KEY,
    mutationFn: async () => {
      const pageId = useEditorStore.getState().currentPageId;
      if (pageId === null) throw new Error('No se pudo determinar la página actual.');
      sync.forget(item.id);
      await deleteItem(item.id);
      return pageId;
    },
    onSuccess: (pageId) => {
      setLocalItems(queryClient, pageId, (items) => items.filter((entry) => entry.id !== item.id));
      void invalidateItems(queryClient, pageId);
      toast({ title: 'Elemento eliminado' });
    },
    onError: (error) => {
      console.error('Could not delete the block', error);
      toast({ variant: 'destructive', title: 'Error al eliminar', description: messageOf(error, 'No se pudo eliminar el elemento.') });
    },
  });

  function copy() {
    const editor = useEditorStore.getState();
    const current = editor.items.find((entry) => entry.id === item.id) ?? item;
    editor.copyItem(current);
    toast({ title: 'Elemento copiado', description: "Pégalo desde 'Agregar contenido', en esta página o en otra." });
  }

  return {
    toggleVisible: () => void toggle('isVisible'),
    toggleSticky: () => void toggle('isSticky'),
    duplicate: () => duplicate.mutate(),
    remove: () => remove.mutate(),
    copy,
    duplicating: duplicate.isPending,
    removing: remove.isPending,
  };
}

