import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('defaults to the embedded auth service, GoTrue rate limits and private proxies', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      siteName: 'LinkHub',
      hosted: undefined,
      publicUrl: undefined,
      smtpUrl: undefined,
      trustProxy: 'loopback',
      rateLimits: { token: 150, signup: 30 },
    });
  });

  it('reads hosted Supabase settings and keeps only the origin of PUBLIC_URL', () => {
    const config = loadConfig({
      SUPABASE_URL: 'https://abc.supabase.co/',
      SUPABASE_ANON_KEY: 'anon',
      SUPABASE_JWT_SECRET: 'secreto',
      PUBLIC_URL: 'https://enlaces.example/ruta',
      SITE_NAME: 'Mis Enlaces',
      TRUST_PROXY: '1',
    });
    expect(config.hosted).toEqual({ url: 'https://abc.supabase.co', anonKey: 'anon', jwtSecret: 'secreto' });
    expect(config.publicUrl).toBe('https://enlaces.example');
    expect(config.siteName).toBe('Mis Enlaces');
    expect(config.trustProxy).toBe(1);
  });

  it('refuses half a hosted configuration and malformed URLs', () => {
    expect(() => loadConfig({ SUPABASE_URL: 'https://abc.supabase.co' })).toThrow(/SUPABASE_ANON_KEY/);
    expect(() => loadConfig({ PUBLIC_URL: 'no es una url' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ SMTP_URL: 'http://correo.example' })).toThrow(/SMTP_URL/);
  });
});
