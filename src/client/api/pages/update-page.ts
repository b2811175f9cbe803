import type { Page, UpdatePageInput } from '@shared/schemas/page';
import { apiRequest } from '@/lib/api';

/** PATCH /api/pages/{pageId} with some of the page's fields; answers the updated page. */
export function updatePage(pageId: number, changes: UpdatePageInput): Promise<Page> {
  return apiRequest<Page>('PATCH', `/api/pages/${pageId}`, changes);
}
