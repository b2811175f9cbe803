import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations, users } from '../../db/schema';
import { followLink, fragmentOf, verifyLinkIn } from '../../test/auth-links';
import { startSmtpInbox, type SmtpInbox } from '../../test/smtp-inbox';
import { anonKeyOf, supabaseClient } from '../../test/supabase';
import { createTestApp, type TestApp } from '../../test/test-app';
import { smtpMailer } from './mailer';
import type { Mailer } from './mailer';
import { hashPassword } from './passwords';
import { hashToken } from './secrets';

const OWNER_PASSWORD = 'clave-de-la-duena';
const ATTACKER_PASSWORD = 'clave-del-intruso';
const newEmail = () => `registro-${crypto.randomUUID().slice(0, 8)}@example.com`;

/** The keys of a JSON answer, nested ones included (what "alike in shape" compares). */
function shape(value: unknown): unknown {
  if (Array.isArray(value)) return value.length === 0 ? [] : [shape(value[0])];
  if (value && typeof value === 'object') return Object.fromEntries(Object.keys(value).sort().map((key) => [key, shape((value as Record<string, unknown>)[key])]));
  return typeof value;
}

describe('a second sign-up with e-mail confirmation on', () => {
  let inbox: SmtpInbox;
  let t: TestApp;
  let baseUrl: string;
  let anonKey: string;
  let failMail = false;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
    const real = smtpMailer(inbox.url, 'LinkHub <no-reply@linkhub.test>');
    const mailer: Mailer = { send: (mail) => (failMail ? Promise.reject(new Error('SMTP caído')) : real.send(mail)) };
    t = await createTestApp({ mailer });
    baseUrl = await t.listen();
    anonKey = await anonKeyOf(baseUrl);
  });
  afterAll(async () => {
    await t.close();
    await inbox.close();
  });
  const client = () => supabaseClient(baseUrl, anonKey);
  const storedHash = async (email: string) => (await t.database.db.select().from(users).where(eq(users.email, email)))[0]?.passwordHash ?? '';

  /** An unconfirmed account whose confirmation mail went out more than a minute ago. */
  async function unconfirmedAccount(email: string, password: string) {
    await t.database.db.insert(users).values({ email, username: email, passwordHash: await hashPassword(password), confirmationSentAt: new Date(Date.now() - 5 * 60_000) });
  }

  it('never lets a sign-up set the password of an unconfirmed account: a contest leaves it none', async () => {
    const email = newEmail();
    await client().auth.signUp({ email, password: OWNER_PASSWORD });
    await inbox.waitFor(email);
    // Someone else signs up with the same address and another password.
    const again = await client().auth.signUp({ email, password: ATTACKER_PASSWORD });
    expect(again.error).toBeNull();
    expect(again.data.user?.identities).toHaveLength(1);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row?.passwordHash).toBeNull();
    for (const password of [OWNER_PASSWORD, ATTACKER_PASSWORD]) {
      expect((await client().auth.signInWithPassword({ email, password })).error).toMatchObject({ code: 'invalid_credentials' });
    }
    // The address's owner recovers: confirmed, with a password of their choosing only.
    await client().auth.resetPasswordForEmail(email);
    const recovered = await followLink(verifyLinkIn((await inbox.waitFor(email, 2)).text));
    expect(fragmentOf(recovered).get('type')).toBe('recovery');
    const fragment = fragmentOf(recovered);
    const owner = client();
    await owner.auth.setSession({ access_token: fragment.get('access_token') ?? '', refresh_token: fragment.get('refresh_token') ?? '' });
    expect((await owner.auth.updateUser({ password: 'clave-elegida-1' })).error).toBeNull();
    expect((await client().auth.signInWithPassword({ email, password: 'clave-elegida-1' })).error).toBeNull();
    for (const password of [OWNER_PASSWORD, ATTACKER_PASSWORD]) {
      expect((await client().auth.signInWithPassword({ email, password })).error).toMatchObject({ code: 'invalid_credentials' });
    }
  });

  it('a second sign-up within the minute keeps the first link working until a new mail goes; it lands as a recovery (decision 124)', async () => {
    const email = newEmail();
    await client().auth.signUp({ email, password: OWNER_PASSWORD });
    const first = verifyLinkIn((await inbox.waitFor(email)).text);
    // Within the minute: another password, no new mail, and the first link still works...
    expect((await client().auth.signUp({ email, password: ATTACKER_PASSWORD })).error).toBeNull();
    expect(inbox.to(email)).toHaveLength(1);
    const landing = await followLink(first);
    // ...but confirms the account without either password: its owner lands choosing one.
    expect(`${landing.origin}${landing.pathname}`).toBe(`${baseUrl}/reset-password`);
    const fragment = fragmentOf(landing);
    expect(fragment.get('type')).toBe('recovery');
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row?.emailConfirmedAt).toBeTruthy();
    for (const password of [OWNER_PASSWORD, ATTACKER_PASSWORD]) {
      expect((await client().auth.signInWithPassword({ email, password })).error).toMatchObject({ code: 'invalid_credentials' });
    }
    const owner = client();
    await owner.auth.setSession({ access_token: fragment.get('access_token') ?? '', refresh_token: fragment.get('refresh_token') ?? '' });
    expect((await owner.auth.updateUser({ password: 'clave-elegida-2' })).error).toBeNull();
    expect((await client().auth.signInWithPassword({ email, password: 'clave-elegida-2' })).error).toBeNull();
  });

  it('a second sign-up once a mail may go again withdraws the first link only after the activation mail left', async () => {
    const email = newEmail();
    await unconfirmedAccount(email, OWNER_PASSWORD);
    const firstToken = 'primer-enlace-de-confirmacion';
    await t.database.db.update(users).set({ confirmationTokenHash: hashToken(firstToken) }).where(eq(users.email, email));
    const first = new URL(`${baseUrl}/auth/v1/verify?token=${firstToken}&type=signup&redirect_to=${encodeURIComponent(`${baseUrl}/`)}`);
    failMail = true;
    try {
      expect((await client().auth.signUp({ email, password: ATTACKER_PASSWORD })).error).toMatchObject({ status: 500 });
    } finally {
      failMail = false;
    }
    // The activation mail never left: the first link is the owner's way in, and it works.
    expect(fragmentOf(await followLink(first)).get('type')).toBe('recovery');
  });

  it('mails an activation link when an unconfirmed address is signed up for with another password', async () => {
    const email = newEmail();
    await unconfirmedAccount(email, OWNER_PASSWORD);
    expect((await client().auth.signUp({ email, password: ATTACKER_PASSWORD })).error).toBeNull();
    const activation = await inbox.waitFor(email);
    expect(activation.subject).toBe('Activa tu cuenta de LinkHub');
    expect(activation.html).toContain('Activar mi cuenta y elegir contraseña');
    const landing = await followLink(verifyLinkIn(activation.text));
    expect(fragmentOf(landing).get('type')).toBe('recovery');
    for (const password of [OWNER_PASSWORD, ATTACKER_PASSWORD]) {
      expect((await client().auth.signInWithPassword({ email, password })).error).toMatchObject({ code: 'invalid_credentials' });
    }
  });

  it('with the same password, mails the confirmation link again (once a minute) and keeps the hash', async () => {
    const email = newEmail();
    await client().auth.signUp({ email, password: OWNER_PASSWORD });
    await inbox.waitFor(email);
    const hash = await storedHash(email);
    // Within the minute: nothing more is sent.
    expect((await client().auth.signUp({ email, password: OWNER_PASSWORD })).error).toBeNull();
    expect(inbox.to(email)).toHaveLength(1);
    expect(await storedHash(email)).toBe(hash);
  });

  it('answers a registered and a new address alike: 200, the same keys, a mail each', async () => {
    const registered = newEmail();
    await t.database.db.insert(users).values({ email: registered, username: registered, passwordHash: await hashPassword(OWNER_PASSWORD), emailConfirmedAt: new Date() });

    const fresh = newEmail();
    const forNew = await fetch(`${baseUrl}/auth/v1/signup`, { method: 'POST', headers: { apikey: anonKey, 'content-type': 'application/json' }, body: JSON.stringify({ email: fresh, password: OWNER_PASSWORD }) });
    const forRegistered = await fetch(`${baseUrl}/auth/v1/signup`, { method: 'POST', headers: { apikey: anonKey, 'content-type': 'application/json' }, body: JSON.stringify({ email: registered, password: ATTACKER_PASSWORD }) });
    expect([forNew.status, forRegistered.status]).toEqual([200, 200]);
    const [a, b] = [await forNew.json(), await forRegistered.json()];
    // GoTrue's answer for a confirmed address: a user nobody has, with no identities.
    expect(b.identities).toEqual([]);
    const { identities: _a, ...restNew } = a as Record<string, unknown>;
    const { identities: _b, ...restRegistered } = b as Record<string, unknown>;
    expect(shape(restRegistered)).toEqual(shape(restNew));
    // The registered address is told an account exists (its owner may have forgotten); no password changed.
    const notice = await inbox.waitFor(registered);
    expect(notice.subject).toBe('Ya tienes una cuenta en LinkHub');
    expect((await client().auth.signInWithPassword({ email: registered, password: OWNER_PASSWORD })).error).toBeNull();
    await inbox.waitFor(fresh);
  });
});

