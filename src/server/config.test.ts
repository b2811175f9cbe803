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

  it('keeps one process by default and reads the settings of several (decision 830 to 834)', () => {
    expect(loadConfig({})).toMatchObject({ storage: { backend: 'fs' }, redis: undefined, databaseListenUrl: undefined, shutdownDrainMs: 0 });
    const config = loadConfig({
      DATABASE_URL: 'postgres://app@db:6432/linkhub',
      DATABASE_LISTEN_URL: 'postgres://app@db:5432/linkhub',
      STORAGE_BACKEND: 's3',
      S3_ENDPOINT: 'http://minio:9000',
      S3_BUCKET: 'linkhub',
      S3_ACCESS_KEY_ID: 'clave',
      S3_SECRET_ACCESS_KEY: 'secreto',
      S3_FORCE_PATH_STYLE: 'true',
      REDIS_URL: 'redis://cache:6379',
      SHUTDOWN_DRAIN_MS: '5000',
    });
    expect(config).toMatchObject({
      databaseListenUrl: 'postgres://app@db:5432/linkhub',
      storage: {
        backend: 's3',
        endpoint: 'http://minio:9000',
        region: 'us-east-1',
        bucket: 'linkhub',
        credentials: { accessKeyId: 'clave', secretAccessKey: 'secreto' },
        forcePathStyle: true,
      },
      redis: { url: 'redis://cache:6379', keyPrefix: 'linkhub' },
      shutdownDrainMs: 5000,
    });
    expect(() => loadConfig({ STORAGE_BACKEND: 's3' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ STORAGE_BACKEND: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'x' })).toThrow(/S3_SECRET_ACCESS_KEY/);
    expect(() => loadConfig({ STORAGE_BACKEND: 'ftp' })).toThrow(/STORAGE_BACKEND/);
    expect(() => loadConfig({ REDIS_URL: 'http://cache' })).toThrow(/REDIS_URL/);
    expect(() => loadConfig({ DATABASE_LISTEN_URL: 'postgres://x/y' })).toThrow(/DATABASE_LISTEN_URL/);
  });

  it('refuses SMTP_URL without PUBLIC_URL: mailed links never take a request\'s Host (decision 119)', () => {
    expect(() => loadConfig({ SMTP_URL: 'smtp://correo.example:587' })).toThrow(/SMTP_URL needs PUBLIC_URL/);
    expect(loadConfig({ SMTP_URL: 'smtp://correo.example:587', PUBLIC_URL: 'https://enlaces.example' }).publicUrl).toBe('https://enlaces.example');
  });

  it('reads RATE_LIMIT_VERIFY (30 by default) and ADMIN_CONTACT, an e-mail or an http(s) URL (decisions 123, 126)', () => {
    expect(loadConfig({})).toMatchObject({ rateLimits: { verify: 30 }, adminContact: undefined });
    expect(loadConfig({ RATE_LIMIT_VERIFY: '5', ADMIN_CONTACT: 'jefa@example.com' })).toMatchObject({ rateLimits: { verify: 5 }, adminContact: 'jefa@example.com' });
    expect(loadConfig({ ADMIN_CONTACT: 'https://ayuda.example/contacto' }).adminContact).toBe('https://ayuda.example/contacto');
    for (const bad of ['javascript:alert(1)', 'no es nada', 'ftp://x.example']) expect(() => loadConfig({ ADMIN_CONTACT: bad }), bad).toThrow(/ADMIN_CONTACT/);
  });

  it('refuses half a hosted configuration and malformed URLs', () => {
    expect(() => loadConfig({ SUPABASE_URL: 'https://abc.supabase.co' })).toThrow(/SUPABASE_ANON_KEY/);
    expect(() => loadConfig({ PUBLIC_URL: 'no es una url' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ SMTP_URL: 'http://correo.example' })).toThrow(/SMTP_URL/);
  });

  it('custom domains (issue 39): on by default with PUBLIC_URL, off without it or when asked; on needs PUBLIC_URL', () => {
    expect(loadConfig({}).customDomains).toBeNull();
    expect(loadConfig({ PUBLIC_URL: 'https://links.example' }).customDomains).toEqual({ addresses: [], perUser: 3 });
    expect(loadConfig({ PUBLIC_URL: 'https://links.example', CUSTOM_DOMAINS: 'off' }).customDomains).toBeNull();
    expect(() => loadConfig({ CUSTOM_DOMAINS: 'on' })).toThrow(/PUBLIC_URL/);
    const config = loadConfig({
      PUBLIC_URL: 'https://links.example',
      CUSTOM_DOMAIN_TARGET: '203.0.113.7, 2001:db8::7',
      LIMIT_DOMAINS_PER_USER: '5',
      OUTBOUND_RESOLVE: 'tienda.test=127.0.0.1:8080,*.dominio.test=127.0.0.1',
    });
    expect(config.customDomains).toEqual({ addresses: ['203.0.113.7', '2001:db8::7'], perUser: 5 });
    expect(config.outboundResolve).toEqual({ 'tienda.test': '127.0.0.1:8080', '*.dominio.test': '127.0.0.1' });
    expect(() => loadConfig({ PUBLIC_URL: 'https://links.example', CUSTOM_DOMAIN_TARGET: 'not-an-address' })).toThrow(/CUSTOM_DOMAIN_TARGET/);
    expect(() => loadConfig({ OUTBOUND_RESOLVE: 'tienda.test' })).toThrow(/OUTBOUND_RESOLVE/);
  });
});
