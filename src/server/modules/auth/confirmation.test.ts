import { isAuthRetryableFetchError } from '@supabase/supabase-js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { startSmtpInbox, type SmtpInbox } from '../../test/smtp-inbox';
import { anonKeyOf, supabaseClient } from '../../test/supabase';
import { createTestApp, type TestApp } from '../../test/test-app';
import { type Mailer, smtpMailer } from './mailer';

let inbox: SmtpInbox;
let t: TestApp;
let baseUrl: string;
let anonKey: string;
let failMail = false;
const PASSWORD = 'clave-de-prueba';

beforeAll(async () => {
  inbox = await startSmtpInbox();
  const real = smtpMailer(inbox.url, 'LinkHub <no-reply@linkhub.test>');
  const mailer: Mailer = {
    send: (mail) => (failMail ? Promise.reject(new Error('SMTP caído')) : real.send(mail)),
  };
  t = await createTestApp({ mailer });
  baseUrl = await t.listen();
  anonKey = await anonKeyOf(baseUrl);
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

const client = () => supabaseClient(baseUrl, anonKey);
const newEmail = () => `confirma-${crypto.randomUUID().slice(0, 8)}@example.com`;

function mailTo(email: string) {
  const found = inbox.messages.filter((message) => message.to?.some((to) => to.address === email));
  return found;
}

function linkIn(text: string | undefined): URL {
  const match = /(https?:\/\/\S+\/auth\/v1\/verify\S+)/.exec(text ?? '');
  expect(match, text).toBeTruthy();
  return new URL(match?.[1] ?? '');
}

async function follow(link: URL): Promise<URL> {
  const res = await fetch(link, { redirect: 'manual' });
  expect(res.status).toBe(303);
  return new URL(res.headers.get('location') ?? '');
}

describe('sign-up with e-mail confirmation (SMTP_URL set)', () => {
  it('answers the user without a session and mails a link that confirms and signs in', async () => {
    const email = newEmail();
    const supabase = client();
    const { data, error } = await supabase.auth.signUp({ email, password: PASSWORD });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.identities).toHaveLength(1);
    expect(data.user?.email_confirmed_at).toBeUndefined();
    expect(data.user?.confirmation_sent_at).toBeTruthy();

    const [mail] = mailTo(email);
    expect(mail?.subject).toBe('Confirma tu correo electrónico en LinkHub');
    expect(mail?.from?.address).toBe('no-reply@linkhub.test');
    expect(mail?.text).toContain('confirma tu correo electrónico');
    const link = linkIn(mail?.text);
    expect(link.origin).toBe(baseUrl);
    expect(link.searchParams.get('type')).toBe('signup');
    expect(mail?.html).toContain('Confirmar mi correo electrónico');

    const early = await client().auth.signInWithPassword({ email, password: PASSWORD });
    expect(early.error).toMatchObject({ status: 400, code: 'email_not_confirmed' });
    // The password is still checked first: a wrong one says nothing about confirmation.
    const wrong = await client().auth.signInWithPassword({ email, password: 'otra-clave' });
    expect(wrong.error).toMatchObject({ status: 400, code: 'invalid_credentials' });

    const landing = await follow(link);
    expect(`${landing.origin}${landing.pathname}`).toBe(`${baseUrl}/`);
    const fragment = new URLSearchParams(landing.hash.slice(1));
    expect(fragment.get('type')).toBe('signup');
    expect(fragment.get('token_type')).toBe('bearer');
    expect(fragment.get('expires_in')).toBe('3600');
    const accessToken = fragment.get('access_token') ?? '';
    const pages = await fetch(`${baseUrl}/api/pages`, { headers: { authorization: `Bearer ${accessToken}` } });
    expect(pages.status).toBe(200);
    const { data: fromLink } = await client().auth.setSession({
      access_token: accessToken,
      refresh_token: fragment.get('refresh_token') ?? '',
    });
    expect(fromLink.user?.email_confirmed_at).toBeTruthy();

    const signedIn = await client().auth.signInWithPassword({ email, password: PASSWORD });
    expect(signedIn.error).toBeNull();
    expect(signedIn.data.user?.email_confirmed_at).toBeTruthy();

    const again = await follow(link);
    const failure = new URLSearchParams(again.hash.slice(1));
    expect(failure.get('error')).toBe('access_denied');
    expect(failure.get('error_code')).toBe('otp_expired');
    expect(failure.get('error_description')).toBe('El enlace de confirmación no es válido o ha caducado.');
  });

  it('does not reveal a confirmed account: a second sign-up answers a user with no identities and sends nothing', async () => {
    const email = newEmail();
    await client().auth.signUp({ email, password: PASSWORD });
    await follow(linkIn(mailTo(email)[0]?.text));

    const { data, error } = await client().auth.signUp({ email, password: 'otra-clave-123' });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.identities).toEqual([]);
    expect(mailTo(email)).toHaveLength(1);
    const fine = await client().auth.signInWithPassword({ email, password: PASSWORD });
    expect(fine.error).toBeNull();
  });

  it('keeps a redirect on this site and replaces one to another site', async () => {
    const email = newEmail();
    await client().auth.signUp({ email, password: PASSWORD, options: { emailRedirectTo: `${baseUrl}/login?ok=1` } });
    const link = linkIn(mailTo(email)[0]?.text);
    expect(link.searchParams.get('redirect_to')).toBe(`${baseUrl}/login?ok=1`);
    const landing = await follow(link);
    expect(`${landing.origin}${landing.pathname}${landing.search}`).toBe(`${baseUrl}/login?ok=1`);

    const other = newEmail();
    await client().auth.signUp({ email: other, password: PASSWORD, options: { emailRedirectTo: 'https://malo.example/robar' } });
    expect(linkIn(mailTo(other)[0]?.text).searchParams.get('redirect_to')).toBe(`${baseUrl}/`);
  });

  it('answers a tampered or expired link with an error in the fragment', async () => {
    const email = newEmail();
    await client().auth.signUp({ email, password: PASSWORD });
    const link = linkIn(mailTo(email)[0]?.text);
    const tampered = new URL(link);
    tampered.searchParams.set('token', 'falso');
    expect(new URLSearchParams((await follow(tampered)).hash.slice(1)).get('error_code')).toBe('otp_expired');

    await t.database.db
      .update(users)
      .set({ confirmationSentAt: new Date(Date.now() - 25 * 3600 * 1000) })
      .where(eq(users.email, email));
    expect(new URLSearchParams((await follow(link)).hash.slice(1)).get('error_code')).toBe('otp_expired');
    const still = await client().auth.signInWithPassword({ email, password: PASSWORD });
    expect(still.error).toMatchObject({ code: 'email_not_confirmed' });
  });

  it('forgets an account whose confirmation mail could not be sent', async () => {
    const email = newEmail();
    failMail = true;
    try {
      const { data, error } = await client().auth.signUp({ email, password: PASSWORD });
      expect(data.user).toBeNull();
      expect(isAuthRetryableFetchError(error)).toBe(true);
      expect(error?.status).toBe(500);
    } finally {
      failMail = false;
    }
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    const retry = await client().auth.signUp({ email, password: PASSWORD });
    expect(retry.error).toBeNull();
    expect(mailTo(email)).toHaveLength(1);
  });
});
