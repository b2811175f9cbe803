import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { usePageSync, usePageSyncEntry } from '@/lib/saves/use-page-sync';
import { GENERAL_FIELDS, hasUnsavedGeneral, isValidPageId } from '@/lib/saves/page-sync';

/**
 * Nothing is lost when the editor leaves a page: waiting changes are sent at once, closing the tab
 * asks first while something is unsaved, and leaving with unsaved general settings asks whether to
 * discard them.
 */
export function PageSyncGuard({ pageId }: { pageId: number }) {
  const sync = usePageSync();
  const entry = usePageSyncEntry(pageId);
  const dirtyGeneral = hasUnsavedGeneral(entry);
  const pending = dirtyGeneral || !!entry?.busy;

  useEffect(() => {
    if (!isValidPageId(pageId)) return;
    sync.activate(pageId);
    return () => void sync.deactivate(pageId);
  }, [sync, pageId]);

  useEffect(() => {
    if (!pending) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      void sync.flush(pageId);
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [sync, pageId, pending]);

  // Signing out goes to /login with the session already gone: nothing to ask then. Read at the
  // moment of leaving, not from the last render: a page just deleted has nothing left to ask about.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      hasUnsavedGeneral(sync.entry(pageId)) &&
      nextLocation.pathname !== '/login' &&
      currentLocation.pathname !== nextLocation.pathname,
  );
  const blocked = blocker.state === 'blocked';

  return (
    <ConfirmDialog
      open={blocked}
      onCancel={() => blocked && blocker.reset()}
      onConfirm={() => {
        sync.discard(pageId, GENERAL_FIELDS);
        if (blocked) blocker.proceed();
      }}
      title="¿Salir sin guardar?"
      description="Has cambiado la configuración general de esta página (título, URL o mostrar título) y no la has guardado con «Guardar cambios». Si sales ahora, esos cambios se perderán."
      cancelLabel="Seguir editando"
      confirmLabel="Descartar cambios"
    />
  );
}
