import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SSO_ERRORS } from '@shared/sign-in-methods';
import { authChallenges, authSessions, users } from '../../db/schema';
import { createOutboundClient } from '../../lib/outbound';
import { type TestIdentityProvider, startIdentityProvider } from '../../test/oidc-identity-provider';
import { TEST_PASSWORD, type TestApp, createTestApp } from '../../test/test-app';
import { createInvitation } from '../signups/invitations';
import { setSignupMode } from '../signups/signup-mode';
import { hashToken } from './secrets';

// The app is reached by inject, whose requests name the host localhost: its callback address.
const CALLBACK = 'http://localhost/auth/v1/oidc/callback';

let idp: TestIdentityProvider;
let app: TestApp;
let schoolOnly: TestApp;
/** Every address the server fetched from the provider, through the guarded client. */
const fetched: string[] = [];

beforeAll(async () => {
  idp = await startIdentityProvider(CALLBACK);
  const oidc = { issuer: idp.issuer, clientId: idp.clientId, clientSecret: idp.clientSecret, buttonLabel: 'Entrar con la escuela', allowedDomains: [] };
  const guarded = createOutboundClient({ allowHosts: ['127.0.0.1'] });
  const outbound = { fetch: (url: string, request?: Parameters<typeof guarded.fetch>[1]) => (fetched.push(new URL(url).pathname), guarded.fetch(url, request)) };
  app = await createTestApp({ oidc, outbound });
  schoolOnly = await createTestApp({ oidc: { ...oidc, allowedDomains: ['escuela.example'] }, outbound, passwordSignIn: false });
}, 60_000);

afterAll(async () => {
  await app?.close();
  await schoolOnly?.close();
  await idp?.close();
});

interface Started {
  location: URL;
  cookie: string;
  state: string;
}

async function start(on: TestApp, query = ''): Promise<Started> {
  const res = await on.request({ method: 'GET', url: `/auth/v1/oidc/start${query}` });
  expect(res.statusCode, res.body).toBe(303);
  const location = new URL(String(res.headers.location));
  const cookie = String(res.headers['set-cookie']).split(';')[0] ?? '';
  return { location, cookie, state: location.searchParams.get('state') ?? '' };
}

async function callback(on: TestApp, url: URL, cookie: string) {
  const res = await on.request({ method: 'GET', url: `${url.pathname}${url.search}`, headers: { cookie } });
  expect(res.statusCode, res.body).toBe(303);
  return new URL(String(res.headers.location));
}

/** A whole sign-in: start, the provider, the callback; answers where the browser lands. */
async function signIn(on: TestApp, claims: { email?: string; email_verified?: boolean }, query = '') {
  idp.signInAs(claims);
  const started = await start(on, query);
  const back = await idp.authorize(started.location.toString());
  return callback(on, back, started.cookie);
}

const ssoError = (landing: URL) => (landing.pathname === '/login' ? landing.searchParams.get('sso_error') : null);

function sessionOf(landing: URL) {
  expect(landing.pathname, landing.toString()).toBe('/');
  return Object.fromEntries(new URLSearchParams(landing.hash.slice(1)));
}

