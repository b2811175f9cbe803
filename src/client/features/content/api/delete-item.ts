import { apiRequest } from '@/lib/api';

/** DELETE /api/items/{id}. */
export function deleteItem(itemId: number): Promise<void> {
  return apiRequest<void>('DELETE', `/api/items/${itemId}`);
}
