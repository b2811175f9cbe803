import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_PAGE_SIZE,
  type AdminSettings,
  type AdminUser,
  type AdminUserList,
  type DeletionReport,
  type Invitation,
  type NewInvitation,
  type RecoveryLink,
  type SignupMode,
} from '@shared/schemas/account';
import type { AdminDomainList } from '@shared/schemas/domains';
import { apiRequest } from '@/lib/api';

const SETTINGS_KEY = ['admin', 'settings'] as const;
const USERS_KEY = ['admin', 'users'] as const;
const INVITATIONS_KEY = ['admin', 'invitations'] as const;

/** GET /api/admin/settings. */
export function useAdminSettings() {
  return useQuery({ queryKey: SETTINGS_KEY, queryFn: () => apiRequest<AdminSettings>('GET', '/api/admin/settings') });
}

/** PUT /api/admin/settings: the sign-up mode every server follows. */
export function useUpdateSignups() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (signups: SignupMode) => apiRequest<AdminSettings>('PUT', '/api/admin/settings', { signups }),
    onSuccess: (settings) => queryClient.setQueryData(SETTINGS_KEY, settings),
  });
}

/** PUT /api/admin/settings: 'Exigir verificación en dos pasos' (decision 922). */
export function useUpdateRequireMfa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (requireMfa: boolean) => apiRequest<AdminSettings>('PUT', '/api/admin/settings', { requireMfa }),
    onSuccess: (settings) => queryClient.setQueryData(SETTINGS_KEY, settings),
  });
}

/** GET /api/admin/users, 50 at a time, newest first; `search` filters by e-mail. */
export function useAdminUsers(search: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: [...USERS_KEY, search],
    enabled,
    initialPageParam: 0,
    queryFn: ({ pageParam }) =>
      apiRequest<AdminUserList>('GET', `/api/admin/users?${new URLSearchParams({ q: search, offset: String(pageParam) })}`),
    getNextPageParam: (last, pages) => {
      const loaded = pages.length * ADMIN_PAGE_SIZE;
      return loaded < last.total ? loaded : undefined;
    },
  });
}

/** PATCH /api/admin/users/{id}: disables or enables the account. */
export function useSetUserDisabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, disabled }: { id: string; disabled: boolean }) => apiRequest<AdminUser>('PATCH', `/api/admin/users/${id}`, { disabled }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_KEY }),
  });
}

/** DELETE /api/admin/users/{id}: the account and everything of it. */
export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<DeletionReport>('DELETE', `/api/admin/users/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_KEY }),
  });
}

/** POST /api/admin/users/{id}/recovery-link: a one-time link to choose a new password. */
export function useRecoveryLink() {
  return useMutation({ mutationFn: (id: string) => apiRequest<RecoveryLink>('POST', `/api/admin/users/${id}/recovery-link`) });
}

export function useInvitations(enabled: boolean) {
  return useQuery({ queryKey: INVITATIONS_KEY, enabled, queryFn: () => apiRequest<Invitation[]>('GET', '/api/admin/invitations') });
}

export function useCreateInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<NewInvitation>('POST', '/api/admin/invitations'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INVITATIONS_KEY }),
  });
}

export function useDeleteInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest('DELETE', `/api/admin/invitations/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INVITATIONS_KEY }),
  });
}

const DOMAINS_KEY = ['admin', 'domains'] as const;

/** GET /api/admin/domains: every owner's domain (issue 39); an error when the site has them off. */
export function useAdminDomains() {
  return useQuery({ queryKey: DOMAINS_KEY, queryFn: async () => (await apiRequest<AdminDomainList>('GET', '/api/admin/domains')).domains, retry: false });
}

/** DELETE /api/admin/domains/{id}: the domain stops being served at once on every instance. */
export function useRemoveAdminDomain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', `/api/admin/domains/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: DOMAINS_KEY }),
  });
}
