import type { AuthChangeEvent } from '@supabase/supabase-js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessions, users } from '../../db/schema';
import { followLink, fragmentOf, verifyLinkIn } from '../../test/auth-links';
import { startSmtpInbox, type SmtpInbox } from '../../test/smtp-inbox';
import { anonKeyOf, supabaseClient } from '../../test/supabase';
import { createTestApp, type TestApp } from '../../test/test-app';
import { smtpMailer } from './mailer';

let inbox: SmtpInbox;
let t: TestApp;
let baseUrl: string;
let anonKey: string;
const PASSWORD = 'clave-de-prueba';
const NEW_PASSWORD = 'clave-nueva-456';

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp({ mailer: smtpMailer(inbox.url, 'LinkHub <no-reply@linkhub.test>') });
  baseUrl = await t.listen();
  anonKey = await anonKeyOf(baseUrl);
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

const client = () => supabaseClient(baseUrl, anonKey);
const newEmail = () => `recupera-${crypto.randomUUID().slice(0, 8)}@example.com`;

/** An account confirmed through its mailed link, as a person would. */
async function confirmedAccount(email = newEmail()) {
  const { error } = await client().auth.signUp({ email, password: PASSWORD });
  expect(error).toBeNull();
  await followLink(verifyLinkIn((await inbox.waitFor(email)).text));
  return email;
}

/** GET /auth/v1/user with an access token: the status and the error code. */
async function userStatus(accessToken: string | undefined) {
  const res = await fetch(`${baseUrl}/auth/v1/user`, { headers: { apikey: anonKey, authorization: `Bearer ${accessToken}` } });
  const body = (await res.json()) as { code?: string };
  return [res.status, body.code];
}

/** A client signed in from the session a recovery link put in the URL fragment. */
async function clientFromLink(landing: URL) {
  const fragment = fragmentOf(landing);
  const supabase = client();
  const events: AuthChangeEvent[] = [];
  supabase.auth.onAuthStateChange((event) => void events.push(event));
  const { error } = await supabase.auth.setSession({
    access_token: fragment.get('access_token') ?? '',
    refresh_token: fragment.get('refresh_token') ?? '',
  });
  expect(error).toBeNull();
  return { supabase, events };
}