describe('single sign-on with an OpenID Connect provider (issue 41)', () => {
  it('sends the browser to the provider with PKCE, state and nonce, the state kept in the database and in an HttpOnly cookie', async () => {
    const { location, cookie, state } = await start(app);
    expect(location.origin).toBe(idp.issuer);
    expect(fetched).toContain('/.well-known/openid-configuration');
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('code_challenge')).toBeTruthy();
    expect(location.searchParams.get('nonce')).toBeTruthy();
    expect(location.searchParams.get('redirect_uri')).toBe(CALLBACK);
    expect(cookie).toBe(`linkhub_oidc_state=${state}`);
    const [kept] = await app.database.db.select().from(authChallenges).where(eq(authChallenges.key, hashToken(state)));
    expect(kept?.purpose).toBe('oidc');
    expect(kept?.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 10 * 60 * 1000);
  });

  it('signs a new person in with a new account under SIGNUPS=open, and the same account the next time', async () => {
    const email = `ana-${Date.now()}@example.com`;
    const session = sessionOf(await signIn(app, { email, email_verified: true }));
    const user = await app.request({ method: 'GET', url: '/auth/v1/user', headers: { authorization: `Bearer ${session.access_token}` } });
    expect(user.statusCode).toBe(200);
    expect(user.json()).toMatchObject({ email });
    const api = await app.request({ method: 'GET', url: '/api/account', headers: { authorization: `Bearer ${session.access_token}` } });
    expect(api.json()).toMatchObject({ email });
    const refreshed = await app.request({ method: 'POST', url: '/auth/v1/token?grant_type=refresh_token', payload: { refresh_token: session.refresh_token } });
    expect(refreshed.statusCode).toBe(200);

    const again = sessionOf(await signIn(app, { email: email.toUpperCase(), email_verified: true }));
    const second = await app.request({ method: 'GET', url: '/auth/v1/user', headers: { authorization: `Bearer ${again.access_token}` } });
    expect(second.json<{ id: string }>().id).toBe(user.json<{ id: string }>().id);
    const accounts = await app.database.db.select().from(users).where(eq(users.email, email));
    expect(accounts).toHaveLength(1);
    expect(accounts[0]?.passwordHash).toBeNull();
    const sessions = await app.database.db.select().from(authSessions).where(eq(authSessions.userId, accounts[0]!.id));
    expect(sessions.map((row) => row.authMethod)).toEqual(['oauth', 'oauth']);
  });

  it('matches an existing account by its verified e-mail, and LinkHub\'s own sign-out ends the session', async () => {
    const existing = await app.user();
    const session = sessionOf(await signIn(app, { email: existing.email, email_verified: true }));
    const me = await app.request({ method: 'GET', url: '/auth/v1/user', headers: { authorization: `Bearer ${session.access_token}` } });
    expect(me.json<{ id: string }>().id).toBe(existing.id);
    const out = await app.request({ method: 'POST', url: '/auth/v1/logout?scope=local', headers: { authorization: `Bearer ${session.access_token}` } });
    expect(out.statusCode).toBe(204);
    const after = await app.request({ method: 'GET', url: '/api/account', headers: { authorization: `Bearer ${session.access_token}` } });
    expect(after.statusCode).toBe(401);
  });

  it('refuses an address the provider did not verify', async () => {
    expect(ssoError(await signIn(app, { email: `sin-verificar-${Date.now()}@example.com`, email_verified: false }))).toBe('unverified');
    expect(ssoError(await signIn(app, {}))).toBe('unverified');
  });

  it('creates an account under SIGNUPS=invite only with an invitation, and none under SIGNUPS=closed', async () => {
    const db = app.database.db;
    try {
      await setSignupMode(db, 'invite');
      expect(ssoError(await signIn(app, { email: `sin-invitacion-${Date.now()}@example.com`, email_verified: true }))).toBe('invite');
      const invitation = new URL((await createInvitation(db, null, 'http://localhost')).link).searchParams.get('invitacion') ?? '';
      const invited = `invitada-${Date.now()}@example.com`;
      sessionOf(await signIn(app, { email: invited, email_verified: true }, `?invitation=${encodeURIComponent(invitation)}`));
      // Used once.
      expect(ssoError(await signIn(app, { email: `otra-${Date.now()}@example.com`, email_verified: true }, `?invitation=${encodeURIComponent(invitation)}`))).toBe('invite');

      await setSignupMode(db, 'closed');
      expect(ssoError(await signIn(app, { email: `cerrado-${Date.now()}@example.com`, email_verified: true }))).toBe('closed');
      // An account that exists still signs in.
      sessionOf(await signIn(app, { email: invited, email_verified: true }));
    } finally {
      await setSignupMode(db, 'open');
    }
  });

  it('refuses a domain outside OIDC_ALLOWED_DOMAINS, and PASSWORD_SIGNIN=off refuses passwords with a Spanish error', async () => {
    expect(ssoError(await signIn(schoolOnly, { email: `fuera-${Date.now()}@example.com`, email_verified: true }))).toBe('domain');
    sessionOf(await signIn(schoolOnly, { email: `alumna-${Date.now()}@escuela.example`, email_verified: true }));

    const password = await schoolOnly.request({ method: 'POST', url: '/auth/v1/token?grant_type=password', payload: { email: 'a@escuela.example', password: TEST_PASSWORD } });
    expect(password.statusCode).toBe(403);
    expect(password.json()).toMatchObject({ error_code: 'password_signin_disabled', msg: expect.stringMatching(/contraseña está desactivado/) });
    const signup = await schoolOnly.request({ method: 'POST', url: '/auth/v1/signup', payload: { email: 'b@escuela.example', password: TEST_PASSWORD } });
    expect(signup.statusCode).toBe(403);
    // A recovery link would only lead to choosing a password: refused as well.
    const recover = await schoolOnly.request({ method: 'POST', url: '/auth/v1/recover', payload: { email: 'a@escuela.example' } });
    expect(recover.statusCode).toBe(403);
    expect(recover.json()).toMatchObject({ error_code: 'password_signin_disabled' });
    const config = await schoolOnly.request({ method: 'GET', url: '/api/config' });
    expect(config.json()).toMatchObject({ signInMethods: { passwords: false, passkeys: true, sso: { label: 'Entrar con la escuela' } } });
  });

  it('refuses a callback whose state is not this browser\'s, unknown, or already used', async () => {
    idp.signInAs({ email: `estado-${Date.now()}@example.com`, email_verified: true });
    const started = await start(app);
    const back = await idp.authorize(started.location.toString());
    // Another browser (no cookie, or another sign-in's cookie).
    expect(ssoError(await callback(app, back, ''))).toBe('state');
    const other = await start(app);
    expect(ssoError(await callback(app, back, other.cookie))).toBe('state');
    // A forged state with its own cookie: nothing kept under it.
    const forged = new URL(back);
    forged.searchParams.set('state', 'estado-inventado');
    expect(ssoError(await callback(app, forged, 'linkhub_oidc_state=estado-inventado'))).toBe('state');
    // The right one works once.
    sessionOf(await callback(app, back, started.cookie));
    expect(ssoError(await callback(app, back, started.cookie))).toBe('state');
  });

  it('refuses an ID token whose nonce is not the one sent', async () => {
    idp.signInAs({ email: `nonce-${Date.now()}@example.com`, email_verified: true });
    const started = await start(app);
    const key = hashToken(started.state);
    const [kept] = await app.database.db.select().from(authChallenges).where(eq(authChallenges.key, key));
    await app.database.db.update(authChallenges).set({ data: { ...kept!.data, nonce: 'otro-nonce' } }).where(eq(authChallenges.key, key));
    const back = await idp.authorize(started.location.toString());
    expect(ssoError(await callback(app, back, started.cookie))).toBe('failed');
  });

  it('follows the provider\'s key rotation: an ID token signed with a new key is checked against the fetched new key set', async () => {
    const email = `rotacion-${Date.now()}@example.com`;
    sessionOf(await signIn(app, { email, email_verified: true }));
    const before = idp.keyId();
    const keySets = () => fetched.filter((path) => path === '/jwks').length;
    const fetchedBefore = keySets();
    expect(fetchedBefore).toBeGreaterThan(0);
    const after = await idp.rotateKey();
    expect(after).not.toBe(before);
    // Within a minute of its last fetch, openid-client does not fetch the key set again for an
    // unknown key (a guard against tokens that would make it fetch on every request): a minute on.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 61_000);
      sessionOf(await signIn(app, { email, email_verified: true }));
    } finally {
      vi.useRealTimers();
    }
    // The unknown key made openid-client fetch the key set again, once.
    expect(keySets()).toBe(fetchedBefore + 1);
  });

  it('says why in Spanish on /login for every refusal', () => {
    for (const message of Object.values(SSO_ERRORS)) expect(message).toMatch(/[a-záéíóúñ]/);
  });
});
