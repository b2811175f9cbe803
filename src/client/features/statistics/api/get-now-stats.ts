import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StatsNowResponse } from '@shared/schemas/stats';
import { api } from '@/lib/api';
import { statsPath } from './get-page-stats';

/** 'Ahora' asks again every 30 s while the tab is open and the document visible (issue 42). */
export const STATS_NOW_REFRESH_MS = 30_000;

/** GET /api/pages/{id}/stats/now: the last 30 minutes per minute. Under statsPath, so a reset refreshes it too. */
const nowStatsQueryOptions = (pageId: number) =>
  queryOptions({
    queryKey: [statsPath(pageId), 'now'],
    queryFn: ({ signal }) => api.request<StatsNowResponse>('GET', `${statsPath(pageId)}/now`, undefined, { signal }),
    staleTime: 0,
    refetchInterval: STATS_NOW_REFRESH_MS,
    // A hidden tab asks nothing; it asks again as soon as it is shown.
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });

export function useNowStats(pageId: number) {
  return useQuery(nowStatsQueryOptions(pageId));
}
