import { type SupabaseClient, createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';

/** The unmodified supabase-js client against a test server, with its session kept in memory. */
export function supabaseClient(baseUrl: string, anonKey: string): SupabaseClient {
  const store = new Map<string, string>();
  return createClient(baseUrl, anonKey, {
    auth: {
      autoRefreshToken: false,
      persistSession: true,
      detectSessionInUrl: false,
      storage: {
        getItem: (key) => store.get(key) ?? null,
        setItem: (key, value) => void store.set(key, value),
        removeItem: (key) => void store.delete(key),
      },
    },
    // Node 20 has no global WebSocket; supabase-js needs one even when realtime is unused.
    realtime: { transport: WebSocket as never },
  });
}

/** The anon key the server hands to clients (GET /api/config). */
export async function anonKeyOf(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/config`);
  const body = (await res.json()) as { supabaseAnonKey: string };
  return body.supabaseAnonKey;
}
