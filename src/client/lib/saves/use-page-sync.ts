import { useQueryClient } from '@tanstack/react-query';
import { useStore } from 'zustand';
import type { PageSync, PageSyncEntry } from './page-sync';
import { pageSyncFor } from './page-sync-client';

export function usePageSync(): PageSync {
  return pageSyncFor(useQueryClient());
}

/** What waits to be saved for one page (re-renders when it changes). */
export function usePageSyncEntry(pageId: number | null): PageSyncEntry | undefined {
  const sync = usePageSync();
  return useStore(sync.store, (state) => (pageId === null ? undefined : state.entries[pageId]));
}
