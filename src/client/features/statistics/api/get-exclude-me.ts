import { queryOptions, useQuery } from '@tanstack/react-query';
import { EXCLUDE_ME_PATH, type ExcludeMe } from '@shared/schemas/stats';

/** GET /api/stats/exclude-me: whether this browser's visits are left out (the cookie is HttpOnly). */
export const excludeMeQueryOptions = () => queryOptions<ExcludeMe>({ queryKey: [EXCLUDE_ME_PATH] });

export function useExcludeMe() {
  return useQuery(excludeMeQueryOptions());
}
