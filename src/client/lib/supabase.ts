import type { SupabaseClient } from '@supabase/supabase-js';
import { loadAppConfig } from './config';

let client: SupabaseClient | null = null;
let pending: Promise<SupabaseClient | null> | null = null;

async function buildClient(): Promise<SupabaseClient | null> {
  const config = await loadAppConfig();
  if (!config) return null;
  try {
    // Loaded beside the app's first chunk rather than inside it.
    const { createClient } = await import('@supabase/supabase-js');
    return createClient(config.supabaseUrl, config.supabaseAnonKey, {
      auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
    });
  } catch (error) {
    console.error('Could not create the Supabase client', error);
    return null;
  }
}

/** The auth and storage client, built from /api/config on first use; null when it cannot be built. */
export function getSupabaseClient(): Promise<SupabaseClient | null> {
  if (client) return Promise.resolve(client);
  pending ??= buildClient().then((built) => {
    pending = null;
    client = built;
    return built;
  });
  return pending;
}

let lastToken: string | null = null;

/** The signed-in user's access token, or null. */
export async function getAccessToken(): Promise<string | null> {
  const supabase = await getSupabaseClient();
  if (!supabase) return null;
  const { data, error } = await supabase.auth.getSession();
  if (error) throw error;
  lastToken = data.session?.access_token ?? null;
  return lastToken;
}

/**
 * The token the last API call used, read without waiting: for keepalive saves while the page is
 * being unloaded, when nothing asynchronous may run before the request starts.
 */
export function lastKnownAccessToken(): string | null {
  return lastToken;
}

/**
 * Forgets, in this browser only, a session the server no longer accepts (signed out elsewhere, a
 * password recovered or changed on another device, the account disabled or deleted): supabase-js
 * emits SIGNED_OUT and the app goes to the sign-in screen.
 */
export async function forgetRefusedSession(): Promise<void> {
  const supabase = await getSupabaseClient();
  const { data } = (await supabase?.auth.getSession()) ?? { data: { session: null } };
  if (data.session) await supabase?.auth.signOut({ scope: 'local' });
}
