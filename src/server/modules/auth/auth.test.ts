import type { SupabaseClient } from '@supabase/supabase-js';
import { AuthApiError, AuthWeakPasswordError, isAuthSessionMissingError } from '@supabase/supabase-js';
import { eq, sql } from 'drizzle-orm';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/rows';
import { authRefreshTokens, authSessions, users } from '../../db/schema';
import { anonKeyOf, supabaseClient } from '../../test/supabase';
import { createTestApp, type TestApp } from '../../test/test-app';
import { hashToken } from './secrets';

let t: TestApp;
let baseUrl: string;
let anonKey: string;
const client = () => supabaseClient(baseUrl, anonKey);
const newEmail = (tag = 'user') => `${tag}-${crypto.randomUUID().slice(0, 8)}@Example.COM`;
const PASSWORD = 'una-clave-segura';

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.listen();
  anonKey = await anonKeyOf(baseUrl);
});
afterAll(() => t.close());

async function signedUp(): Promise<{ supabase: SupabaseClient; email: string }> {
  const supabase = client();
  const email = newEmail();
  const { error } = await supabase.auth.signUp({ email, password: PASSWORD });
  expect(error).toBeNull();
  return { supabase, email: email.toLowerCase() };
}

async function apiPages(token: string) {
  return fetch(`${baseUrl}/api/pages`, { headers: { authorization: `Bearer ${token}` } });
}

describe('the anon key', () => {
  it('is a JWT with role anon that the API does not take as a user', async () => {
    expect(decodeJwt(anonKey).role).toBe('anon');
    expect(await anonKeyOf(baseUrl)).toBe(anonKey);
    const res = await apiPages(anonKey);
    expect(res.status).toBe(401);
  });
});

describe('signUp', () => {
  it('signs the user in at once (no e-mail confirmation by default)', async () => {
    const supabase = client();
    const email = newEmail('Nuevo');
    const { data, error } = await supabase.auth.signUp({ email, password: PASSWORD });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      aud: 'authenticated',
      role: 'authenticated',
      email: email.toLowerCase(),
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: {},
      is_anonymous: false,
    });
    expect(data.user?.identities).toHaveLength(1);
    expect(data.user?.identities?.[0]).toMatchObject({ provider: 'email', user_id: data.user?.id });
    expect(data.user?.email_confirmed_at).toBeTruthy();
    expect(data.session).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    expect(data.session?.expires_at).toBeGreaterThan(Date.now() / 1000 + 3500);

    const { data: stored } = await supabase.auth.getSession();
    expect(stored.session?.access_token).toBe(data.session?.access_token);
  });

  it('keeps the account with an argon2id hash and the e-mail as username', async () => {
    const { email } = await signedUp();
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row?.username).toBe(email);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain(PASSWORD);
  });

  it('refuses a password shorter than 6 characters as weak_password', async () => {
    const { data, error } = await client().auth.signUp({ email: newEmail(), password: '12345' });
    expect(error).toBeInstanceOf(AuthWeakPasswordError);
    expect(error).toMatchObject({ status: 422, code: 'weak_password', reasons: ['length'] });
    expect(error?.message).toBe('La contraseña debe tener al menos 6 caracteres.');
    expect(data.session).toBeNull();
  });

  it('accepts 72 bytes of password and refuses 73 as validation_failed', async () => {
    const ok = await client().auth.signUp({ email: newEmail(), password: 'ñ'.repeat(36) });
    expect(ok.error).toBeNull();
    const { error } = await client().auth.signUp({ email: newEmail(), password: `${'ñ'.repeat(36)}x` });
    expect(error).toBeInstanceOf(AuthApiError);
    expect(error).toMatchObject({ status: 400, code: 'validation_failed' });
  });

  it('refuses a malformed e-mail and a missing password as validation_failed', async () => {
    for (const email of ['no-es-un-correo', 'a@', '']) {
      const { error } = await client().auth.signUp({ email, password: PASSWORD });
      expect(error, email).toMatchObject({ status: 400, code: 'validation_failed' });
    }
    const { error } = await client().auth.signUp({ email: newEmail(), password: '' });
    expect(error).toMatchObject({ status: 400, code: 'validation_failed', message: 'Escribe una contraseña.' });
  });

  it('refuses an e-mail that already has an account, whatever its case', async () => {
    const { email } = await signedUp();
    const { data, error } = await client().auth.signUp({ email: email.toUpperCase(), password: 'otra-clave-123' });
    expect(error).toBeInstanceOf(AuthApiError);
    expect(error).toMatchObject({ status: 422, code: 'user_already_exists' });
    expect(data.user).toBeNull();
  });

  it('keeps the sign-up data as user_metadata, also inside the access token', async () => {
    const supabase = client();
    const { data } = await supabase.auth.signUp({
      email: newEmail(),
      password: PASSWORD,
      options: { data: { nombre: 'Ana' } },
    });
    expect(data.user?.user_metadata).toEqual({ nombre: 'Ana' });
    expect(decodeJwt(data.session?.access_token ?? '').user_metadata).toEqual({ nombre: 'Ana' });
  });
});

