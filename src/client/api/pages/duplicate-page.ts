import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Page } from '@shared/schemas/page';
import { apiRequest } from '@/lib/api';
import { PAGES_LIST_KEY } from './get-pages';

/** POST /api/pages/{id}/duplicate; the list is re-fetched afterwards. */
export function useDuplicatePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pageId: number) => apiRequest<Page>('POST', `/api/pages/${pageId}/duplicate`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PAGES_LIST_KEY }),
  });
}
