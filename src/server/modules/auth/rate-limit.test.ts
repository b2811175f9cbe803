import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonKeyOf, supabaseClient } from '../../test/supabase';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let baseUrl: string;
let anonKey: string;

beforeAll(async () => {
  t = await createTestApp({
    rateLimits: { signup: { max: 2, timeWindowMs: 60_000 }, token: { max: 3, timeWindowMs: 60_000 } },
  });
  baseUrl = await t.listen();
  anonKey = await anonKeyOf(baseUrl);
});
afterAll(() => t.close());

const email = () => `limite-${crypto.randomUUID().slice(0, 8)}@example.com`;

describe('rate limits per IP', () => {
  it('answers 429 over_request_rate_limit once sign-ups exceed the limit', async () => {
    const supabase = supabaseClient(baseUrl, anonKey);
    expect((await supabase.auth.signUp({ email: email(), password: 'clave-123' })).error).toBeNull();
    expect((await supabase.auth.signUp({ email: email(), password: 'clave-123' })).error).toBeNull();
    const { data, error } = await supabase.auth.signUp({ email: email(), password: 'clave-123' });
    expect(data.session).toBeNull();
    expect(error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
    expect(error?.message).toBe('Demasiadas solicitudes. Espera unos minutos e inténtalo de nuevo.');
  });

  it('counts sign-ins and refreshes on /token together, per client address', async () => {
    const supabase = supabaseClient(baseUrl, anonKey);
    for (let i = 0; i < 3; i++) {
      const { error } = await supabase.auth.signInWithPassword({ email: 'nadie@example.com', password: 'clave-123' });
      expect(error).toMatchObject({ status: 400, code: 'invalid_credentials' });
    }
    const limited = await fetch(`${baseUrl}/auth/v1/token?grant_type=refresh_token`, {
      method: 'POST',
      headers: { apikey: anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: 'x' }),
    });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
    expect(limited.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await limited.json()).toMatchObject({ code: 'over_request_rate_limit', error_code: 'over_request_rate_limit' });

    // Another address (through the trusted proxy header) still has its own budget.
    const other = await t.request({
      method: 'POST',
      url: '/auth/v1/token?grant_type=password',
      headers: { 'x-forwarded-for': '203.0.113.7' },
      payload: { email: 'nadie@example.com', password: 'clave-123' },
    });
    expect(other.statusCode).toBe(400);
  });

  it('does not let a client outside the trusted proxies pick its address with X-Forwarded-For', async () => {
    const attempt = (forwardedFor: string) =>
      t.request({
        method: 'POST',
        url: '/auth/v1/signup',
        remoteAddress: '198.51.100.20',
        headers: { 'x-forwarded-for': forwardedFor },
        payload: { email: email(), password: 'clave-123' },
      });
    expect((await attempt('192.0.2.1')).statusCode).toBe(200);
    expect((await attempt('192.0.2.2')).statusCode).toBe(200);
    expect((await attempt('192.0.2.3')).statusCode).toBe(429);
  });
});