describe('sign-up modes (SIGNUPS and /admin)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ signups: 'invite', adminEmails: ['admin@example.com'] });
  });
  afterAll(() => t.close());

  const signUp = (email: string, data?: Record<string, unknown>) =>
    t.request({ method: 'POST', url: '/auth/v1/signup', payload: { email, password: OWNER_PASSWORD, ...(data ? { data } : {}) } });

  async function adminToken() {
    const res = await t.request({ method: 'POST', url: '/auth/v1/token?grant_type=password', payload: { email: 'admin@example.com', password: OWNER_PASSWORD } });
    return { authorization: `Bearer ${res.json<{ access_token: string }>().access_token}` };
  }

  it('invite: refuses a sign-up without a usable invitation, takes one once, and keeps it out of the metadata', async () => {
    // The admin's own account: made while sign-ups were open (the switch is in the database).
    await t.database.db.insert(users).values({ email: 'admin@example.com', username: 'admin@example.com', passwordHash: await hashPassword(OWNER_PASSWORD), emailConfirmedAt: new Date() });
    const admin = await adminToken();

    const none = await signUp(newEmail());
    expect(none.statusCode).toBe(422);
    expect(none.json()).toMatchObject({ code: 'invite_not_found', msg: 'Para registrarte en este sitio necesitas una invitación válida: la que usas no existe, ya se usó o ha caducado.' });
    expect((await signUp(newEmail(), { invitation_token: 'inventada' })).statusCode).toBe(422);

    const made = await t.request({ method: 'POST', url: '/api/admin/invitations', headers: admin });
    expect(made.statusCode).toBe(201);
    const link = new URL(made.json<{ link: string }>().link);
    expect(link.pathname).toBe('/register');
    const token = link.searchParams.get('invitacion') ?? '';
    const email = newEmail();
    const ok = await signUp(email, { invitation_token: token, nombre: 'Ana' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().user.user_metadata).toEqual({ nombre: 'Ana' });
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    const [invitation] = await t.database.db.select().from(invitations);
    expect(invitation?.usedBy).toBe(row?.id);
    expect((await signUp(newEmail(), { invitation_token: token })).statusCode).toBe(422);

    // Listed as used; an expired one does not work.
    const listed = await t.request({ method: 'GET', url: '/api/admin/invitations', headers: admin });
    expect(listed.json()).toEqual([expect.objectContaining({ used: true })]);
    const old = await t.request({ method: 'POST', url: '/api/admin/invitations', headers: admin });
    const oldToken = new URL(old.json<{ link: string }>().link).searchParams.get('invitacion');
    await t.database.db.update(invitations).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(invitations.id, old.json<{ id: string }>().id));
    expect((await signUp(newEmail(), { invitation_token: oldToken })).statusCode).toBe(422);
    expect((await t.request({ method: 'DELETE', url: `/api/admin/invitations/${old.json<{ id: string }>().id}`, headers: admin })).statusCode).toBe(204);
  });

  it('closed: refused with a clear message; the switch in /admin is what /api/config and sign-up follow', async () => {
    const admin = await adminToken();
    const closed = await t.request({ method: 'PUT', url: '/api/admin/settings', headers: admin, payload: { signups: 'closed' } });
    expect(closed.json()).toMatchObject({ signups: 'closed', embeddedAuth: true });
    expect((await t.request({ method: 'GET', url: '/api/config' })).json().signups).toBe('closed');
    const refused = await signUp(newEmail());
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'signup_disabled', msg: 'El registro de cuentas nuevas está cerrado en este sitio.' });

    await t.request({ method: 'PUT', url: '/api/admin/settings', headers: admin, payload: { signups: 'open' } });
    expect((await t.request({ method: 'GET', url: '/api/config' })).json().signups).toBe('open');
    expect((await signUp(newEmail())).statusCode).toBe(200);
    const bad = await t.request({ method: 'PUT', url: '/api/admin/settings', headers: admin, payload: { signups: 'a veces' } });
    expect(bad.statusCode).toBe(400);
  });

  it('without e-mail, a registered address is refused after the same hashing work (422, as GoTrue with autoconfirm)', async () => {
    const email = newEmail();
    expect((await signUp(email)).statusCode).toBe(200);
    const again = await signUp(email);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ code: 'user_already_exists' });
  });
});
