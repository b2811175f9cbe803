export interface AppConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
  siteName: string;
}

function parseConfig(value: unknown): AppConfig {
  const record = (value ?? {}) as Record<string, unknown>;
  const text = (key: string) => (typeof record[key] === 'string' && record[key] ? record[key] : null);
  const supabaseUrl = text('supabaseUrl');
  const supabaseAnonKey = text('supabaseAnonKey');
  if (!supabaseUrl || !supabaseAnonKey) throw new Error('/api/config lacks supabaseUrl or supabaseAnonKey');
  return { supabaseUrl, supabaseAnonKey, siteName: text('siteName') ?? 'LinkHub' };
}

let pending: Promise<AppConfig | null> | null = null;

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
