import { useQueryClient } from '@tanstack/react-query';
import { useStore } from 'zustand';
import type { ItemSync, ItemSaveStatus } from '../lib/item-sync';
import { itemSyncFor } from '../lib/item-sync-client';

export function useItemSync(): ItemSync {
  return itemSyncFor(useQueryClient());
}

/** Whether the item's changes wait, travel or were refused (re-renders when it changes). */
export function useItemSaveStatus(itemId: number): ItemSaveStatus | undefined {
  const sync = useItemSync();
  return useStore(sync.status, (state) => state.items[itemId]);
}
