import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { StatsResponse } from '@shared/schemas/stats';
import { api } from '@/lib/api';
import type { DayRange } from '../lib/range';
import { type StatsSource, useStatsSource } from '../lib/stats-source';

/** How often the open tab asks again, so a new visit shows within seconds (the server writes every 2 s). */
const STATS_REFRESH_MS = 5_000;

export const statsPath = (pageId: number) => `/api/pages/${pageId}/stats`;

export function rangeQuery({ from, to }: DayRange): string {
  return new URLSearchParams({ from, to }).toString();
}

/** GET /api/pages/{id}/stats?from&to: the page's numbers over the range (the owner's days). */
const pageStatsQueryOptions = (pageId: number, range: DayRange) =>
  queryOptions({
    queryKey: [statsPath(pageId), range.from, range.to],
    queryFn: ({ signal }) => api.request<StatsResponse>('GET', `${statsPath(pageId)}?${rangeQuery(range)}`, undefined, { signal }),
    staleTime: 0,
    refetchInterval: STATS_REFRESH_MS,
    refetchOnWindowFocus: true,
    placeholderData: keepPreviousData,
  });

/** GET /api/shared-stats/{token}/stats?from&to: the same numbers through a shared address (issue 42). */
export const sharedStatsPath = (token: string) => `/api/shared-stats/${encodeURIComponent(token)}`;
const sharedStatsQueryOptions = (token: string, range: DayRange) =>
  queryOptions({
    ...pageStatsQueryOptions(0, range),
    queryKey: [sharedStatsPath(token), range.from, range.to],
    queryFn: ({ signal }) => api.request<StatsResponse>('GET', `${sharedStatsPath(token)}/stats?${rangeQuery(range)}`, undefined, { signal }),
  });

const statsOptions = (source: StatsSource, pageId: number, range: DayRange) =>
  source.kind === 'shared' ? sharedStatsQueryOptions(source.token, range) : pageStatsQueryOptions(pageId, range);

/** `enabled` waits for the owner's time zone, so 'the last 7 days' is asked once, in the right days. */
export function usePageStats(pageId: number, range: DayRange, enabled = true) {
  const source = useStatsSource();
  return useQuery({ ...statsOptions(source, pageId, range), enabled });
}
