import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountSessionList, RecoveryCodes } from '@shared/schemas/security';
import { apiRequest } from '@/lib/api';
import { MFA_STATUS_KEY, mfaStatusQuery } from '@/lib/auth/mfa-status';

const SESSIONS_KEY = ['account', 'sessions'] as const;

export function useMfaStatus() {
  return useQuery(mfaStatusQuery());
}

/** After a factor or the codes change. */
export function useRefreshMfaStatus() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: MFA_STATUS_KEY });
}

/** POST /api/account/mfa/recovery-codes: 10 new codes, shown once. */
export function createRecoveryCodes() {
  return apiRequest<RecoveryCodes>('POST', '/api/account/mfa/recovery-codes');
}

/** GET /api/account/sessions ('Sesiones', decision 921). */
export function useSessions(enabled: boolean) {
  return useQuery({ queryKey: SESSIONS_KEY, queryFn: () => apiRequest<AccountSessionList>('GET', '/api/account/sessions'), enabled });
}

export function useRefreshSessions() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
}

/** DELETE /api/account/sessions/{id}. */
export function useEndSession() {
  const refresh = useRefreshSessions();
  return useMutation({
    mutationFn: (id: string) => apiRequest<void>('DELETE', `/api/account/sessions/${encodeURIComponent(id)}`),
    onSettled: refresh,
  });
}
