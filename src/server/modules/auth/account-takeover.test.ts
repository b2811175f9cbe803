import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '@shared/schemas/page';
import { buildApp } from '../../app';
import { ActiveSessions } from '../../auth/active-sessions';
import { hs256Verifier } from '../../auth/token-verifier';
import { memoryCounters } from '../../counters/counters';
import { authSessions, users } from '../../db/schema';
import { followLink, fragmentOf, verifyLinkIn } from '../../test/auth-links';
import { createItem, createPage } from '../../test/factories';
import { startSmtpInbox, type SmtpInbox } from '../../test/smtp-inbox';
import { anonKeyOf, supabaseClient } from '../../test/supabase';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { TEST_JWT_SECRET } from '../../test/tokens';
import { fsObjectStore } from '../storage/fs-object-store';
import { smtpMailer } from './mailer';
import { landingUrl } from './redirect';

// Issue 33's account-takeover findings (N-1, N-6, N-3, I-11): where mailed links land, what their
// origin is, what a redirect lets a browser carry, and what changing who owns an account needs.

const PASSWORD = 'clave-de-prueba';
const NEW_PASSWORD = 'clave-nueva-456';
const counters = memoryCounters();
let inbox: SmtpInbox;
let t: TestApp;
let base: string;
let anonKey: string;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp({ mailer: smtpMailer(inbox.url, 'LinkHub <no-reply@linkhub.test>'), publicView: true, counters });
  base = await t.listen();
  anonKey = await anonKeyOf(base);
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

const client = () => supabaseClient(base, anonKey);
const newEmail = (tag = 'cuenta') => `${tag}-${crypto.randomUUID().slice(0, 8)}@example.com`;
const landingOf = (url: URL) => `${url.origin}${url.pathname}`;

/** The per-account and per-address mail limits (one a minute) forgotten, as a minute later. */
async function aMinuteLater(key: string) {
  for (const name of ['mail-minute', 'mail-hour']) {
    await counters.counter({ name, windowMs: name === 'mail-minute' ? 60_000 : 3_600_000 }).reset(key);
  }
}

/** An account confirmed through its mailed link, as a person would. */
async function confirmedAccount(email = newEmail()) {
  expect((await client().auth.signUp({ email, password: PASSWORD })).error).toBeNull();
  await followLink(verifyLinkIn((await inbox.waitFor(email)).text));
  return email;
}

async function signedIn(email: string, password = PASSWORD) {
  const supabase = client();
  const { data, error } = await supabase.auth.signInWithPassword({ email, password });
  expect(error).toBeNull();
  return { supabase, session: data.session!, userId: data.user!.id };
}

/** A client signed in from the session a link put in the URL fragment. */
async function clientFromLanding(landing: URL) {
  const fragment = fragmentOf(landing);
  const supabase = client();
  const { error } = await supabase.auth.setSession({ access_token: fragment.get('access_token') ?? '', refresh_token: fragment.get('refresh_token') ?? '' });
  expect(error).toBeNull();
  return supabase;
}

async function userStatus(accessToken: string) {
  const res = await fetch(`${base}/auth/v1/user`, { headers: { apikey: anonKey, authorization: `Bearer ${accessToken}` } });
  return res.status;
}

/** A confirmed, signed-in account as the API factories take it. */
async function apiOwner(): Promise<TestUser> {
  const email = await confirmedAccount();
  const { session, userId } = await signedIn(email);
  const token = session.access_token;
  return { id: userId, email, password: PASSWORD, token, refreshToken: session.refresh_token, headers: { authorization: `Bearer ${token}` } };
}

const rowOf = async (email: string) => (await t.database.db.select().from(users).where(eq(users.email, email)))[0];

