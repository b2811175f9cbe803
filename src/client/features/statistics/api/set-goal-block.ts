import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { statsPath } from './get-page-stats';

/** PUT / DELETE /api/pages/{id}/stats/goals/{itemId}: 'Marcar como objetivo' a block's clicks, or 'Quitar objetivo'. */
export function useSetGoalBlock(pageId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, goal }: { itemId: number; goal: boolean }) => apiRequest<void>(goal ? 'PUT' : 'DELETE', `${statsPath(pageId)}/goals/${itemId}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [statsPath(pageId)] }),
  });
}
