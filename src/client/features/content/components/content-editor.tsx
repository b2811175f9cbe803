import { LayoutList } from 'lucide-react';
import { useMemo } from 'react';
import { resolvePageLook } from '@shared/page-look';
import { settingsToPageView } from '@shared/schemas/page';
import { LookProvider } from '@/blocks/lib/look';
import { useEditorStore } from '@/stores/editor-store';
import { useFlushOnLeave } from '../hooks/use-flush-on-leave';
import { AddContentMenu } from './add-content-menu';
import { ItemList } from './item-list';

/** The 'Contenido' tab's body: the blocks of the open page, or the empty state. */
export function ContentEditor() {
  const pageId = useEditorStore((state) => state.currentPageId);
  // Whether there are items at all: a change to one item does not render the list again (issue 13).
  const empty = useEditorStore((state) => state.items.length === 0);
  // The small previews in the cards draw their blocks in the page's look (its theme, button style
  // and fonts), as the preview does (issue 32, decision 543).
  const pageSettings = useEditorStore((state) => state.pageSettings);
  const parentPageId = useEditorStore((state) => state.parentPageId);
  const look = useMemo(() => resolvePageLook(settingsToPageView(pageSettings, parentPageId)), [pageSettings, parentPageId]);
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
  return (
    <LookProvider value={look}>
      <ItemList pageId={pageId} background={look.background.color} />
    </LookProvider>
  );
}
