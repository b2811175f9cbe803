import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreatedStatsShare, NewStatsShare, SharedStatsInfo, StatsShareStatus } from '@shared/schemas/stats-share';
import { api, apiRequest } from '@/lib/api';
import { sharedStatsPath } from './get-page-stats';

const sharePath = (pageId: number) => `/api/pages/${pageId}/stats/share`;

/** GET /api/pages/{id}/stats/share: the page's live shared address (never its token). */
export function useStatsShare(pageId: number) {
  return useQuery({
    queryKey: [sharePath(pageId)],
    queryFn: ({ signal }) => api.request<StatsShareStatus>('GET', sharePath(pageId), undefined, { signal }),
  });
}

/** POST: a new address (the earlier one stops working); its token comes back once. */
export function useCreateStatsShare(pageId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewStatsShare) => apiRequest<CreatedStatsShare>('POST', sharePath(pageId), input),
    onSuccess: (created) => queryClient.setQueryData<StatsShareStatus>([sharePath(pageId)], { share: created.share }),
  });
}

/** DELETE: the address stops working. */
export function useRevokeStatsShare(pageId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<void>('DELETE', sharePath(pageId)),
    onSuccess: () => queryClient.setQueryData<StatsShareStatus>([sharePath(pageId)], { share: null }),
  });
}

/** GET /api/shared-stats/{token}: locked or not, and the page's title, zone and blocks' names. */
export function useSharedStatsInfo(token: string) {
  return useQuery({
    queryKey: [sharedStatsPath(token)],
    queryFn: ({ signal }) => api.request<SharedStatsInfo>('GET', sharedStatsPath(token), undefined, { signal }),
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** POST /api/shared-stats/{token}/unlock: the right password gives this browser a cookie for 12 hours. */
export function useUnlockSharedStats(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => apiRequest<void>('POST', `${sharedStatsPath(token)}/unlock`, { password }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [sharedStatsPath(token)] }),
  });
}
