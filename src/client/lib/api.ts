import { createApiClient } from './api-client';
import { reportSessionEnded } from './session-end';
import { forgetRefusedSession, getAccessToken } from './supabase';

/**
 * The app's API client: same origin, the signed-in user's bearer token on /api paths; a 401 to a
 * request that carried one means the session ended elsewhere: the editor, when open, keeps what it
 * could not save and says so (decision 536); elsewhere this browser signs out (decision 113).
 */
export const api = createApiClient({
  getAccessToken,
  onUnauthorized: () => {
    if (!reportSessionEnded()) void forgetRefusedSession();
  },
});

export function apiRequest<T = unknown>(method: string, path: string, body?: Parameters<typeof api.request>[2]) {
  return api.request<T>(method, path, body);
}
