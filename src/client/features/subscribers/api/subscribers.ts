import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SubscriberList } from '@shared/schemas/subscribers';
import { api, apiRequest } from '@/lib/api';
import { downloadFile } from '@/lib/download-file';

const subscribersPath = (pageId: number) => `/api/pages/${pageId}/subscribers`;

/** GET /api/pages/{id}/subscribers?q=: the page's sign-ups, newest first. */
export function useSubscribers(pageId: number, search: string) {
  const q = search.trim();
  return useQuery({
    queryKey: [subscribersPath(pageId), q],
    queryFn: ({ signal }) =>
      api.request<SubscriberList>('GET', `${subscribersPath(pageId)}${q ? `?${new URLSearchParams({ q }).toString()}` : ''}`, undefined, { signal }),
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: true,
  });
}

/** DELETE one sign-up (a number) or every one (null). */
export function useDeleteSubscribers(pageId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (subscriberId: number | null) =>
      apiRequest<void>('DELETE', subscriberId === null ? subscribersPath(pageId) : `${subscribersPath(pageId)}/${subscriberId}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [subscribersPath(pageId)] }),
  });
}

/** 'Exportar CSV' (fetched: a plain link cannot send the token). */
export function useDownloadSubscribersCsv(pageId: number) {
  return useMutation({ mutationFn: () => downloadFile(`${subscribersPath(pageId)}.csv`, 'suscriptores.csv') });
}
