import type { SupabaseClient } from '@supabase/supabase-js';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import * as OTPAuth from 'otpauth';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PostgresChangeBus } from '../../changes/postgres-change-bus';
import { memoryCounters } from '../../counters/counters';
import { type DatabaseHandle, openDatabase } from '../../db/client';
import { createScratchDatabase } from '../../test/scratch-database';
import { mfaFactors, mfaRecoveryCodes } from '../../db/schema';
import { anonKeyOf, supabaseClient } from '../../test/supabase';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app';
import { MFA_MESSAGES } from './mfa-messages';

/** The tests' clock: Date only (timers run), so codes are computed for a known instant. */
const T0 = Date.UTC(2026, 10, 29, 9, 0, 10);

let t: TestApp;
let baseUrl: string;
let anonKey: string;

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.listen();
  anonKey = await anonKeyOf(baseUrl);
});
afterAll(() => t.close());
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: T0 });
});
afterEach(() => {
  vi.useRealTimers();
});

/** What the person's authenticator app shows at `at`. */
const codeAt = (secret: string, at = Date.now()) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: at });

async function signedUp() {
  const user = await t.user();
  return { ...user, supabase: await signedIn(user.email) };
}

async function signedIn(email: string, password = TEST_PASSWORD): Promise<SupabaseClient> {
  const supabase = supabaseClient(baseUrl, anonKey);
  const { error } = await supabase.auth.signInWithPassword({ email, password });
  expect(error).toBeNull();
  return supabase;
}

async function tokenOf(supabase: SupabaseClient): Promise<string> {
  const { data } = await supabase.auth.getSession();
  if (!data.session) throw new Error('no session');
  return data.session.access_token;
}

const api = async (supabase: SupabaseClient, method: string, url: string, payload?: object) =>
  t.request({ method: method as 'GET', url, headers: { authorization: `Bearer ${await tokenOf(supabase)}` }, ...(payload ? { payload } : {}) });

/** Enrols a TOTP factor and verifies its first code, as 'Verificación en dos pasos' does. */
async function enrolled(supabase: SupabaseClient) {
  const { data, error } = await supabase.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Móvil' });
  expect(error).toBeNull();
  if (!data) throw new Error('no factor');
  const verified = await supabase.auth.mfa.challengeAndVerify({ factorId: data.id, code: codeAt(data.totp.secret) });
  expect(verified.error).toBeNull();
  return { factorId: data.id, secret: data.totp.secret };
}

