import type { CreateItemInput, Item } from '@shared/schemas/item';
import { apiRequest } from '@/lib/api';

/** POST /api/pages/{pageId}/items {type, content, order}: add and paste. */
export function createItem(pageId: number, input: CreateItemInput): Promise<Item> {
  return apiRequest<Item>('POST', `/api/pages/${pageId}/items`, input);
}
