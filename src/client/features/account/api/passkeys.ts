import { startRegistration } from '@simplewebauthn/browser';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Passkey } from '@shared/schemas/passkeys';
import { apiRequest } from '@/lib/api';

const PASSKEYS_KEY = ['account', 'passkeys'] as const;

export function usePasskeys() {
  return useQuery({ queryKey: PASSKEYS_KEY, queryFn: () => apiRequest<Passkey[]>('GET', '/api/account/passkeys') });
}

/** Creates a passkey in this browser or a phone nearby for the account, and keeps it on the server. */
export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    /** `currentPassword`: asked by the server when the session is not recent (decision 993). */
    mutationFn: async ({ name, currentPassword }: { name: string; currentPassword?: string }) => {
      const body = currentPassword ? { currentPassword } : {};
      const optionsJSON = await apiRequest<Parameters<typeof startRegistration>[0]['optionsJSON']>('POST', '/api/account/passkeys/options', body);
      const credential = await startRegistration({ optionsJSON });
      return apiRequest<Passkey>('POST', '/api/account/passkeys', { name, credential });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: PASSKEYS_KEY }),
  });
}

export function useDeletePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest('DELETE', `/api/account/passkeys/${encodeURIComponent(id)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PASSKEYS_KEY }),
  });
}