describe('N-1: a mailed link lands only on the app’s own screens', () => {
  let page: Page;
  let linkId: number;
  let contactId: number;
  const oldSlug = `antigua-${crypto.randomUUID().slice(0, 6)}`;
  /** Every way the tester (and more) tried to send a session somewhere else. */
  let hostile: string[];

  beforeAll(async () => {
    const owner = await apiOwner();
    page = await createPage(t, owner, { title: 'Trampa', slug: oldSlug });
    const renamed = await t.request({
      method: 'PATCH',
      url: `/api/pages/${page.id}`,
      as: owner,
      payload: { slug: `nueva-${crypto.randomUUID().slice(0, 6)}`, socialLinks: [{ network: 'github', url: '@malo' }] },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    page = renamed.json<Page>();
    linkId = (await createItem(t, owner, page.id, { type: 'link', content: { url: 'https://fuera.example/robar', title: 'Fuera' } })).id;
    contactId = (await createItem(t, owner, page.id, { type: 'contactCard', content: { name: 'Eva', website: 'https://fuera.example/web' } })).id;
    const origin = new URL(base);
    hostile = [
      `${base}/go/${linkId}`,
      `/go/${linkId}`,
      `go/${linkId}`,
      `${base}/go/${contactId}/website`,
      `${base}/go/page/${page.id}/social/0`,
      `${base}/view/${oldSlug}`,
      `${base}/view/${page.slug}`,
      `${base}/view/page/${page.id}`,
      `${base}/preview/page/${page.id}`,
      `${base}/storage/v1/object/public/item-images/x.png`,
      `${base}/api/config`,
      `${base}/auth/v1/verify?type=recovery&token=x`,
      `${base}/edit/${page.id}`,
      'https://fuera.example/reset-password',
      `https://${origin.host}/reset-password`,
      '//fuera.example/reset-password',
      '\\\\fuera.example/reset-password',
      '/\\fuera.example/reset-password',
      '\\/fuera.example/reset-password',
      `${base}@fuera.example/reset-password`,
      `http://usuario@fuera.example/reset-password`,
      `${base}/reset-password/../go/${linkId}`,
      `${base}/reset-password/%2e%2e/go/${linkId}`,
      `${base}/%2e%2e/go/${linkId}`,
      `${base}/%2Fgo%2F${linkId}`,
      `${base}/go%2F${linkId}`,
      `${base}/reset-password%2F..%2Fgo%2F${linkId}`,
      `${base}/reset-password/`,
      `${base}/RESET-PASSWORD`,
      `${base}//fuera.example/reset-password`,
      'javascript:alert(1)//reset-password',
      'data:text/html,<script>alert(1)</script>',
      ` ${base}/go/${linkId}`,
      `${encodeURIComponent(`${base}/go/${linkId}`)}`,
    ];
  });

  it('keeps an allowed screen on this origin (query kept, fragment dropped) and refuses every other target', () => {
    for (const path of ['/', '/login', '/reset-password', '/account']) {
      expect(landingUrl(`${base}${path}?desde=correo#x`, base, '/')).toBe(`${base}${path}?desde=correo`);
      expect(landingUrl(path, base, '/')).toBe(`${base}${path}`);
    }
    for (const target of hostile) expect(landingUrl(target, base, '/reset-password'), target).toBe(`${base}/reset-password`);
  });

  it('a recovery asked for with redirect_to=/go/{id} mails a link that lands on /reset-password', async () => {
    const email = await confirmedAccount();
    const asked = await client().auth.resetPasswordForEmail(email, { redirectTo: `${base}/go/${linkId}` });
    expect(asked.error).toBeNull();
    const link = verifyLinkIn((await inbox.waitFor(email, 2)).text);
    expect(link.origin).toBe(base);
    expect(link.searchParams.get('redirect_to')).toBe(`${base}/reset-password`);
    const landing = await followLink(link);
    expect(landingOf(landing)).toBe(`${base}/reset-password`);
    expect(fragmentOf(landing).get('type')).toBe('recovery');
  });

  it('verify itself refuses every hostile redirect_to, for each type of link', async () => {
    const fallback = { signup: '/', recovery: '/reset-password', email_change: '/account', email_change_undo: '/reset-password' };
    for (const [type, path] of Object.entries(fallback)) {
      for (const target of hostile) {
        const res = await fetch(`${base}/auth/v1/verify?type=${type}&token=nada&redirect_to=${encodeURIComponent(target)}`, { redirect: 'manual' });
        expect(res.status, target).toBe(303);
        const location = new URL(res.headers.get('location') ?? '');
        expect(landingOf(location), `${type} ${target}`).toBe(`${base}${path}`);
        expect(fragmentOf(location).get('error_code')).toBe('otp_expired');
      }
    }
  });

  it('a sign-up and an e-mail change asked to land on /go land on their own screens', async () => {
    const email = newEmail();
    await client().auth.signUp({ email, password: PASSWORD, options: { emailRedirectTo: `${base}/go/page/${page.id}/social/0` } });
    expect(verifyLinkIn((await inbox.waitFor(email)).text).searchParams.get('redirect_to')).toBe(`${base}/`);

    const owner = await confirmedAccount();
    const next = newEmail('nuevo');
    const { supabase } = await signedIn(owner);
    const changed = await supabase.auth.updateUser({ email: next, current_password: PASSWORD }, { emailRedirectTo: `${base}/view/${oldSlug}` });
    expect(changed.error).toBeNull();
    expect(verifyLinkIn((await inbox.waitFor(next)).text).searchParams.get('redirect_to')).toBe(`${base}/account`);
  });
});

describe('N-1: a redirect never lets the browser carry a fragment on', () => {
  it('/go, a contact’s /go target, a social icon and an old slug name a fragment of their own; a target’s own stays', async () => {
    const owner = await apiOwner();
    const slug = `vieja-${crypto.randomUUID().slice(0, 6)}`;
    let page = await createPage(t, owner, { title: 'Fragmentos', slug });
    const moved = await t.request({
      method: 'PATCH',
      url: `/api/pages/${page.id}`,
      as: owner,
      payload: { slug: `${slug}-2`, socialLinks: [{ network: 'github', url: '@ana' }] },
    });
    page = moved.json<Page>();
    const link = await createItem(t, owner, page.id, { type: 'link', content: { url: 'https://fuera.example/pagina', title: 'Fuera' } });
    const anchored = await createItem(t, owner, page.id, { type: 'link', content: { url: 'https://fuera.example/pagina#seccion', title: 'Ancla' } });
    const contact = await createItem(t, owner, page.id, { type: 'contactCard', content: { name: 'Eva', website: 'https://fuera.example/web' } });
    const cases: [string, number, string][] = [
      [`/go/${link.id}`, 302, 'https://fuera.example/pagina#'],
      [`/go/${contact.id}/website`, 302, 'https://fuera.example/web#'],
      [`/go/page/${page.id}/social/0`, 302, 'https://github.com/ana#'],
      [`/view/${slug}`, 308, `/view/${slug}-2#`],
      [`/view/${slug}?utm_source=qr`, 308, `/view/${slug}-2?utm_source=qr#`],
      [`/go/${anchored.id}`, 302, 'https://fuera.example/pagina#seccion'],
    ];
    for (const [url, status, location] of cases) {
      const res = await t.request({ method: 'GET', url, headers: { 'user-agent': 'curl/8' } });
      expect(res.statusCode, url).toBe(status);
      expect(res.headers.location, url).toBe(location);
    }
  });
});

describe('N-6: mailed links take their origin from PUBLIC_URL only', () => {
  it('ignores Host and X-Forwarded-Host (from a trusted proxy too) in recovery, confirmation and e-mail change mails', async () => {
    // Another host is refused outright (421, decision 864); a loopback name, which is served, must
    // not name the links either.
    const outside = await t.request({ method: 'POST', url: '/auth/v1/recover', headers: { host: 'fuera.example' }, payload: { email: newEmail() } });
    expect(outside.statusCode).toBe(421);
    const forged = { host: 'localhost:9', 'x-forwarded-host': 'localhost:9', 'x-forwarded-proto': 'https' };
    const email = await confirmedAccount();
    const recover = await t.request({ method: 'POST', url: '/auth/v1/recover', headers: forged, payload: { email } });
    expect(recover.statusCode, recover.body).toBe(200);
    expect(verifyLinkIn((await inbox.waitFor(email, 2)).text).origin).toBe(base);

    const fresh = newEmail();
    const signup = await t.request({ method: 'POST', url: '/auth/v1/signup', headers: forged, payload: { email: fresh, password: PASSWORD } });
    expect(signup.statusCode, signup.body).toBe(200);
    expect(verifyLinkIn((await inbox.waitFor(fresh)).text).origin).toBe(base);

    const { session } = await signedIn(email);
    const next = newEmail('nuevo');
    const change = await t.request({
      method: 'PUT',
      url: '/auth/v1/user',
      headers: { ...forged, authorization: `Bearer ${session.access_token}` },
      payload: { email: next, current_password: PASSWORD },
    });
    expect(change.statusCode, change.body).toBe(200);
    const mail = await inbox.waitFor(next);
    expect(verifyLinkIn(mail.text).origin).toBe(base);
    expect(mail.text).not.toContain('localhost:9');
  });

  it('refuses to build an app that mails without a public origin', async () => {
    const sessions = new ActiveSessions(t.database.db);
    await expect(
      buildApp({
        db: t.database.db,
        verifier: hs256Verifier(TEST_JWT_SECRET, sessions),
        objectStore: fsObjectStore(t.uploadsDir),
        embeddedAuth: { jwtSecret: TEST_JWT_SECRET, sessions, mailer: smtpMailer(inbox.url, 'x@example.com') },
        stats: { enabled: false },
      }),
    ).rejects.toThrow(/publicUrl/);
  });
});

describe('N-3: changing the e-mail needs proof, and the old address can undo it', () => {
  it('refuses an e-mail change without the current password or with a wrong one, and takes the right one', async () => {
    const email = await confirmedAccount();
    const { supabase } = await signedIn(email);
    const next = newEmail('nuevo');
    const missing = await supabase.auth.updateUser({ email: next });
    expect(missing.error).toMatchObject({ status: 400, code: 'reauthentication_needed', message: 'Escribe tu contraseña actual para cambiar el correo electrónico.' });
    const wrong = await supabase.auth.updateUser({ email: next, current_password: 'no-es-esta' });
    expect(wrong.error).toMatchObject({ status: 400, code: 'invalid_credentials' });
    expect((await rowOf(email))?.emailChange).toBeNull();
    expect(inbox.to(next)).toEqual([]);
    const right = await supabase.auth.updateUser({ email: next, current_password: PASSWORD });
    expect(right.error).toBeNull();
    expect(right.data.user?.new_email).toBe(next);
  });

  it('takes a recovery session younger than 10 minutes as proof, and not an older one', async () => {
    const email = await confirmedAccount();
    await client().auth.resetPasswordForEmail(email);
    const supabase = await clientFromLanding(await followLink(verifyLinkIn((await inbox.waitFor(email, 2)).text)));
    const user = await rowOf(email);
    // Eleven minutes old: the current password is needed again.
    await t.database.db.update(authSessions).set({ createdAt: new Date(Date.now() - 11 * 60_000) }).where(eq(authSessions.userId, user!.id));
    const old = await supabase.auth.updateUser({ email: newEmail('tarde') });
    expect(old.error).toMatchObject({ status: 400, code: 'reauthentication_needed' });
    await t.database.db.update(authSessions).set({ createdAt: new Date(Date.now() - 9 * 60_000) }).where(eq(authSessions.userId, user!.id));
    await aMinuteLater(`email-change:${user!.id}`);
    const recent = await supabase.auth.updateUser({ email: newEmail('pronto') });
    expect(recent.error).toBeNull();
  });

  it('mails the old address a link that undoes the change: the address back, every session ended, a new password chosen', async () => {
    const email = await confirmedAccount();
    const thief = newEmail('ladron');
    const { supabase } = await signedIn(email);
    expect((await supabase.auth.updateUser({ email: thief, current_password: PASSWORD })).error).toBeNull();
    const thiefSession = await clientFromLanding(await followLink(verifyLinkIn((await inbox.waitFor(thief)).text)));
    expect((await thiefSession.auth.getUser()).data.user?.email).toBe(thief);

    const notice = await inbox.waitFor(email, 2);
    expect(notice.subject).toBe('El correo de tu cuenta de LinkHub ha cambiado');
    expect(notice.text).toContain(`es ahora ${thief}`);
    expect(notice.text).toContain('caduca en 7 días');
    expect(notice.html).toContain('Deshacer el cambio de correo');
    const undo = verifyLinkIn(notice.text);
    expect(undo.origin).toBe(base);
    expect(undo.searchParams.get('type')).toBe('email_change_undo');

    // Whoever changed it also changes the password: the undo link still works (decision 121).
    expect((await thiefSession.auth.updateUser({ password: NEW_PASSWORD, current_password: PASSWORD })).error).toBeNull();
    const thiefToken = (await thiefSession.auth.getSession()).data.session!.access_token;

    const landing = await followLink(undo);
    expect(landingOf(landing)).toBe(`${base}/reset-password`);
    expect(fragmentOf(landing).get('type')).toBe('recovery');
    const row = await rowOf(email);
    expect(row?.email).toBe(email);
    expect(row?.previousEmail).toBeNull();
    expect(await userStatus(thiefToken)).toBe(403);
    expect((await client().auth.signInWithPassword({ email: thief, password: NEW_PASSWORD })).error).toMatchObject({ code: 'invalid_credentials' });
    // The owner chooses a new password without the old one.
    const owner = await clientFromLanding(landing);
    expect((await owner.auth.updateUser({ password: 'clave-recuperada-1' })).error).toBeNull();
    expect((await client().auth.signInWithPassword({ email, password: 'clave-recuperada-1' })).error).toBeNull();
    // Once.
    const again = fragmentOf(await followLink(undo));
    expect(again.get('error_code')).toBe('otp_expired');
    expect(again.get('error_description')).toBe('El enlace para deshacer el cambio de correo no es válido, ya se usó o han pasado más de 7 días.');
  });

  it('an undo link works for 7 days; a second change meanwhile keeps the first undo', async () => {
    const email = await confirmedAccount();
    const { supabase, userId } = await signedIn(email);
    const second = newEmail('segunda');
    expect((await supabase.auth.updateUser({ email: second, current_password: PASSWORD })).error).toBeNull();
    const moved = await clientFromLanding(await followLink(verifyLinkIn((await inbox.waitFor(second)).text)));
    const undo = verifyLinkIn((await inbox.waitFor(email, 2)).text);

    await aMinuteLater(`email-change:${userId}`);
    const third = newEmail('tercera');
    expect((await moved.auth.updateUser({ email: third, current_password: PASSWORD })).error).toBeNull();
    await followLink(verifyLinkIn((await inbox.waitFor(third)).text));
    expect((await rowOf(third))?.previousEmail).toBe(email);
    // The middle address is told nothing it could undo with.
    expect(inbox.to(second)).toHaveLength(1);

    await t.database.db.update(users).set({ emailUndoSentAt: new Date(Date.now() - 8 * 24 * 3600_000) }).where(eq(users.id, userId));
    expect(fragmentOf(await followLink(undo)).get('error_code')).toBe('otp_expired');
    await t.database.db.update(users).set({ emailUndoSentAt: new Date(Date.now() - 6 * 24 * 3600_000) }).where(eq(users.id, userId));
    const landing = await followLink(undo);
    expect(fragmentOf(landing).get('type')).toBe('recovery');
    expect((await rowOf(email))?.id).toBe(userId);
  });

  it('takes the old address back from a sign-up nobody confirmed, and not from a confirmed account', async () => {
    const email = await confirmedAccount();
    const { supabase, userId } = await signedIn(email);
    const next = newEmail('otra');
    expect((await supabase.auth.updateUser({ email: next, current_password: PASSWORD })).error).toBeNull();
    await followLink(verifyLinkIn((await inbox.waitFor(next)).text));
    const undo = verifyLinkIn((await inbox.waitFor(email, 2)).text);
    // Someone signs the freed address up: never confirmed, it cannot keep it.
    expect((await client().auth.signUp({ email, password: 'clave-de-otro' })).error).toBeNull();
    expect((await rowOf(email))?.id).not.toBe(userId);
    expect(fragmentOf(await followLink(undo)).get('type')).toBe('recovery');
    expect((await rowOf(email))?.id).toBe(userId);

    const other = await confirmedAccount();
    const { supabase: otherSession, userId: otherId } = await signedIn(other);
    const elsewhere = newEmail('lejos');
    expect((await otherSession.auth.updateUser({ email: elsewhere, current_password: PASSWORD })).error).toBeNull();
    await followLink(verifyLinkIn((await inbox.waitFor(elsewhere)).text));
    const otherUndo = verifyLinkIn((await inbox.waitFor(other, 2)).text);
    // The address's owner made a new account with it and confirmed it: that one stays.
    expect((await client().auth.signUp({ email: other, password: PASSWORD })).error).toBeNull();
    await followLink(verifyLinkIn((await inbox.waitFor(other, 3)).text));
    const refused = fragmentOf(await followLink(otherUndo));
    expect(refused.get('error_code')).toBe('otp_expired');
    expect(refused.get('error_description')).toBe('No se puede deshacer el cambio: otra cuenta usa ya tu dirección anterior. Contacta con el administrador del sitio.');
    expect((await rowOf(elsewhere))?.id).toBe(otherId);
  });
});

describe('I-11: a new password ends every mailed link that signs in', () => {
  it('voids an outstanding recovery link and a pending e-mail change link', async () => {
    const email = await confirmedAccount();
    await client().auth.resetPasswordForEmail(email);
    const recovery = verifyLinkIn((await inbox.waitFor(email, 2)).text);
    const { supabase } = await signedIn(email);
    const next = newEmail('pendiente');
    expect((await supabase.auth.updateUser({ email: next, current_password: PASSWORD })).error).toBeNull();
    const change = verifyLinkIn((await inbox.waitFor(next)).text);

    expect((await supabase.auth.updateUser({ password: NEW_PASSWORD, current_password: PASSWORD })).error).toBeNull();
    const recovered = fragmentOf(await followLink(recovery));
    expect(recovered.get('error_code')).toBe('otp_expired');
    expect(recovered.get('access_token')).toBeNull();
    expect(fragmentOf(await followLink(change)).get('error_code')).toBe('otp_expired');
    const row = await rowOf(email);
    expect([row?.recoveryTokenHash, row?.emailChange, row?.emailChangeTokenHash]).toEqual([null, null, null]);
  });

  it('voids the recovery link of a password set from a recovery session too', async () => {
    const email = await confirmedAccount();
    await client().auth.resetPasswordForEmail(email);
    const first = verifyLinkIn((await inbox.waitFor(email, 2)).text);
    const user = await rowOf(email);
    const { createRecoveryLink } = await import('./links');
    const second = await createRecoveryLink(t.database.db, user!.id, base);
    // The first is already replaced; the second is followed, and sets a password: no link is left.
    const supabase = await clientFromLanding(await followLink(second!.link));
    const spare = await createRecoveryLink(t.database.db, user!.id, base);
    expect((await supabase.auth.updateUser({ password: NEW_PASSWORD })).error).toBeNull();
    for (const link of [first, spare!.link]) expect(fragmentOf(await followLink(link)).get('error_code')).toBe('otp_expired');
  });
});
