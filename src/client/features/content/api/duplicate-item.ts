import type { Item } from '@shared/schemas/item';
import { apiRequest } from '@/lib/api';

/** POST /api/items/{id}/duplicate: the server inserts the copy right after the original. */
export function duplicateItem(itemId: number): Promise<Item> {
  return apiRequest<Item>('POST', `/api/items/${itemId}/duplicate`);
}
