import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiToken, CreatedApiToken, NewApiToken } from '@shared/schemas/api-tokens';
import { apiRequest } from '@/lib/api';

const API_TOKENS_KEY = ['account', 'api-tokens'] as const;

export function useApiTokens() {
  return useQuery({ queryKey: API_TOKENS_KEY, queryFn: () => apiRequest<ApiToken[]>('GET', '/api/account/tokens') });
}

export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewApiToken) => apiRequest<CreatedApiToken>('POST', '/api/account/tokens', input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: API_TOKENS_KEY }),
  });
}

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest('DELETE', `/api/account/tokens/${encodeURIComponent(id)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: API_TOKENS_KEY }),
  });
}
