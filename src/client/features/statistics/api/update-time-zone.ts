import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountTimeZone } from '@shared/schemas/stats';
import { apiRequest } from '@/lib/api';
import { TIME_ZONE_PATH, timeZoneQueryOptions } from '@/api/account/get-time-zone';

/** PUT /api/account/time-zone: every page's days are then counted in it (the numbers are asked again). */
export function useUpdateTimeZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (timeZone: string) => apiRequest<AccountTimeZone>('PUT', TIME_ZONE_PATH, { timeZone }),
    onSuccess: (answer) => {
      queryClient.setQueryData(timeZoneQueryOptions().queryKey, answer);
      return queryClient.invalidateQueries({ predicate: (query) => /^\/api\/pages\/\d+\/stats$/.test(String(query.queryKey[0])) });
    },
  });
}
