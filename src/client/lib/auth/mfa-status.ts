import { queryOptions } from '@tanstack/react-query';
import type { MfaStatus } from '@shared/schemas/security';
import { apiRequest } from '@/lib/api';

export const MFA_STATUS_KEY = ['account', 'mfa'] as const;

/** GET /api/account/mfa: the sign-in gate and 'Mi cuenta' > 'Verificación en dos pasos' read it (decision 920). */
export const mfaStatusQuery = () =>
  queryOptions({ queryKey: MFA_STATUS_KEY, queryFn: () => apiRequest<MfaStatus>('GET', '/api/account/mfa'), staleTime: 60_000 });
