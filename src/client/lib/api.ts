import { createApiClient } from './api-client';
import { reportSessionEnded } from './session-end';
import { getAccessToken } from './supabase';

/**
 * The app's API client: same origin, the signed-in user's bearer token on /api paths; a 401 to a
 * request that carried one means the session ended elsewhere.
 */
export const api = createApiClient({ getAccessToken, onUnauthorized: reportSessionEnded });

export function apiRequest<T = unknown>(method: string, path: string, body?: Parameters<typeof api.request>[2]) {
  return api.request<T>(method, path, body);
}
