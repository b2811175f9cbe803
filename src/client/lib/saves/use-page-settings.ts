import { useCallback } from 'react';
import { toast } from '@/hooks/use-toast';
import { type SaveMode, type SettingsChanges, isValidPageId } from './page-sync';
import { useEditorStore } from '@/stores/editor-store';
import { usePageSync } from './use-page-sync';

/** The open page's settings and the way to change them (the preview follows at once). */
export function usePageSettings() {
  const sync = usePageSync();
  const pageId = useEditorStore((state) => state.currentPageId);
  const settings = useEditorStore((state) => state.pageSettings);
  const edit = useCallback(
    (changes: SettingsChanges, mode: SaveMode) => {
      if (!isValidPageId(pageId)) {
        toast({ variant: 'destructive', title: 'Error al guardar', description: 'No hay una página seleccionada para guardar.' });
        return;
      }
      sync.edit(pageId, changes, mode);
    },
    [sync, pageId],
  );
  const flush = useCallback(() => (isValidPageId(pageId) ? sync.flush(pageId) : Promise.resolve()), [sync, pageId]);
  return { pageId, settings, edit, flush, sync };
}
