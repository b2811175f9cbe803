import { queryOptions, useQuery } from '@tanstack/react-query';
import { ITEMS_CACHE_MS } from '@shared/constants';
import type { Item } from '@shared/schemas/item';

export const itemsPath = (pageId: number) => `/api/pages/${pageId}/items`;

/** GET /api/pages/{id}/items, through the default query function (the key is the path). */
export const itemsQueryOptions = (pageId: number) =>
  queryOptions<Item[]>({
    queryKey: [itemsPath(pageId)],
    staleTime: ITEMS_CACHE_MS,
    gcTime: ITEMS_CACHE_MS,
  });

export function useItems(pageId: number | null) {
  return useQuery({ ...itemsQueryOptions(pageId ?? 0), enabled: pageId !== null });
}
