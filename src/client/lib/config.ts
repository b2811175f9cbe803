import type { QueryClient } from '@tanstack/react-query';
import type { SignupMode } from '@shared/schemas/account';

export interface AppConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
  siteName: string;
  /** Whether the site can mail recovery links (false: '¿Olvidaste tu contraseña?' says so). */
  mailEnabled: boolean;
  /** Who may create an account here. */
  signups: SignupMode;
  /** ADMIN_CONTACT: an e-mail or URL of whoever runs the site (decision 126). */
  adminContact: string | null;
  /** Password form, passkey button, single sign-on button (issue 41). */
  signInMethods: SignInMethods;
}

export interface SignInMethods {
  passwords: boolean;
  passkeys: boolean;
  sso: { label: string } | null;
}

function parseSignInMethods(value: unknown): SignInMethods {
  const record = (value ?? {}) as Record<string, unknown>;
  const sso = (record.sso ?? null) as Record<string, unknown> | null;
  return {
    passwords: record.passwords !== false,
    passkeys: record.passkeys === true,
    sso: sso && typeof sso.label === 'string' && sso.label ? { label: sso.label } : null,
  };
}

const SIGNUPS: readonly SignupMode[] = ['open', 'invite', 'closed'];

function parseConfig(value: unknown): AppConfig {
  const record = (value ?? {}) as Record<string, unknown>;
  const text = (key: string) => (typeof record[key] === 'string' && record[key] ? record[key] : null);
  const supabaseUrl = text('supabaseUrl');
  const supabaseAnonKey = text('supabaseAnonKey');
  if (!supabaseUrl || !supabaseAnonKey) throw new Error('/api/config lacks supabaseUrl or supabaseAnonKey');
  const signups = SIGNUPS.find((mode) => mode === record.signups) ?? 'open';
  return {
    supabaseUrl,
    supabaseAnonKey,
    siteName: text('siteName') ?? 'LinkHub',
    mailEnabled: record.mailEnabled !== false,
    signups,
    adminContact: text('adminContact'),
    signInMethods: parseSignInMethods(record.signInMethods),
  };
}

let pending: Promise<AppConfig | null> | null = null;

/** /api/config as it is now (the sign-up mode an admin may just have changed); throws when unreadable. */
export async function fetchAppConfig(): Promise<AppConfig> {
  const response = await fetch('/api/config', { credentials: 'include', headers: { Accept: 'application/json' }, cache: 'no-store' });
  if (!response.ok) throw new Error(`GET /api/config answered ${response.status}`);
  return parseConfig(await response.json());
}

/**
 * The run-time configuration from /api/config, fetched once (one build of the client serves every
 * deployment). Null when it cannot be read; a later call tries again.
 */
export function loadAppConfig(): Promise<AppConfig | null> {
  pending ??= fetch('/api/config', { credentials: 'include', headers: { Accept: 'application/json' } })
    .then(async (response) => {
      if (!response.ok) throw new Error(`GET /api/config answered ${response.status}`);
      return parseConfig(await response.json());
    })
    .catch((error: unknown) => {
      console.error('Could not load /api/config', error);
      pending = null;
      return null;
    });
  return pending;
}

/**
 * /api/config's answer known before any request: the server rendered /login or /register with it
 * and put it in the page (decision 405). The queries that read it (the header's ['appConfig'], the
 * registration form's ['appConfig', 'now']) start with it, as the server's render did, and the
 * auth client is built from it without asking again.
 */
export function seedAppConfig(queryClient: QueryClient, value: unknown): void {
  const config = parseConfig(value);
  // In the browser only: the server renders every request with its own answer.
  if (typeof window !== 'undefined') pending ??= Promise.resolve(config);
  queryClient.setQueryData(['appConfig'], config);
  queryClient.setQueryData(['appConfig', 'now'], config);
}
