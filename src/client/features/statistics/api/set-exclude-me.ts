import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EXCLUDE_ME_PATH, type ExcludeMe } from '@shared/schemas/stats';
import { apiRequest } from '@/lib/api';
import { excludeMeQueryOptions } from './get-exclude-me';

/** PUT (leave this browser out) or DELETE (count it again) /api/stats/exclude-me. */
export function useSetExcludeMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (excluded: boolean) => apiRequest<ExcludeMe>(excluded ? 'PUT' : 'DELETE', EXCLUDE_ME_PATH),
    onSuccess: (answer) => queryClient.setQueryData(excludeMeQueryOptions().queryKey, answer),
  });
}
