import type { Item } from '@shared/schemas/item';
import { apiRequest } from '@/lib/api';
import { lastKnownAccessToken } from '@/lib/supabase';
import { nextSaveStamp } from './save-stamp';

/** What an item save may carry (spec section 7: any of isSticky, isVisible, content). */
export interface ItemChanges {
  isSticky?: boolean;
  isVisible?: boolean;
  content?: Record<string, unknown>;
  /** Issue 36: when the block shows (ISO 8601), null for an open edge. */
  visibleFrom?: string | null;
  visibleUntil?: string | null;
}

const itemPath = (itemId: number) => `/api/items/${itemId}`;

/**
 * PATCH /api/items/{id}; answers the updated item (or the item as stored when a later save of this
 * browser was applied first). Numbered when the request starts (decision 505).
 */
export function updateItem(itemId: number, changes: ItemChanges): Promise<Item> {
  return apiRequest<Item>('PATCH', itemPath(itemId), { ...changes, ...nextSaveStamp() });
}

/**
 * The same save while the page is going away (pagehide, tab hidden): a keepalive fetch started
 * synchronously, with the last token the app used, so the browser finishes it after unload.
 */
export function updateItemKeepalive(itemId: number, changes: ItemChanges): Promise<Item | undefined> {
  const token = lastKnownAccessToken();
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  return fetch(itemPath(itemId), {
    method: 'PATCH',
    headers,
    body: JSON.stringify({ ...changes, ...nextSaveStamp() }),
    credentials: 'include',
    keepalive: true,
  }).then(async (response) => {
    if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
    return (await response.json()) as Item;
  });
}