describe('password recovery (resetPasswordForEmail, /recover, /verify type=recovery)', () => {
  it('mails a one-time link that signs in, ends every other session and lets a new password be set', async () => {
    const email = await confirmedAccount();
    const elsewhere = client();
    const signedIn = await elsewhere.auth.signInWithPassword({ email, password: PASSWORD });
    expect(signedIn.error).toBeNull();

    const asked = await client().auth.resetPasswordForEmail(email, { redirectTo: `${baseUrl}/reset-password` });
    expect(asked).toEqual({ data: {}, error: null });
    const mail = await inbox.waitFor(email, 2);
    expect(mail.subject).toBe('Restablece tu contraseña de LinkHub');
    expect(mail.text).toContain('caduca en 1 hora');
    expect(mail.html).toContain('Elegir una nueva contraseña');
    const link = verifyLinkIn(mail.text);
    expect(link.searchParams.get('type')).toBe('recovery');
    expect(link.searchParams.get('redirect_to')).toBe(`${baseUrl}/reset-password`);

    const landing = await followLink(link);
    expect(`${landing.origin}${landing.pathname}`).toBe(`${baseUrl}/reset-password`);
    const fragment = fragmentOf(landing);
    expect(fragment.get('type')).toBe('recovery');
    expect(fragment.get('token_type')).toBe('bearer');
    expect(fragment.get('expires_in')).toBe('3600');

    // The other device is signed out: its access token and its refresh token are dead.
    expect(await userStatus(signedIn.data.session?.access_token)).toEqual([403, 'session_not_found']);
    const refreshed = await elsewhere.auth.refreshSession();
    expect(refreshed.error).toMatchObject({ code: 'refresh_token_not_found' });
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    const sessions = await t.database.db.select().from(authSessions).where(eq(authSessions.userId, user!.id));
    expect(sessions.map((session) => session.authMethod)).toEqual(['recovery']);

    // The recovered session sets the new password without the old one; USER_UPDATED follows.
    const { supabase, events } = await clientFromLink(landing);
    const updated = await supabase.auth.updateUser({ password: NEW_PASSWORD });
    expect(updated.error).toBeNull();
    expect(events).toContain('USER_UPDATED');
    expect((await client().auth.signInWithPassword({ email, password: PASSWORD })).error).toMatchObject({ code: 'invalid_credentials' });
    expect((await client().auth.signInWithPassword({ email, password: NEW_PASSWORD })).error).toBeNull();

    // Used once: the same link now carries an error, and signs nobody in.
    const again = fragmentOf(await followLink(link));
    expect(again.get('error_code')).toBe('otp_expired');
    expect(again.get('error_description')).toBe('El enlace para restablecer la contraseña no es válido, ya se usó o ha caducado. Pide otro.');
    expect(again.get('access_token')).toBeNull();
  });

  it('answers an unknown address exactly like a known one, and mails nothing', async () => {
    const known = await confirmedAccount();
    const unknown = newEmail();
    const before = inbox.messages.length;
    const res = await fetch(`${baseUrl}/auth/v1/recover`, {
      method: 'POST',
      headers: { apikey: anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: unknown }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({});
    const knownRes = await fetch(`${baseUrl}/auth/v1/recover`, {
      method: 'POST',
      headers: { apikey: anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: known }),
    });
    expect(knownRes.status).toBe(200);
    expect(await knownRes.json()).toEqual({});
    await inbox.waitFor(known, 2);
    expect(inbox.to(unknown)).toEqual([]);
    expect(inbox.messages.length).toBe(before + 1);
  });

  it('mails an address at most once a minute, known or not (429 over_email_send_rate_limit)', async () => {
    const known = await confirmedAccount();
    for (const email of [known, newEmail()]) {
      expect((await client().auth.resetPasswordForEmail(email)).error).toBeNull();
      const second = await client().auth.resetPasswordForEmail(email);
      expect(second.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
      expect(second.error?.message).toBe('Ya se ha enviado un correo a esta dirección hace poco. Espera 1 minuto antes de pedir otro.');
    }
    await inbox.waitFor(known, 2);
  });

  it('refuses a link older than an hour', async () => {
    const email = await confirmedAccount();
    await client().auth.resetPasswordForEmail(email);
    const link = verifyLinkIn((await inbox.waitFor(email, 2)).text);
    await t.database.db.update(users).set({ recoverySentAt: new Date(Date.now() - 61 * 60 * 1000) }).where(eq(users.email, email));
    expect(fragmentOf(await followLink(link)).get('error_code')).toBe('otp_expired');
    expect((await client().auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
  });

  it('only the newest link works', async () => {
    const email = await confirmedAccount();
    await client().auth.resetPasswordForEmail(email);
    const first = verifyLinkIn((await inbox.waitFor(email, 2)).text);
    await t.database.db.update(users).set({ recoverySentAt: new Date() }).where(eq(users.email, email));
    // A minute later (the per-address limit), a second request replaces the first link.
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    const { createRecoveryLink } = await import('./links');
    const second = await createRecoveryLink(t.database.db, row!.id, baseUrl);
    expect(fragmentOf(await followLink(first)).get('error_code')).toBe('otp_expired');
    expect(fragmentOf(await followLink(second!.link)).get('type')).toBe('recovery');
  });

  it('confirms an unconfirmed account and drops its unproven password', async () => {
    const email = newEmail();
    await client().auth.signUp({ email, password: PASSWORD });
    await inbox.waitFor(email);
    await client().auth.resetPasswordForEmail(email);
    const landing = await followLink(verifyLinkIn((await inbox.waitFor(email, 2)).text));
    expect(fragmentOf(landing).get('type')).toBe('recovery');
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row?.emailConfirmedAt).toBeTruthy();
    expect((await client().auth.signInWithPassword({ email, password: PASSWORD })).error).toMatchObject({ code: 'invalid_credentials' });
  });

  it("signs nobody in with a disabled account's link, and mails a disabled account nothing", async () => {
    const email = await confirmedAccount();
    await client().auth.resetPasswordForEmail(email);
    const link = verifyLinkIn((await inbox.waitFor(email, 2)).text);
    await t.database.db.update(users).set({ disabledAt: new Date() }).where(eq(users.email, email));
    expect(fragmentOf(await followLink(link)).get('error_code')).toBe('otp_expired');

    const disabled = await confirmedAccount();
    await t.database.db.update(users).set({ disabledAt: new Date() }).where(eq(users.email, disabled));
    expect(await client().auth.resetPasswordForEmail(disabled)).toEqual({ data: {}, error: null });
    const other = await confirmedAccount();
    await client().auth.resetPasswordForEmail(other);
    await inbox.waitFor(other, 2); // mails go out in order: had one gone to the disabled account, it would be here
    expect(inbox.to(disabled)).toHaveLength(1);
  });
});

describe('updateUser (PUT /auth/v1/user)', () => {
  it('changes the password with the current one, ends the other sessions and emits USER_UPDATED', async () => {
    const email = await confirmedAccount();
    const other = client();
    const otherSession = (await other.auth.signInWithPassword({ email, password: PASSWORD })).data.session;
    const supabase = client();
    await supabase.auth.signInWithPassword({ email, password: PASSWORD });
    const events: AuthChangeEvent[] = [];
    supabase.auth.onAuthStateChange((event) => void events.push(event));

    const missing = await supabase.auth.updateUser({ password: NEW_PASSWORD });
    expect(missing.error).toMatchObject({ status: 400, code: 'reauthentication_needed', message: 'Escribe tu contraseña actual para cambiarla.' });
    const wrong = await supabase.auth.updateUser({ password: NEW_PASSWORD, current_password: 'no-es-esta' });
    expect(wrong.error).toMatchObject({ status: 400, code: 'invalid_credentials', message: 'La contraseña actual no es correcta.' });
    const same = await supabase.auth.updateUser({ password: PASSWORD, current_password: PASSWORD });
    expect(same.error).toMatchObject({ status: 422, code: 'same_password' });
    const weak = await supabase.auth.updateUser({ password: 'abc', current_password: PASSWORD });
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password' });

    const done = await supabase.auth.updateUser({ password: NEW_PASSWORD, current_password: PASSWORD });
    expect(done.error).toBeNull();
    expect(events).toContain('USER_UPDATED');
    // This session goes on; the other one is over.
    expect((await supabase.auth.getUser()).error).toBeNull();
    expect(await userStatus(otherSession?.access_token)).toEqual([403, 'session_not_found']);
    expect((await client().auth.signInWithPassword({ email, password: NEW_PASSWORD })).error).toBeNull();
  });

  it('counts wrong current passwords as wrong sign-ins', async () => {
    const limited = await createTestApp({ limits: { failedSignIns: { max: 2, windowMs: 60_000 } } });
    try {
      const owner = await limited.user();
      const put = (current: string) =>
        limited.request({ method: 'PUT', url: '/auth/v1/user', as: owner, payload: { password: NEW_PASSWORD, current_password: current } });
      expect((await put('mal-1')).statusCode).toBe(400);
      expect((await put('mal-2')).statusCode).toBe(400);
      const paused = await put(owner.password);
      expect(paused.statusCode).toBe(429);
      expect(paused.json()).toMatchObject({ code: 'over_request_rate_limit' });
    } finally {
      await limited.close();
    }
  });

  it('mails a link to a new address, which moves the account there once followed', async () => {
    const email = await confirmedAccount();
    const next = newEmail();
    const supabase = client();
    await supabase.auth.signInWithPassword({ email, password: PASSWORD });
    const events: AuthChangeEvent[] = [];
    supabase.auth.onAuthStateChange((event) => void events.push(event));
    const { data, error } = await supabase.auth.updateUser({ email: next, current_password: PASSWORD }, { emailRedirectTo: `${baseUrl}/account` });
    expect(error).toBeNull();
    expect(events).toContain('USER_UPDATED');
    expect(data.user?.email).toBe(email);
    expect(data.user?.new_email).toBe(next);

    const mail = await inbox.waitFor(next);
    expect(mail.subject).toBe('Confirma tu nuevo correo electrónico en LinkHub');
    const landing = await followLink(verifyLinkIn(mail.text));
    expect(`${landing.origin}${landing.pathname}`).toBe(`${baseUrl}/account`);
    expect(fragmentOf(landing).get('type')).toBe('email_change');
    expect((await client().auth.signInWithPassword({ email: next, password: PASSWORD })).error).toBeNull();
    expect((await client().auth.signInWithPassword({ email, password: PASSWORD })).error).toMatchObject({ code: 'invalid_credentials' });
    const user = (await supabase.auth.getUser()).data.user;
    expect(user?.email).toBe(next);
    expect(user?.new_email).toBeUndefined();
  });

  it("refuses another account's address", async () => {
    const email = await confirmedAccount();
    const taken = await confirmedAccount();
    const supabase = client();
    await supabase.auth.signInWithPassword({ email, password: PASSWORD });
    const { error } = await supabase.auth.updateUser({ email: taken, current_password: PASSWORD });
    expect(error).toMatchObject({ status: 422, code: 'email_exists' });
  });

  it('keeps user_metadata from data', async () => {
    const email = await confirmedAccount();
    const supabase = client();
    await supabase.auth.signInWithPassword({ email, password: PASSWORD });
    const { data } = await supabase.auth.updateUser({ data: { nombre: 'Ana' } });
    expect(data.user?.user_metadata).toEqual({ nombre: 'Ana' });
  });
});

describe('without SMTP_URL', () => {
  let plain: TestApp;
  let plainUrl: string;
  beforeAll(async () => {
    plain = await createTestApp({ adminEmails: ['jefa@example.com'] });
    plainUrl = await plain.listen();
  });
  afterAll(() => plain.close());

  it('says plainly that the site cannot send the recovery mail', async () => {
    const supabase = supabaseClient(plainUrl, await anonKeyOf(plainUrl));
    const { error } = await supabase.auth.resetPasswordForEmail('alguien@example.com');
    expect(error).toMatchObject({ status: 422, code: 'email_sending_disabled' });
    expect(error?.message).toBe('Este sitio no puede enviar correos. Pide al administrador del sitio un enlace para restablecer tu contraseña.');
  });

  it('changes the e-mail at once, but not to an address ADMIN_EMAILS reserves', async () => {
    const owner = await plain.user();
    const supabase = supabaseClient(plainUrl, await anonKeyOf(plainUrl));
    await supabase.auth.signInWithPassword({ email: owner.email, password: owner.password });
    const next = newEmail();
    const { data, error } = await supabase.auth.updateUser({ email: next, current_password: owner.password });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(next);
    expect((await supabase.auth.signInWithPassword({ email: next, password: owner.password })).error).toBeNull();
    const reserved = await supabase.auth.updateUser({ email: 'jefa@example.com', current_password: owner.password });
    expect(reserved.error).toMatchObject({ status: 422, code: 'email_address_not_authorized' });
  });
});