describe('enrolment through supabase-js (mfa.enroll, challenge, verify, listFactors)', () => {
  it('answers the secret, the otpauth URI and an SVG QR code, and lists the factor unverified until its first code', async () => {
    const { supabase, email } = await signedUp();
    const { data, error } = await supabase.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Móvil' });
    expect(error).toBeNull();
    if (!data) throw new Error('no factor');
    expect(data).toMatchObject({ type: 'totp', friendly_name: 'Móvil' });
    expect(data.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(data.totp.uri).toBe(`otpauth://totp/LinkHub:${encodeURIComponent(email)}?issuer=LinkHub&secret=${data.totp.secret}&algorithm=SHA1&digits=6&period=30`);
    // supabase-js makes GoTrue's SVG markup a data URI, which a '#' would cut short.
    expect(data.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg[^#]*<\/svg>$/);

    const before = await supabase.auth.mfa.listFactors();
    expect(before.data?.all).toEqual([expect.objectContaining({ id: data.id, factor_type: 'totp', status: 'unverified', friendly_name: 'Móvil' })]);
    expect(before.data?.totp).toEqual([]);

    const challenge = await supabase.auth.mfa.challenge({ factorId: data.id });
    expect(challenge.error).toBeNull();
    expect(challenge.data).toMatchObject({ type: 'totp', expires_at: Math.floor(T0 / 1000) + 300 });
    const verified = await supabase.auth.mfa.verify({ factorId: data.id, challengeId: challenge.data?.id ?? '', code: codeAt(data.totp.secret) });
    expect(verified.error).toBeNull();

    const after = await supabase.auth.mfa.listFactors();
    expect(after.data?.totp).toEqual([expect.objectContaining({ id: data.id, status: 'verified' })]);
    const level = await supabase.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    expect(level.data?.currentAuthenticationMethods.map((entry) => (typeof entry === 'string' ? entry : entry.method))).toEqual(['totp', 'password']);
  });

  it('a new enrolment replaces an unfinished one; a wrong code is refused in Spanish', async () => {
    const { supabase } = await signedUp();
    const first = await supabase.auth.mfa.enroll({ factorType: 'totp' });
    const second = await supabase.auth.mfa.enroll({ factorType: 'totp' });
    const { data } = await supabase.auth.mfa.listFactors();
    expect(data?.all.map((factor) => factor.id)).toEqual([second.data?.id]);
    const wrong = await supabase.auth.mfa.challengeAndVerify({ factorId: first.data?.id ?? '', code: '123456' });
    expect(wrong.error).toMatchObject({ code: 'mfa_factor_not_found', message: MFA_MESSAGES.factorNotFound });
    const secret = second.data?.totp.secret ?? '';
    const bad = codeAt(secret, T0 + 5 * 60_000);
    const refused = await supabase.auth.mfa.challengeAndVerify({ factorId: second.data?.id ?? '', code: bad });
    expect(refused.error).toMatchObject({ status: 422, code: 'mfa_verification_failed', message: MFA_MESSAGES.codeWrong });
  });

  it('refuses another account’s factor as not found', async () => {
    const owner = await signedUp();
    const { factorId } = await enrolled(owner.supabase);
    const other = await signedUp();
    const res = await other.supabase.auth.mfa.challenge({ factorId });
    expect(res.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
    expect((await other.supabase.auth.mfa.unenroll({ factorId })).error).toMatchObject({ status: 404 });
  });
});

describe('codes', () => {
  it('refuses a code whose time step was already used, and takes the next one', async () => {
    const { supabase } = await signedUp();
    const { factorId, secret } = await enrolled(supabase);
    const again = await supabase.auth.mfa.challengeAndVerify({ factorId, code: codeAt(secret) });
    expect(again.error).toMatchObject({ status: 422, code: 'mfa_verification_rejected', message: MFA_MESSAGES.codeReused });
    // Another session, same code: still refused (the step is the factor's).
    const laptop = await signedIn((await supabase.auth.getUser()).data.user?.email ?? '');
    expect((await laptop.auth.mfa.challengeAndVerify({ factorId, code: codeAt(secret) })).error).toMatchObject({ code: 'mfa_verification_rejected' });
    vi.setSystemTime(T0 + 30_000);
    expect((await laptop.auth.mfa.challengeAndVerify({ factorId, code: codeAt(secret) })).error).toBeNull();
  });

  it('takes a code of the step before or after, not two steps away', async () => {
    const { supabase } = await signedUp();
    const { factorId, secret } = await enrolled(supabase);
    vi.setSystemTime(T0 + 60_000);
    expect((await supabase.auth.mfa.challengeAndVerify({ factorId, code: codeAt(secret, T0 + 90_000) })).error).toBeNull();
    expect((await supabase.auth.mfa.challengeAndVerify({ factorId, code: codeAt(secret, T0 + 150_000) })).error).toMatchObject({ code: 'mfa_verification_failed' });
  });

  it('answers a challenge once, and not after 5 minutes', async () => {
    const { supabase } = await signedUp();
    const { factorId, secret } = await enrolled(supabase);
    const challenge = await supabase.auth.mfa.challenge({ factorId });
    const challengeId = challenge.data?.id ?? '';
    vi.setSystemTime(T0 + 301_000);
    const late = await supabase.auth.mfa.verify({ factorId, challengeId, code: codeAt(secret) });
    expect(late.error).toMatchObject({ code: 'mfa_challenge_expired' });
  });

  it('counts codes per account across instances: the sixth within 15 minutes is refused, even a right one', async () => {
    const counters = memoryCounters();
    const a = await createTestApp({ database: t.database, counters });
    const b = await createTestApp({ database: t.database, counters });
    try {
      const urls = [await a.listen(), await b.listen()];
      const { email } = await t.user();
      const owner = await signedIn(email);
      const { factorId, secret } = await enrolled(owner);
      const clients = await Promise.all(
        urls.map(async (url) => {
          const client = supabaseClient(url, anonKey);
          expect((await client.auth.signInWithPassword({ email, password: TEST_PASSWORD })).error).toBeNull();
          return client;
        }),
      );
      for (let i = 0; i < 5; i++) {
        const res = await clients[i % 2]!.auth.mfa.challengeAndVerify({ factorId, code: '000000' });
        expect(res.error?.code).toBe('mfa_verification_failed');
      }
      vi.setSystemTime(T0 + 30_000);
      const sixth = await clients[1]!.auth.mfa.challengeAndVerify({ factorId, code: codeAt(secret) });
      expect(sixth.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
      expect(sixth.error?.message).toMatch(/^Demasiados códigos incorrectos/);
    } finally {
      await a.close();
      await b.close();
    }
  });
});

describe('aal in tokens and at the API', () => {
  it('signs aal1 after the password and aal2 after the code, and a refreshed token keeps it', async () => {
    const { supabase, email } = await signedUp();
    expect(decodeJwt(await tokenOf(supabase))).toMatchObject({ aal: 'aal1', amr: [{ method: 'password' }] });
    const { factorId, secret } = await enrolled(supabase);
    expect(decodeJwt(await tokenOf(supabase))).toMatchObject({ aal: 'aal2', amr: [{ method: 'totp' }, { method: 'password' }] });
    const refreshed = await supabase.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(decodeJwt(refreshed.data.session?.access_token ?? '').aal).toBe('aal2');

    // A new sign-in is aal1 with aal2 to reach; the API refuses it until the code.
    vi.setSystemTime(T0 + 30_000);
    const phone = await signedIn(email);
    expect((await phone.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
    const refused = await api(phone, 'GET', '/api/pages');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: MFA_MESSAGES.codeNeeded, code: 'mfa_code_needed' });
    // What the second step needs still answers.
    expect((await api(phone, 'GET', '/api/account')).statusCode).toBe(200);
    expect((await api(phone, 'GET', '/api/account/mfa')).json()).toMatchObject({ enrolled: true, required: false });
    expect((await phone.auth.mfa.challengeAndVerify({ factorId, code: codeAt(secret) })).error).toBeNull();
    expect((await api(phone, 'GET', '/api/pages')).statusCode).toBe(200);
  });

  it('takes a session at aal1 as a visitor on routes open to visitors', async () => {
    const { supabase, email } = await signedUp();
    await enrolled(supabase);
    const page = await api(supabase, 'POST', '/api/pages', { title: 'Privada' });
    expect(page.statusCode).toBe(201);
    const path = `/api/pages/id/${page.json<{ id: number }>().id}`;
    const owners = (await api(supabase, 'GET', path)).json<object>();
    const visitors = (await t.request({ method: 'GET', url: path })).json<object>();
    expect(owners).not.toEqual(visitors);
    const phone = await signedIn(email);
    const res = await api(phone, 'GET', path);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(visitors);
  });
});

describe('recovery codes', () => {
  it('gives 10 codes to an aal2 session only, keeps their hashes, and takes each once as the second step', async () => {
    const { supabase, email, id } = await signedUp();
    const { factorId } = await enrolled(supabase);
    const phone = await signedIn(email);
    expect((await api(phone, 'POST', '/api/account/mfa/recovery-codes')).statusCode).toBe(403);
    const res = await api(supabase, 'POST', '/api/account/mfa/recovery-codes');
    expect(res.statusCode).toBe(200);
    const { codes } = res.json<{ codes: string[] }>();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const stored = await t.database.db.select().from(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, id));
    expect(stored).toHaveLength(10);
    expect(stored.some((row) => codes.some((code) => row.codeHash.includes(code.replace('-', ''))))).toBe(false);

    const typed = ` ${codes[0]!.toUpperCase().replace('-', ' ')} `;
    expect((await phone.auth.mfa.challengeAndVerify({ factorId, code: typed })).error).toBeNull();
    expect(decodeJwt(await tokenOf(phone))).toMatchObject({ aal: 'aal2', amr: [{ method: 'recovery_code' }, { method: 'password' }] });
    expect((await api(phone, 'GET', '/api/account/mfa')).json()).toMatchObject({ enrolled: true, recoveryCodesLeft: 9 });

    const tablet = await signedIn(email);
    const reused = await tablet.auth.mfa.challengeAndVerify({ factorId, code: codes[0]! });
    expect(reused.error).toMatchObject({ code: 'mfa_verification_failed' });
    // New codes replace the old ones.
    const renewed = (await api(supabase, 'POST', '/api/account/mfa/recovery-codes')).json<{ codes: string[] }>();
    expect((await tablet.auth.mfa.challengeAndVerify({ factorId, code: codes[1]! })).error).toMatchObject({ code: 'mfa_verification_failed' });
    expect((await tablet.auth.mfa.challengeAndVerify({ factorId, code: renewed.codes[0]! })).error).toBeNull();
  });
});

describe('disabling (mfa.unenroll)', () => {
  it('needs a code verified in the last 10 minutes; the last factor takes the recovery codes', async () => {
    const { supabase, email, id } = await signedUp();
    const { factorId, secret } = await enrolled(supabase);
    await api(supabase, 'POST', '/api/account/mfa/recovery-codes');
    const phone = await signedIn(email);
    expect((await phone.auth.mfa.unenroll({ factorId })).error).toMatchObject({ status: 403, code: 'insufficient_aal', message: MFA_MESSAGES.freshCodeToDisable });
    vi.setSystemTime(T0 + 11 * 60_000);
    expect((await supabase.auth.mfa.unenroll({ factorId })).error).toMatchObject({ code: 'insufficient_aal' });

    expect((await supabase.auth.mfa.challengeAndVerify({ factorId, code: codeAt(secret) })).error).toBeNull();
    const removed = await supabase.auth.mfa.unenroll({ factorId });
    expect(removed).toEqual({ data: { id: factorId }, error: null });
    expect((await supabase.auth.mfa.listFactors()).data?.all).toEqual([]);
    expect(await t.database.db.select().from(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, id))).toEqual([]);
    expect(await t.database.db.select().from(mfaFactors).where(eq(mfaFactors.userId, id))).toEqual([]);
    // The aal1 session is enough again.
    expect((await api(phone, 'GET', '/api/pages')).statusCode).toBe(200);
  });
});

describe("the admin's 'Exigir verificación en dos pasos'", () => {
  it('sends accounts without a factor to enrolment: the API refuses them until they have one', async () => {
    const admin = 'jefa-mfa@example.com';
    const site = await createTestApp({ adminEmails: [admin] });
    try {
      const url = await site.listen();
      const signUp = async (email: string) => {
        const client = supabaseClient(url, anonKey);
        expect((await client.auth.signUp({ email, password: TEST_PASSWORD })).error).toBeNull();
        return client;
      };
      const call = async (client: SupabaseClient, method: string, path: string, payload?: object) =>
        site.request({ method: method as 'GET', url: path, headers: { authorization: `Bearer ${await tokenOf(client)}` }, ...(payload ? { payload } : {}) });
      const boss = await signUp(admin);
      const member = await signUp('miembro-mfa@example.com');
      expect((await call(boss, 'GET', '/api/admin/settings')).json()).toMatchObject({ requireMfa: false });
      const turnedOn = await call(boss, 'PUT', '/api/admin/settings', { requireMfa: true });
      expect(turnedOn.json()).toMatchObject({ requireMfa: true, signups: 'open' });

      const refused = await call(member, 'GET', '/api/pages');
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ error: MFA_MESSAGES.enrolmentNeeded, code: 'mfa_enrolment_needed' });
      expect((await call(member, 'GET', '/api/account/mfa')).json()).toEqual({ enrolled: false, required: true, recoveryCodesLeft: 0, recoveryCodes: true });
      const { data } = await member.auth.mfa.enroll({ factorType: 'totp' });
      expect((await member.auth.mfa.challengeAndVerify({ factorId: data?.id ?? '', code: codeAt(data?.totp.secret ?? '') })).error).toBeNull();
      expect((await call(member, 'GET', '/api/pages')).statusCode).toBe(200);
      // The admin too, until enrolled; the sign-up mode stays as it was.
      expect((await call(boss, 'PUT', '/api/admin/settings', { requireMfa: false })).statusCode).toBe(403);
    } finally {
      await site.close();
    }
  });
});

describe("'Sesiones'", () => {
  const signInAs = async (email: string, userAgent: string) => {
    const res = await t.request({ method: 'POST', url: '/auth/v1/token?grant_type=password', headers: { 'user-agent': userAgent }, payload: { email, password: TEST_PASSWORD } });
    expect(res.statusCode).toBe(200);
    return { authorization: `Bearer ${res.json<{ access_token: string }>().access_token}` };
  };
  const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
  const MAC_FIREFOX = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:132.0) Gecko/20100101 Firefox/132.0';

  it('lists the account’s sessions with browser and system, this one marked, and closes one on request', async () => {
    const { email } = await t.user();
    const phone = await signInAs(email, ANDROID_CHROME);
    vi.setSystemTime(T0 + 60_000);
    const laptop = await signInAs(email, MAC_FIREFOX);
    const list = await t.request({ method: 'GET', url: '/api/account/sessions', headers: laptop });
    expect(list.statusCode).toBe(200);
    const { sessions } = list.json<{ sessions: { id: string; browser: string; os: string; current: boolean; createdAt: string; lastUsedAt: string }[] }>();
    expect(sessions.slice(1)).toEqual([
      { id: expect.any(String), browser: 'Chrome', os: 'Android', current: false, createdAt: expect.any(String), lastUsedAt: expect.any(String) },
      { id: expect.any(String), browser: 'Firefox', os: 'macOS', current: true, createdAt: expect.any(String), lastUsedAt: expect.any(String) },
    ]);
    // Never refreshed yet: last used when it started.
    for (const session of sessions) expect(session.lastUsedAt).toBe(session.createdAt);
    expect(JSON.stringify(sessions)).not.toMatch(/127\.0\.0\.1/);

    const stranger = await t.user();
    const phoneId = sessions[1]!.id;
    expect((await t.request({ method: 'DELETE', url: `/api/account/sessions/${phoneId}`, as: stranger })).statusCode).toBe(404);
    expect((await t.request({ method: 'DELETE', url: '/api/account/sessions/no-es-un-id', headers: laptop })).json()).toEqual({ error: MFA_MESSAGES.sessionNotFound, code: 'session_not_found' });
    expect((await t.request({ method: 'GET', url: '/api/pages', headers: phone })).statusCode).toBe(200);
    expect((await t.request({ method: 'DELETE', url: `/api/account/sessions/${phoneId}`, headers: laptop })).statusCode).toBe(204);
    expect((await t.request({ method: 'GET', url: '/api/pages', headers: phone })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/pages', headers: laptop })).statusCode).toBe(200);
    const after = (await t.request({ method: 'GET', url: '/api/account/sessions', headers: laptop })).json<{ sessions: unknown[] }>();
    expect(after.sessions).toHaveLength(2);
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;

async function within<T>(ms: number, check: () => Promise<T>): Promise<T> {
  const until = performance.now() + ms;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (performance.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}

describe.skipIf(!serverUrl)('two instances on PostgreSQL, told through the change bus', () => {
  let scratch: { url: string; drop: () => Promise<void> };
  const handles: DatabaseHandle[] = [];
  let a: TestApp;
  let b: TestApp;
  const quiet = { info: () => {}, warn: () => {}, error: () => {} } as never;

  beforeAll(async () => {
    scratch = await createScratchDatabase(serverUrl as string, 'linkhub_mfa');
    for (let i = 0; i < 2; i++) handles.push(await openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 3 }));
    const [databaseA, databaseB] = handles as [DatabaseHandle, DatabaseHandle];
    a = await createTestApp({ database: databaseA, changes: new PostgresChangeBus({ db: databaseA.db, listenUrl: scratch.url, log: quiet }), adminEmails: ['jefa-bus@example.com'] });
    b = await createTestApp({ database: databaseB, changes: new PostgresChangeBus({ db: databaseB.db, listenUrl: scratch.url, log: quiet }) });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    for (const handle of handles) await handle.close();
    await scratch?.drop();
  });

  const signIn = async (app: TestApp, email: string) => {
    const res = await app.request({ method: 'POST', url: '/auth/v1/token?grant_type=password', payload: { email, password: TEST_PASSWORD } });
    return { authorization: `Bearer ${res.json<{ access_token: string }>().access_token}` };
  };
  const pagesOn = async (app: TestApp, headers: Record<string, string>) => (await app.request({ method: 'GET', url: '/api/pages', headers })).statusCode;

  it('a session closed in one instance is refused by the other at once', async () => {
    const user = await a.user();
    const phone = await signIn(a, user.email);
    expect(await pagesOn(b, phone)).toBe(200); // B caches it as active
    const { sessions } = (await b.request({ method: 'GET', url: '/api/account/sessions', as: user })).json<{ sessions: { id: string; current: boolean }[] }>();
    const other = sessions.find((session) => !session.current);
    expect((await a.request({ method: 'DELETE', url: `/api/account/sessions/${other?.id}`, as: user })).statusCode).toBe(204);
    await within(1000, async () => expect(await pagesOn(b, phone)).toBe(401));
  });

  it("a first verified factor makes the other instance ask the account's other sessions for their code", async () => {
    const user = await a.user();
    const laptop = await signIn(a, user.email);
    expect(await pagesOn(b, laptop)).toBe(200);
    const enrolment = (await a.request({ method: 'POST', url: '/auth/v1/factors', as: user, payload: { factor_type: 'totp' } })).json<{ id: string; totp: { secret: string } }>();
    const challenge = (await a.request({ method: 'POST', url: `/auth/v1/factors/${enrolment.id}/challenge`, as: user })).json<{ id: string }>();
    const verified = await a.request({ method: 'POST', url: `/auth/v1/factors/${enrolment.id}/verify`, as: user, payload: { challenge_id: challenge.id, code: codeAt(enrolment.totp.secret) } });
    expect(verified.statusCode).toBe(200);
    await within(1000, async () => expect(await pagesOn(b, laptop)).toBe(403));
  });

  it("the admin's switch reaches the other instance at once", async () => {
    const boss = await a.request({ method: 'POST', url: '/auth/v1/signup', payload: { email: 'jefa-bus@example.com', password: TEST_PASSWORD } });
    const bossHeaders = { authorization: `Bearer ${boss.json<{ access_token: string }>().access_token}` };
    const member = await a.user();
    expect(await pagesOn(b, member.headers)).toBe(200); // B caches the switch as off
    expect((await a.request({ method: 'PUT', url: '/api/admin/settings', headers: bossHeaders, payload: { requireMfa: true } })).statusCode).toBe(200);
    await within(1000, async () => expect(await pagesOn(b, member.headers)).toBe(403));
  });
});
