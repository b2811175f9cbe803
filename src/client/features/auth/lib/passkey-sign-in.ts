import { startAuthentication } from '@simplewebauthn/browser';
import type { SupabaseClient } from '@supabase/supabase-js';

const PASSKEY_SIGN_IN_MESSAGES = {
  cancelled: 'No se completó el inicio de sesión con la llave de acceso.',
  unsupported: 'Este navegador no admite llaves de acceso.',
  failed: 'No se pudo iniciar sesión con la llave de acceso. Inténtalo de nuevo.',
} as const;

async function postAuth(supabaseUrl: string, path: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(`${supabaseUrl}/auth/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) throw new Error(typeof answer.msg === 'string' ? answer.msg : PASSKEY_SIGN_IN_MESSAGES.failed);
  return answer;
}

/**
 * Sign-in with a passkey (decision 930): the server's challenge, the browser's discoverable
 * credentials, the signed answer checked by the server, and its session handed to supabase-js
 * (setSession), which keeps and refreshes it as after a password. Answers an error message or null.
 */
export async function signInWithPasskey(client: SupabaseClient, supabaseUrl: string): Promise<string | null> {
  let optionsJSON: Parameters<typeof startAuthentication>[0]['optionsJSON'];
  try {
    optionsJSON = (await postAuth(supabaseUrl, '/passkey/options', {})) as unknown as typeof optionsJSON;
  } catch (error) {
    return (error as Error).message;
  }
  let credential;
  try {
    credential = await startAuthentication({ optionsJSON });
  } catch (error) {
    const name = (error as { name?: string }).name;
    return name === 'NotSupportedError' ? PASSKEY_SIGN_IN_MESSAGES.unsupported : PASSKEY_SIGN_IN_MESSAGES.cancelled;
  }
  try {
    const session = await postAuth(supabaseUrl, '/passkey/verify', { credential });
    const { error } = await client.auth.setSession({ access_token: String(session.access_token), refresh_token: String(session.refresh_token) });
    return error ? PASSKEY_SIGN_IN_MESSAGES.failed : null;
  } catch (error) {
    return (error as Error).message;
  }
}
