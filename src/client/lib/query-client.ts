import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { type ApiClient, ApiError } from './api-client';
import { api } from './api';

type UnauthorizedBehavior = 'returnNull' | 'throw';

/** A query function that GETs the first query-key element as a path (spec section 7). */
export function getQueryFn<T>({ on401, client = api }: { on401: UnauthorizedBehavior; client?: ApiClient }): QueryFunction<T> {
  return async ({ queryKey, signal }) => {
    const path = queryKey[0];
    if (typeof path !== 'string' || !path.startsWith('/')) {
      throw new Error(`The first query-key element must be a path, got ${String(path)}`);
    }
    try {
      return await client.request<T>('GET', path, undefined, { signal });
    } catch (error) {
      if (on401 === 'returnNull' && error instanceof ApiError && error.status === 401) return null as T;
      throw error;
    }
  };
}

/**
 * Server state: never stale (only invalidation re-fetches), no refetch on focus, reconnect or a
 * timer, no retry (docs/decisions/402-query-settings.md).
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: Infinity,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
