import { LayoutList } from 'lucide-react';
import { useEditorStore } from '@/stores/editor-store';
import { useFlushOnLeave } from '../hooks/use-flush-on-leave';
import { AddContentMenu } from './add-content-menu';
import { ItemList } from './item-list';

/** The 'Contenido' tab's body: the blocks of the open page, or the empty state. */
export function ContentEditor() {
  const pageId = useEditorStore((state) => state.currentPageId);
  // Whether there are items at all: a change to one item does not render the list again (issue 13).
  const empty = useEditorStore((state) => state.items.length === 0);
  const background = useEditorStore((state) => state.pageSettings.background_color || '#FFFFFF');
  useFlushOnLeave(pageId);

  if (pageId === null) return null;
  if (empty) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-12 text-center">
        <LayoutList className="size-10 text-muted-foreground" aria-hidden="true" />
        <p className="text-base font-medium">No hay contenido aún</p>
        <p className="max-w-sm text-sm text-muted-foreground">Añade títulos, textos, enlaces, imágenes y más bloques a tu página.</p>
        <AddContentMenu variant="outline" />
      </div>
    );
  }
  return <ItemList pageId={pageId} background={background} />;
}
