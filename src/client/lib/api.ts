import { createApiClient } from './api-client';
import { forgetRefusedSession, getAccessToken } from './supabase';

/** The app's API client: same origin, the signed-in user's bearer token on /api paths. */
export const api = createApiClient({ getAccessToken, onSessionRefused: () => void forgetRefusedSession() });

export function apiRequest<T = unknown>(method: string, path: string, body?: Parameters<typeof api.request>[2]) {
  return api.request<T>(method, path, body);
}
