import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { statsPath } from './get-page-stats';

/** DELETE /api/pages/{id}/stats/items/{itemId}: one block's clicks go, for every day. */
export function useResetBlockStats(pageId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (itemId: number) => apiRequest<void>('DELETE', `${statsPath(pageId)}/items/${itemId}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [statsPath(pageId)] }),
  });
}