describe('signInWithPassword', () => {
  it('opens a new session for the right e-mail (any case) and password', async () => {
    const { email } = await signedUp();
    const supabase = client();
    const { data, error } = await supabase.auth.signInWithPassword({ email: ` ${email.toUpperCase()} `, password: PASSWORD });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.last_sign_in_at).toBeTruthy();
    expect(data.session?.refresh_token).toBeTruthy();
    const { data: stored } = await supabase.auth.getSession();
    expect(stored.session?.user.email).toBe(email);
  });

  it('answers invalid_credentials for a wrong password and for an unknown e-mail alike', async () => {
    const { email } = await signedUp();
    for (const credentials of [
      { email, password: 'incorrecta' },
      { email: newEmail('nadie'), password: PASSWORD },
    ]) {
      const { data, error } = await client().auth.signInWithPassword(credentials);
      expect(error).toBeInstanceOf(AuthApiError);
      expect(error).toMatchObject({ status: 400, code: 'invalid_credentials' });
      expect(error?.message).toBe('Correo electrónico o contraseña incorrectos.');
      expect(data.session).toBeNull();
    }
  });

  it('issues an access token with the Supabase claims, signed HS256, valid 3600 s', async () => {
    const { data } = await client().auth.signUp({ email: newEmail(), password: PASSWORD });
    const token = data.session?.access_token ?? '';
    expect(decodeProtectedHeader(token)).toMatchObject({ alg: 'HS256', typ: 'JWT' });
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({
      iss: `${baseUrl}/auth/v1`,
      sub: data.user?.id,
      aud: 'authenticated',
      email: data.user?.email,
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: {},
      role: 'authenticated',
      aal: 'aal1',
      is_anonymous: false,
    });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(3600);
    expect(claims.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);
    expect(claims.session_id).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('getUser', () => {
  it('answers the user of a live session', async () => {
    const { supabase, email } = await signedUp();
    const { data, error } = await supabase.auth.getUser();
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
  });

  it('answers no_authorization without a bearer, bad_jwt for the anon key or a forged token', async () => {
    const noBearer = await fetch(`${baseUrl}/auth/v1/user`, { headers: { apikey: anonKey } });
    expect(noBearer.status).toBe(401);
    expect(await noBearer.json()).toMatchObject({ code: 'no_authorization', error_code: 'no_authorization' });

    const { data } = await client().auth.signUp({ email: newEmail(), password: PASSWORD });
    const token = data.session?.access_token ?? '';
    const forged = `${token.slice(0, token.lastIndexOf('.'))}.${'A'.repeat(43)}`;
    for (const bearer of [anonKey, forged, 'no-es-un-jwt']) {
      const { data: answer, error } = await client().auth.getUser(bearer);
      expect(answer.user).toBeNull();
      expect(error).toMatchObject({ status: 403, code: 'bad_jwt' });
    }
  });

  it('answers errors in the Supabase shape with the API version header', async () => {
    const res = await fetch(`${baseUrl}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: newEmail(), password: 'x'.repeat(8) }),
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await res.json()).toEqual({
      code: 'invalid_credentials',
      error_code: 'invalid_credentials',
      msg: 'Correo electrónico o contraseña incorrectos.',
      message: 'Correo electrónico o contraseña incorrectos.',
    });
  });
});

describe('refreshSession', () => {
  it('rotates the refresh token and answers a new access token', async () => {
    const { supabase } = await signedUp();
    const before = (await supabase.auth.getSession()).data.session;
    await new Promise((resolve) => setTimeout(resolve, 1100)); // a new iat, so a new token
    const { data, error } = await supabase.auth.refreshSession();
    expect(error).toBeNull();
    expect(data.session?.refresh_token).not.toBe(before?.refresh_token);
    expect(data.session?.access_token).not.toBe(before?.access_token);
    expect(data.session?.user.id).toBe(before?.user.id);
    const { data: stored } = await supabase.auth.getSession();
    expect(stored.session?.refresh_token).toBe(data.session?.refresh_token);
    expect((await apiPages(data.session?.access_token ?? '')).status).toBe(200);
  });

  it('answers the same current token when the old one is used again within 10 s', async () => {
    const { supabase } = await signedUp();
    const first = (await supabase.auth.getSession()).data.session?.refresh_token ?? '';
    const { data: rotated } = await supabase.auth.refreshSession();
    const { data: again, error } = await client().auth.refreshSession({ refresh_token: first });
    expect(error).toBeNull();
    expect(again.session?.refresh_token).toBe(rotated.session?.refresh_token);
  });

  it('answers two simultaneous refreshes with the same token with the same new token', async () => {
    const { supabase } = await signedUp();
    const token = (await supabase.auth.getSession()).data.session?.refresh_token ?? '';
    const [a, b] = await Promise.all([
      client().auth.refreshSession({ refresh_token: token }),
      client().auth.refreshSession({ refresh_token: token }),
    ]);
    expect(a.error).toBeNull();
    expect(b.error).toBeNull();
    expect(a.data.session?.refresh_token).toBe(b.data.session?.refresh_token);
    const next = await client().auth.refreshSession({ refresh_token: a.data.session?.refresh_token ?? '' });
    expect(next.error).toBeNull();
  });

  it('ends the whole session when a rotated token is reused after the grace period', async () => {
    const { supabase } = await signedUp();
    const first = (await supabase.auth.getSession()).data.session?.refresh_token ?? '';
    const { data: rotated } = await supabase.auth.refreshSession();
    const current = rotated.session;
    // The rotation happened 11 s ago.
    await t.database.db
      .update(authRefreshTokens)
      .set({ revokedAt: sql`now() - interval '11 seconds'` })
      .where(eq(authRefreshTokens.tokenHash, hashToken(first)));

    const { data, error } = await client().auth.refreshSession({ refresh_token: first });
    expect(data.session).toBeNull();
    expect(error).toMatchObject({ status: 400, code: 'refresh_token_already_used' });

    // The thief's token and the owner's current tokens are dead alike.
    const reuseCurrent = await client().auth.refreshSession({ refresh_token: current?.refresh_token ?? '' });
    expect(reuseCurrent.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
    expect((await apiPages(current?.access_token ?? '')).status).toBe(401);
    const { error: userError } = await client().auth.getUser(current?.access_token);
    expect(isAuthSessionMissingError(userError)).toBe(true);
  });

  it('prunes revoked tokens older than a week at the next rotation', async () => {
    const { supabase } = await signedUp();
    const first = (await supabase.auth.getSession()).data.session?.refresh_token ?? '';
    await supabase.auth.refreshSession();
    await t.database.db
      .update(authRefreshTokens)
      .set({ revokedAt: sql`now() - interval '8 days'` })
      .where(eq(authRefreshTokens.tokenHash, hashToken(first)));
    const { error } = await supabase.auth.refreshSession();
    expect(error).toBeNull();
    const kept = await t.database.db.select().from(authRefreshTokens).where(eq(authRefreshTokens.tokenHash, hashToken(first)));
    expect(kept).toEqual([]);
    const replay = await client().auth.refreshSession({ refresh_token: first });
    expect(replay.error).toMatchObject({ code: 'refresh_token_not_found' });
    expect((await supabase.auth.getUser()).error).toBeNull();
  });

  it('answers refresh_token_not_found for an unknown token', async () => {
    const { error } = await client().auth.refreshSession({ refresh_token: 'desconocido' });
    expect(error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
  });

  it('keeps only hashes of refresh tokens in the database', async () => {
    const { supabase } = await signedUp();
    const token = (await supabase.auth.getSession()).data.session?.refresh_token ?? '';
    const rows = await queryRows<{ token_hash: string }>(t.database.db, sql`select token_hash from auth_refresh_tokens`);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => row.token_hash === token)).toBe(false);
  });
});

describe('signOut', () => {
  it('ends the session: the access token is refused by /auth/v1/user and by /api, the refresh token dies', async () => {
    const { supabase } = await signedUp();
    const session = (await supabase.auth.getSession()).data.session;
    const token = session?.access_token ?? '';
    expect((await apiPages(token)).status).toBe(200);

    const { error } = await supabase.auth.signOut();
    expect(error).toBeNull();
    expect((await supabase.auth.getSession()).data.session).toBeNull();

    const { data, error: userError } = await client().auth.getUser(token);
    expect(data.user).toBeNull();
    expect(isAuthSessionMissingError(userError)).toBe(true);
    const raw = await fetch(`${baseUrl}/auth/v1/user`, { headers: { apikey: anonKey, authorization: `Bearer ${token}` } });
    expect(raw.status).toBe(403);
    expect(await raw.json()).toMatchObject({ code: 'session_not_found' });

    const api = await apiPages(token);
    expect(api.status).toBe(401);
    expect(await api.json()).toEqual({ error: 'Tu sesión no es válida o ha caducado. Vuelve a iniciar sesión.', code: 'invalid_token' });

    const refreshed = await client().auth.refreshSession({ refresh_token: session?.refresh_token ?? '' });
    expect(refreshed.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
  });

  it('scope local ends this session only; others ends every other one; global ends all', async () => {
    const { email } = await signedUp();
    const signIn = async () => {
      const supabase = client();
      const { data } = await supabase.auth.signInWithPassword({ email, password: PASSWORD });
      return { supabase, token: data.session?.access_token ?? '' };
    };
    const [a, b, c] = [await signIn(), await signIn(), await signIn()];

    await a.supabase.auth.signOut({ scope: 'local' });
    expect((await apiPages(a.token)).status).toBe(401);
    expect((await apiPages(b.token)).status).toBe(200);

    await b.supabase.auth.signOut({ scope: 'others' });
    expect((await apiPages(b.token)).status).toBe(200);
    expect((await apiPages(c.token)).status).toBe(401);

    const d = await signIn();
    await b.supabase.auth.signOut();
    expect((await apiPages(b.token)).status).toBe(401);
    expect((await apiPages(d.token)).status).toBe(401);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    const left = await t.database.db.select().from(authSessions).where(eq(authSessions.userId, user?.id ?? ''));
    expect(left).toEqual([]);
  });

  it('refuses an unknown scope as validation_failed', async () => {
    const { supabase } = await signedUp();
    const token = (await supabase.auth.getSession()).data.session?.access_token ?? '';
    const res = await fetch(`${baseUrl}/auth/v1/logout?scope=todo`, {
      method: 'POST',
      headers: { apikey: anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json;charset=UTF-8' },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'validation_failed' });
  });
});

describe('the API with a token from the auth service', () => {
  it('creates, lists and changes pages of the signed-in user only', async () => {
    const owner = await signedUp();
    const other = await signedUp();
    const token = (await owner.supabase.auth.getSession()).data.session?.access_token ?? '';
    const otherToken = (await other.supabase.auth.getSession()).data.session?.access_token ?? '';
    const created = await fetch(`${baseUrl}/api/pages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Mi Página' }),
    });
    expect(created.status).toBe(201);
    const page = (await created.json()) as { id: number; userId: string };
    const { data } = await owner.supabase.auth.getUser();
    expect(page.userId).toBe(data.user?.id);

    const list = (await (await apiPages(token)).json()) as { id: number }[];
    expect(list.map((p) => p.id)).toEqual([page.id]);
    expect(await (await apiPages(otherToken)).json()).toEqual([]);

    const foreign = await fetch(`${baseUrl}/api/pages/${page.id}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${otherToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Robada' }),
    });
    expect(foreign.status).toBe(404);
  });
});

describe('other answers', () => {
  it('publishes an empty key set: access tokens are signed with a secret', async () => {
    const res = await fetch(`${baseUrl}/auth/v1/.well-known/jwks.json`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ keys: [] });
  });

  it('refuses an unknown grant type and malformed JSON', async () => {
    const grant = await fetch(`${baseUrl}/auth/v1/token?grant_type=magia`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(grant.status).toBe(400);
    expect(await grant.json()).toMatchObject({ code: 'validation_failed' });
    const json = await fetch(`${baseUrl}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    });
    expect(json.status).toBe(400);
    expect(await json.json()).toMatchObject({ code: 'bad_json' });
  });

  it('answers CORS preflights with the headers supabase-js sends', async () => {
    const res = await fetch(`${baseUrl}/auth/v1/token?grant_type=password`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://otro.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'apikey,authorization,content-type,x-client-info,x-supabase-api-version',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-headers')).toContain('x-supabase-api-version');
  });

  it('answers an unknown auth route in the Supabase shape', async () => {
    const res = await fetch(`${baseUrl}/auth/v1/nada`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'not_found' });
  });
});
