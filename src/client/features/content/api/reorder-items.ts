import type { Item } from '@shared/schemas/item';
import { apiRequest } from '@/lib/api';

/** POST /api/items/reorder {pageId, itemIds}: after a drag. */
export function reorderItems(pageId: number, itemIds: readonly number[]): Promise<Item[]> {
  return apiRequest<Item[]>('POST', '/api/items/reorder', { pageId, itemIds });
}

/** PATCH /api/pages/{pageId}/items/order {itemIds}: after a duplication. */
export function savePageOrder(pageId: number, itemIds: readonly number[]): Promise<Item[]> {
  return apiRequest<Item[]>('PATCH', `/api/pages/${pageId}/items/order`, { itemIds });
}
