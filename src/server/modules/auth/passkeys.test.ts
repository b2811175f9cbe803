import { decodeJwt } from 'jose';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSKEY_MESSAGES } from '@shared/sign-in-methods';
import { authSessions, users } from '../../db/schema';
import { SoftwareAuthenticator } from '../../test/software-authenticator';
import { type TestApp, type TestUser, createTestApp } from '../../test/test-app';

// inject's requests name the host localhost: without PUBLIC_URL, the relying party is that origin.
const ORIGIN = 'http://localhost';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await app?.close();
});

async function registerPasskey(user: TestUser, authenticator: SoftwareAuthenticator, name = 'Portátil') {
  const options = await app.request({ method: 'POST', url: '/api/account/passkeys/options', as: user, payload: {} });
  expect(options.statusCode, options.body).toBe(200);
  const { challenge } = options.json<{ challenge: string }>();
  const res = await app.request({ method: 'POST', url: '/api/account/passkeys', as: user, payload: { name, credential: authenticator.register(challenge) } });
  return { options: options.json<Record<string, unknown>>(), res, challenge };
}

async function passkeySignIn(authenticator: SoftwareAuthenticator) {
  const options = await app.request({ method: 'POST', url: '/auth/v1/passkey/options', payload: {} });
  expect(options.statusCode).toBe(200);
  const credential = authenticator.authenticate(options.json<{ challenge: string }>().challenge);
  const res = await app.request({ method: 'POST', url: '/auth/v1/passkey/verify', payload: { credential } });
  return { res, credential };
}

