import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Account } from '@shared/schemas/account';
import { apiRequest } from '@/lib/api';

const ACCOUNT_KEY = ['account'] as const;

/** GET /api/account: the signed-in user as the server knows them (admin or not). */
const accountQueryOptions = () =>
  queryOptions({ queryKey: ACCOUNT_KEY, queryFn: () => apiRequest<Account>('GET', '/api/account'), staleTime: 60_000 });

export function useAccount(enabled = true) {
  return useQuery({ ...accountQueryOptions(), enabled });
}
