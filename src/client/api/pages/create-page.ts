import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_PAGE_TITLE } from '@shared/constants';
import type { Page } from '@shared/schemas/page';
import { apiRequest } from '@/lib/api';
import { PAGES_LIST_KEY } from './get-pages';

/** POST /api/pages {title}; the list is re-fetched afterwards. */
export function useCreatePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (title: string = DEFAULT_PAGE_TITLE) => apiRequest<Page>('POST', '/api/pages', { title }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PAGES_LIST_KEY }),
  });
}
