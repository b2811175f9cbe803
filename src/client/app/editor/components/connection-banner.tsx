import { useQueryClient } from '@tanstack/react-query';
import { WifiOff } from 'lucide-react';
import { useEffect } from 'react';
import { useStore } from 'zustand';
import { itemSyncFor } from '@/lib/saves/item-sync-client';
import { pageSyncFor } from '@/lib/saves/page-sync-client';

/**
 * Saves that could not leave while the browser was offline wait; one banner says so, they are sent
 * again when the browser is back online, and closing the tab meanwhile asks first (decision 536).
 */
export function ConnectionBanner() {
  const queryClient = useQueryClient();
  const itemSync = itemSyncFor(queryClient);
  const pageSync = pageSyncFor(queryClient);
  const itemsWaiting = useStore(itemSync.store, (state) => Object.values(state.entries).some((entry) => entry?.status === 'offline'));
  const pagesWaiting = useStore(pageSync.store, (state) => Object.values(state.entries).some((entry) => entry?.offline === true));
  const waiting = itemsWaiting || pagesWaiting;

  useEffect(() => {
    const onOnline = () => {
      void itemSync.resumeOffline();
      void pageSync.resumeOffline();
    };
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [itemSync, pageSync]);

  useEffect(() => {
    if (!waiting) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [waiting]);

  return (
    <div role="status" aria-live="polite" className="empty:hidden">
      {waiting && (
        <p className="flex items-center gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">
          <WifiOff aria-hidden="true" className="size-4 shrink-0" />
          Sin conexión: los cambios se guardarán al reconectar
        </p>
      )}
    </div>
  );
}
