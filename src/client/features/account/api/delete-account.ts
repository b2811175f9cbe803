import { useMutation } from '@tanstack/react-query';
import type { DeletionReport } from '@shared/schemas/account';
import { apiRequest } from '@/lib/api';

/** DELETE /api/account with the password: everything of the account goes. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (password: string) => apiRequest<DeletionReport>('DELETE', '/api/account', { password }),
  });
}
