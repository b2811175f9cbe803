import { useQueryClient } from '@tanstack/react-query';
import { useStore } from 'zustand';
import type { ItemSync, ItemSaveStatus } from './item-sync';
import { itemSyncFor } from './item-sync-client';

export function useItemSync(): ItemSync {
  return itemSyncFor(useQueryClient());
}

/** Whether the item's changes wait, travel or were refused (re-renders when it changes). */
export function useItemSaveStatus(itemId: number): ItemSaveStatus | undefined {
  const sync = useItemSync();
  return useStore(sync.store, (state) => state.entries[itemId]?.status);
}
