import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Domain, DomainList } from '@shared/schemas/domains';
import { apiRequest } from '@/lib/api';

const domainsPath = (pageId: number) => `/api/pages/${pageId}/domains`;

/** Checked again by the server on its own: the card asks again meanwhile to show the outcome. */
const REFRESH_WHILE_CHECKING_MS = 5000;

/** GET /api/pages/{id}/domains, through the default query function (the key is the path). */
const domainsQueryOptions = (pageId: number) => queryOptions<DomainList>({ queryKey: [domainsPath(pageId)], retry: false });

/** The page's domains; asked again every few seconds while one of them is still being checked. */
export function usePageDomains(pageId: number | null) {
  return useQuery({
    ...domainsQueryOptions(pageId ?? 0),
    enabled: pageId !== null,
    refetchInterval: (query) => (query.state.data?.domains.some((domain) => domain.nextCheckAt !== null) ? REFRESH_WHILE_CHECKING_MS : false),
  });
}

/** POST /api/pages/{id}/domains, POST /api/domains/{id}/check and DELETE /api/domains/{id}. */
export function useDomainActions(pageId: number | null) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: [domainsPath(pageId ?? 0)] });
  return {
    add: useMutation({
      mutationFn: (domain: string) => apiRequest<Domain>('POST', domainsPath(pageId ?? 0), { domain }),
      onSuccess: refresh,
    }),
    check: useMutation({ mutationFn: (id: number) => apiRequest<Domain>('POST', `/api/domains/${id}/check`), onSettled: refresh }),
    remove: useMutation({ mutationFn: (id: number) => apiRequest('DELETE', `/api/domains/${id}`), onSettled: refresh }),
  };
}
