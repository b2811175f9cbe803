import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAGES_CACHE_MS } from '@shared/constants';
import type { Page } from '@shared/schemas/page';
import { apiRequest } from '@/lib/api';

export const PAGES_LIST_KEY = ['pagesList'] as const;

/** GET /api/pages: the signed-in owner's pages (spec key 'pagesList'). */
const pagesListQueryOptions = () =>
  queryOptions({
    queryKey: PAGES_LIST_KEY,
    queryFn: async () => (await apiRequest<Page[]>('GET', '/api/pages')) ?? [],
    gcTime: PAGES_CACHE_MS,
  });

export function usePagesList() {
  return useQuery(pagesListQueryOptions());
}
