import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { statsPath } from './get-page-stats';

/** DELETE /api/pages/{id}/stats: every number of the page goes, for every day. */
export function useResetPageStats(pageId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<void>('DELETE', statsPath(pageId)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [statsPath(pageId)] }),
  });
}
