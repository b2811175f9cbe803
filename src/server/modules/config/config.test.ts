import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostedVerifier } from '../../auth/token-verifier';
import { startJwksServer, type JwksServer } from '../../test/jwks-server';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('GET /api/config, embedded auth', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('points the client at this server, with the anon key and the site name', async () => {
    const res = await t.request({ method: 'GET', url: '/api/config', headers: { host: 'enlaces.example:8080' } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ supabaseUrl: 'http://enlaces.example:8080', supabaseAnonKey: expect.any(String), siteName: 'LinkHub', mailEnabled: false, signups: 'open', adminContact: null, signInMethods: { passwords: true, passkeys: true, sso: null } });
    const claims = JSON.parse(Buffer.from(body.supabaseAnonKey.split('.')[1], 'base64url').toString());
    expect(claims.role).toBe('anon');
  });

  it('names ADMIN_CONTACT when set (decision 126)', async () => {
    const contact = await createTestApp({ adminContact: 'jefa@example.com' });
    try {
      expect((await contact.request({ method: 'GET', url: '/api/config' })).json()).toMatchObject({ adminContact: 'jefa@example.com' });
    } finally {
      await contact.close();
    }
  });

  it('follows the protocol and host of a trusted proxy', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/api/config',
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'linkhub.example' },
    });
    expect(res.json().supabaseUrl).toBe('https://linkhub.example');
  });
});

describe('GET /api/config with PUBLIC_URL', () => {
  it('answers the configured origin whatever the Host', async () => {
    const t = await createTestApp({ publicUrl: 'https://mis-enlaces.example' });
    try {
      // A loopback name is served too (decision 864); another host is refused with 421.
      const res = await t.request({ method: 'GET', url: '/api/config', headers: { host: 'localhost:8080' } });
      expect(res.json().supabaseUrl).toBe('https://mis-enlaces.example');
      expect((await t.request({ method: 'GET', url: '/api/config', headers: { host: 'otro.example' } })).statusCode).toBe(421);
    } finally {
      await t.close();
    }
  });
});

describe('hosted Supabase mode', () => {
  let jwks: JwksServer;
  let t: TestApp;
  beforeAll(async () => {
    jwks = await startJwksServer();
    t = await createTestApp({
      hosted: {
        options: { supabaseUrl: jwks.url, anonKey: 'clave-anon-del-proyecto' },
        verifier: hostedVerifier({ jwksUrl: jwks.jwksUrl }),
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await jwks.close();
  });

  it("hands the project's URL and anon key to the client", async () => {
    const res = await t.request({ method: 'GET', url: '/api/config' });
    expect(res.json()).toEqual({ supabaseUrl: jwks.url, supabaseAnonKey: 'clave-anon-del-proyecto', siteName: 'LinkHub', mailEnabled: true, signups: 'open', adminContact: null, signInMethods: { passwords: true, passkeys: false, sso: null } });
  });

  it("lets the project's users use the API with their tokens, verified by the project's JWKS", async () => {
    const id = randomUUID();
    const token = await jwks.sign({ sub: id, aud: 'authenticated', role: 'authenticated', session_id: randomUUID() });
    const created = await t.request({
      method: 'POST',
      url: '/api/pages',
      headers: { authorization: `Bearer ${token}` },
      payload: { title: 'Alojada' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().userId).toBe(id);
  });

  it('does not run the embedded auth service', async () => {
    const res = await t.request({ method: 'POST', url: '/auth/v1/signup', payload: { email: 'a@b.es', password: '123456' } });
    expect(res.statusCode).toBe(404);
  });
});
