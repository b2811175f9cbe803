import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAGES_CACHE_MS } from '@shared/constants';
import type { Page } from '@shared/schemas/page';

export const pagePath = (pageId: number) => `/api/pages/id/${pageId}`;

/** GET /api/pages/id/{id}, through the default query function (the key is the path). */
export const pageQueryOptions = (pageId: number) =>
  queryOptions<Page>({
    queryKey: [pagePath(pageId)],
    staleTime: PAGES_CACHE_MS,
    gcTime: PAGES_CACHE_MS,
  });

export function usePage(pageId: number | null) {
  return useQuery({ ...pageQueryOptions(pageId ?? 0), enabled: pageId !== null });
}
