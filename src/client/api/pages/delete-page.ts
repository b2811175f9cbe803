import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Page } from '@shared/schemas/page';
import { apiRequest } from '@/lib/api';
import { PAGES_LIST_KEY } from './get-pages';
import { pagePath } from './get-page';

/** DELETE /api/pages/{id}; answers the re-fetched list so the caller can open what remains. */
export function useDeletePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (pageId: number) => {
      await apiRequest('DELETE', `/api/pages/${pageId}`);
      queryClient.removeQueries({ queryKey: [pagePath(pageId)] });
      await queryClient.invalidateQueries({ queryKey: PAGES_LIST_KEY, refetchType: 'all' });
      const remaining = queryClient.getQueryData<Page[]>(PAGES_LIST_KEY) ?? [];
      return remaining.filter((page) => page.id !== pageId);
    },
  });
}