describe('passkeys (issue 41, decisions 930, 931, 933)', () => {
  it('registers a discoverable passkey for the caller at the request\'s origin, with a single-use challenge', async () => {
    const user = await app.user();
    const authenticator = new SoftwareAuthenticator(ORIGIN);
    const { options, res, challenge } = await registerPasskey(user, authenticator, 'Teléfono');
    expect(options).toMatchObject({ rp: { id: 'localhost' }, authenticatorSelection: { residentKey: 'required', userVerification: 'required' }, attestation: 'none' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Teléfono', lastUsedAt: null });

    const again = await app.request({ method: 'POST', url: '/api/account/passkeys', as: user, payload: { name: 'Otra', credential: new SoftwareAuthenticator(ORIGIN).register(challenge) } });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: PASSKEY_MESSAGES.invalid, code: 'passkey_invalid' });
    const list = await app.request({ method: 'GET', url: '/api/account/passkeys', as: user });
    expect(list.json<{ name: string }[]>().map((passkey) => passkey.name)).toEqual(['Teléfono']);
  });

  it('refuses a registration made for another origin, another user\'s challenge, or a bad body with a Spanish 4xx', async () => {
    const user = await app.user();
    const other = await app.user();
    const options = await app.request({ method: 'POST', url: '/api/account/passkeys/options', as: user, payload: {} });
    const { challenge } = options.json<{ challenge: string }>();
    const elsewhere = new SoftwareAuthenticator('https://phishing.example', 'localhost');
    const phished = await app.request({ method: 'POST', url: '/api/account/passkeys', as: user, payload: { name: 'x', credential: elsewhere.register(challenge) } });
    expect(phished.statusCode).toBe(400);

    const fresh = (await app.request({ method: 'POST', url: '/api/account/passkeys/options', as: user, payload: {} })).json<{ challenge: string }>();
    const stolen = await app.request({ method: 'POST', url: '/api/account/passkeys', as: other, payload: { name: 'x', credential: new SoftwareAuthenticator(ORIGIN).register(fresh.challenge) } });
    expect(stolen.statusCode).toBe(400);

    const empty = await app.request({ method: 'POST', url: '/api/account/passkeys', as: user, payload: { name: '', credential: {} } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ error: string }>().error).toMatch(/[a-záéíóú]/);
    const garbage = await app.request({ method: 'POST', url: '/api/account/passkeys', as: user, payload: { name: 'x', credential: { id: 'a', response: 'b' } } });
    expect(garbage.statusCode).toBe(400);
    const anonymous = await app.request({ method: 'POST', url: '/api/account/passkeys/options', payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });

  it('asks a session older than 10 minutes for the current password first, or for a new sign-in without one (decision 993)', async () => {
    const user = await app.user();
    await app.database.db.update(authSessions).set({ createdAt: new Date(Date.now() - 11 * 60_000) }).where(eq(authSessions.userId, user.id));
    const ask = (payload: Record<string, unknown>) => app.request({ method: 'POST', url: '/api/account/passkeys/options', as: user, payload });
    const bare = await ask({});
    expect(bare.statusCode).toBe(403);
    expect(bare.json()).toEqual({ error: PASSKEY_MESSAGES.currentPasswordNeeded, code: 'current_password_needed' });
    const wrong = await ask({ currentPassword: 'no-es-la-clave' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ code: string }>().code).toBe('wrong_password');
    expect((await ask({ currentPassword: 'x'.repeat(1025) })).statusCode).toBe(400);
    const right = await ask({ currentPassword: user.password });
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json<{ challenge: string }>().challenge).toBeTruthy();

    // An account without a password (organisation or passkey sign-in) signs in again.
    await app.database.db.update(users).set({ passwordHash: null }).where(eq(users.id, user.id));
    const noPassword = await ask({});
    expect(noPassword.statusCode).toBe(403);
    expect(noPassword.json()).toEqual({ error: PASSKEY_MESSAGES.signInAgain, code: 'reauthentication_needed' });
  });

  it('signs in without a password: an aal2 webauthn session, the passkey\'s last use kept, the answer not replayable', async () => {
    const user = await app.user();
    const authenticator = new SoftwareAuthenticator(ORIGIN);
    expect((await registerPasskey(user, authenticator)).res.statusCode).toBe(201);

    const { res, credential } = await passkeySignIn(authenticator);
    expect(res.statusCode, res.body).toBe(200);
    const session = res.json<{ access_token: string; refresh_token: string; user: { id: string } }>();
    expect(session.user.id).toBe(user.id);
    const claims = decodeJwt(session.access_token);
    expect(claims.aal).toBe('aal2');
    expect(claims.amr).toEqual([{ method: 'webauthn', timestamp: expect.any(Number) }]);
    const me = await app.request({ method: 'GET', url: '/api/account', headers: { authorization: `Bearer ${session.access_token}` } });
    expect(me.json()).toMatchObject({ id: user.id });
    const refreshed = await app.request({ method: 'POST', url: '/auth/v1/token?grant_type=refresh_token', payload: { refresh_token: session.refresh_token } });
    expect(decodeJwt(refreshed.json<{ access_token: string }>().access_token).aal).toBe('aal2');

    const [listed] = (await app.request({ method: 'GET', url: '/api/account/passkeys', as: user })).json<{ lastUsedAt: string | null }[]>();
    expect(listed?.lastUsedAt).not.toBeNull();

    const replay = await app.request({ method: 'POST', url: '/auth/v1/passkey/verify', payload: { credential } });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ error_code: 'passkey_refused', msg: PASSKEY_MESSAGES.notVerified });
  });

  it('refuses an unknown passkey, a malformed answer and a disabled account in the Supabase error shape', async () => {
    const unknown = await passkeySignIn(new SoftwareAuthenticator(ORIGIN));
    expect(unknown.res.statusCode).toBe(400);
    expect(unknown.res.json()).toMatchObject({ error_code: 'passkey_refused', msg: PASSKEY_MESSAGES.unknownPasskey });
    for (const payload of [{}, { credential: 'x' }, { credential: { id: 42 } }, { credential: { id: 'x'.repeat(2000) } }]) {
      const res = await app.request({ method: 'POST', url: '/auth/v1/passkey/verify', payload });
      expect(res.statusCode).toBe(400);
    }

    const user = await app.user();
    const authenticator = new SoftwareAuthenticator(ORIGIN);
    await registerPasskey(user, authenticator);
    await app.database.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, user.id));
    const disabled = await passkeySignIn(authenticator);
    expect(disabled.res.statusCode).toBe(400);
    expect(disabled.res.json()).toMatchObject({ error_code: 'user_banned' });
  });

  it('is each owner\'s own: another user sees none and cannot remove it; the owner removes it and it no longer signs in', async () => {
    const owner = await app.user();
    const other = await app.user();
    const authenticator = new SoftwareAuthenticator(ORIGIN);
    const { id } = (await registerPasskey(owner, authenticator)).res.json<{ id: string }>();

    expect((await app.request({ method: 'GET', url: '/api/account/passkeys', as: other })).json()).toEqual([]);
    const stolen = await app.request({ method: 'DELETE', url: `/api/account/passkeys/${id}`, as: other });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toEqual({ error: PASSKEY_MESSAGES.notFound, code: 'passkey_not_found' });
    for (const bad of ['no-es-un-id', '%00', 'x'.repeat(300)]) {
      const res = await app.request({ method: 'DELETE', url: `/api/account/passkeys/${bad}`, as: owner });
      expect(res.statusCode).toBeLessThan(500);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
    }

    expect((await app.request({ method: 'DELETE', url: `/api/account/passkeys/${id}`, as: owner })).statusCode).toBe(204);
    expect((await app.request({ method: 'GET', url: '/api/account/passkeys', as: owner })).json()).toEqual([]);
    const after = await passkeySignIn(authenticator);
    expect(after.res.json()).toMatchObject({ msg: PASSKEY_MESSAGES.unknownPasskey });
  });

  it('takes the relying party from PUBLIC_URL when set', async () => {
    const configured = await createTestApp({ publicUrl: 'https://enlaces.example' });
    try {
      const user = await configured.user();
      const options = await configured.request({ method: 'POST', url: '/api/account/passkeys/options', as: user, payload: {}, headers: { host: 'enlaces.example' } });
      expect(options.json()).toMatchObject({ rp: { id: 'enlaces.example' } });
      const signIn = await configured.request({ method: 'POST', url: '/auth/v1/passkey/options', payload: {}, headers: { host: 'enlaces.example' } });
      expect(signIn.json()).toMatchObject({ rpId: 'enlaces.example', userVerification: 'required' });
    } finally {
      await configured.close();
    }
  });
});
