import type { QueryClient } from '@tanstack/react-query';
import { itemSyncFor } from './item-sync-client';
import type { UnsentItems } from './item-sync';
import { GENERAL_FIELDS, type SettingsChanges, type UnsentSettings } from './page-sync';
import { pageSyncFor } from './page-sync-client';

/** Where changes the server never confirmed wait for their owner to sign in again (decision 536). */
export const UNSENT_STORAGE_KEY = 'linkhub-unsent';

interface Unsent {
  items: UnsentItems;
  settings: UnsentSettings;
  savedAt: string;
}

function readAll(): Record<string, Unsent> {
  try {
    const parsed = JSON.parse(localStorage.getItem(UNSENT_STORAGE_KEY) ?? '{}') as unknown;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, Unsent>) : {};
  } catch {
    return {};
  }
}

function writeAll(all: Record<string, Unsent>) {
  try {
    if (Object.keys(all).length === 0) localStorage.removeItem(UNSENT_STORAGE_KEY);
    else localStorage.setItem(UNSENT_STORAGE_KEY, JSON.stringify(all));
  } catch (error) {
    console.error('Could not keep the unsaved changes in this browser', error);
  }
}

function isEmpty(unsent: Unsent): boolean {
  return Object.keys(unsent.items).length === 0 && Object.keys(unsent.settings).length === 0;
}

/** Sends what waits, on every page, while the token still works (before signing out here). */
export function flushEverything(queryClient: QueryClient, timeoutMs = 4000): Promise<void> {
  const sent = Promise.all([itemSyncFor(queryClient).flushAll(), pageSyncFor(queryClient).flushAll()]).then(() => undefined);
  return Promise.race([sent, new Promise<void>((resolve) => setTimeout(resolve, timeoutMs))]);
}

/**
 * The session ended: nothing more is sent, and every change the server has not confirmed is kept
 * in this browser under the owner's id. Returns whether there was anything to keep.
 */
export function keepUnsent(queryClient: QueryClient, userId: string): boolean {
  const items = itemSyncFor(queryClient).suspend();
  const settings = pageSyncFor(queryClient).suspend();
  const all = readAll();
  const earlier = all[userId];
  const unsent: Unsent = {
    items: { ...earlier?.items },
    settings: { ...earlier?.settings },
    savedAt: new Date().toISOString(),
  };
  for (const [pageId, changes] of Object.entries(items)) unsent.items[Number(pageId)] = { ...unsent.items[Number(pageId)], ...changes };
  for (const [pageId, changes] of Object.entries(settings)) unsent.settings[Number(pageId)] = { ...unsent.settings[Number(pageId)], ...changes };
  if (isEmpty(unsent)) return false;
  all[userId] = unsent;
  writeAll(all);
  return true;
}

/**
 * An owner signed in: saving starts again, and the changes their ended session left are given back
 * to the saves (items and automatic settings are sent at once; title, slug and show-title wait for
 * 'Guardar cambios' as always). Another owner's changes stay where they are. Returns whether
 * anything was given back.
 */
export function resumeUnsent(queryClient: QueryClient, userId: string): boolean {
  const itemSync = itemSyncFor(queryClient);
  const pageSync = pageSyncFor(queryClient);
  itemSync.resume();
  pageSync.resume();
  const all = readAll();
  const unsent = all[userId];
  if (!unsent) return false;
  delete all[userId];
  writeAll(all);
  for (const [pageId, items] of Object.entries(unsent.items ?? {})) {
    for (const [itemId, changes] of Object.entries(items)) itemSync.edit(Number(pageId), Number(itemId), changes, { immediate: true });
  }
  for (const [pageId, changes] of Object.entries(unsent.settings ?? {})) {
    const general: SettingsChanges = {};
    const automatic: SettingsChanges = {};
    for (const [field, value] of Object.entries(changes)) {
      const target = (GENERAL_FIELDS as readonly string[]).includes(field) ? general : automatic;
      (target as Record<string, unknown>)[field] = value;
    }
    if (Object.keys(general).length > 0) pageSync.edit(Number(pageId), general, 'manual');
    if (Object.keys(automatic).length > 0) pageSync.edit(Number(pageId), automatic, 'immediate');
  }
  return !isEmpty(unsent);
}

/** Another owner (or nobody) is signed in now: nothing of the previous one is kept in memory. */
export function forgetSaves(queryClient: QueryClient): void {
  itemSyncFor(queryClient).clear();
  pageSyncFor(queryClient).clear();
}
