import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statsEvents, subscribers, webhookDeliveries } from '../../db/schema';
import { createItem, createPage } from '../../test/factories';
import { startSmtpInbox, type SmtpInbox } from '../../test/smtp-inbox';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { smtpMailer } from '../auth/mailer';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const signupBlock = (content: Record<string, unknown> = {}) => ({ type: 'emailSignup', content: { title: 'Novedades', ...content } });
let seq = 0;
const newEmail = (prefix = 'lector') => `${prefix}-${++seq}-${crypto.randomUUID().slice(0, 6)}@example.com`;

async function pageWithSignup(t: TestApp, owner: TestUser, content: Record<string, unknown> = {}) {
  const page = await createPage(t, owner, { title: 'Ana López' });
  const item = await createItem(t, owner, page.id, signupBlock(content));
  return { page, item };
}

function post(t: TestApp, itemId: number, fields: Record<string, string>, remoteAddress = '203.0.113.1') {
  return t.request({ method: 'POST', url: `/subscribe/${itemId}`, headers: FORM, payload: new URLSearchParams(fields).toString(), remoteAddress });
}

const rowsOf = (t: TestApp, pageId: number) => t.database.db.select().from(subscribers).where(eq(subscribers.pageId, pageId));

describe('without SMTP: sign-ups kept as sin confirmar', () => {
  let t: TestApp;
  let owner: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ publicView: true });
    owner = await t.user();
  }, 60_000);
  afterAll(() => t.close());

  it('renders a real form that posts to the block, with the consent naming the page owner', async () => {
    const { page, item } = await pageWithSignup(t, owner, { askName: true });
    const html = (await t.request({ method: 'GET', url: `/view/${page.slug}` })).body;
    expect(html).toContain(`action="/subscribe/${item.id}"`);
    expect(html).toContain('method="post"');
    expect(html).toContain('Acepto recibir correos de Ana López.');
    expect(html).toContain('name="sitio_web"');
    expect(html).toContain('name="name"');
    expect(html).toContain('>Suscribirme</button>');
  });

  it('a sign-up answers 303 back to the page, whose answer shows the thanks uncached; the row, the list and the stats event', async () => {
    const { page, item } = await pageWithSignup(t, owner);
    const email = newEmail();
    const res = await post(t, item.id, { email: `  ${email.toUpperCase()} `, consent: '1', sitio_web: '' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/view/${page.slug}?suscripcion=${item.id}.thanks#suscripcion-${item.id}`);
    const after = await t.request({ method: 'GET', url: `/view/${page.slug}?suscripcion=${item.id}.thanks` });
    expect(after.statusCode).toBe(200);
    expect(after.headers['cache-control']).toBe('no-store');
    expect(after.body).toContain('¡Gracias por suscribirte!');
    // The cached page never carries one visitor's result.
    expect((await t.request({ method: 'GET', url: `/view/${page.slug}` })).body).not.toContain('¡Gracias por suscribirte!');
    const [row] = await rowsOf(t, page.id);
    expect(row).toMatchObject({ email, state: 'unconfirmed', itemId: item.id, name: null });
    const list = await t.request({ method: 'GET', url: `/api/pages/${page.id}/subscribers`, as: owner });
    expect(list.json()).toEqual({ subscribers: [expect.objectContaining({ email, state: 'unconfirmed', itemId: item.id, confirmedAt: null })] });
    // Signing up again is answered the same and keeps one row.
    expect((await post(t, item.id, { email, consent: '1' })).headers.location).toContain('.thanks');
    expect(await rowsOf(t, page.id)).toHaveLength(1);
    await t.app.stats?.flush();
    const events = await t.database.db.select().from(statsEvents).where(eq(statsEvents.pageId, page.id));
    expect(events.filter((event) => event.kind === 5).map((event) => event.itemId)).toEqual([item.id]);
  });

  it('a filled honeypot is thanked and forgotten; a bad address or no consent comes back with the error under its field', async () => {
    const { page, item } = await pageWithSignup(t, owner);
    const bot = await post(t, item.id, { email: newEmail('bot'), consent: '1', sitio_web: 'https://spam.example' });
    expect(bot.headers.location).toContain(`suscripcion=${item.id}.thanks`);
    expect(await rowsOf(t, page.id)).toEqual([]);

    const bad = await post(t, item.id, { email: 'no-es-un-correo', consent: '1' });
    expect(bad.headers.location).toContain(`suscripcion=${item.id}.invalid_email`);
    const shown = (await t.request({ method: 'GET', url: `/view/${page.slug}?suscripcion=${item.id}.invalid_email` })).body;
    expect(shown).toContain('Escribe un correo electrónico válido.');
    expect(shown).toMatch(/<input[^>]*aria-invalid="true"[^>]*name="email"/);
    expect((await post(t, item.id, { email: newEmail() })).headers.location).toContain('.no_consent');
    expect((await post(t, item.id, { consent: '1' })).headers.location).toContain('.invalid_email');
    expect(await rowsOf(t, page.id)).toEqual([]);
    // A made-up result names nothing.
    const madeUp = (await t.request({ method: 'GET', url: `/view/${page.slug}?suscripcion=${item.id}.hola` })).body;
    expect(madeUp).not.toContain('¡Gracias por suscribirte!');
    expect(madeUp).not.toContain('aria-invalid');
  });

  it('only a visible sign-up block takes sign-ups', async () => {
    const page = await createPage(t, owner, { title: 'Otra' });
    const heading = await createItem(t, owner, page.id, { type: 'heading', content: { text: 'Hola' } });
    const hidden = await createItem(t, owner, page.id, { ...signupBlock(), isVisible: false });
    for (const id of [heading.id, hidden.id, 987654]) {
      const res = await post(t, id, { email: newEmail(), consent: '1' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Elemento no encontrado', code: 'item_not_found' });
    }
    expect((await post(t, 0, { email: newEmail(), consent: '1' })).statusCode).toBe(404);
  });

  it('counts sign-ups per client address and per e-mail address', async () => {
    const { page, item } = await pageWithSignup(t, owner);
    for (let i = 0; i < 10; i++) expect((await post(t, item.id, { email: newEmail(), consent: '1' }, '198.51.100.7')).headers.location).toContain('.thanks');
    expect((await post(t, item.id, { email: newEmail(), consent: '1' }, '198.51.100.7')).headers.location).toContain('.rate_limited');
    expect(await rowsOf(t, page.id)).toHaveLength(10);
    const email = newEmail('repetido');
    for (const ip of ['198.51.100.21', '198.51.100.22', '198.51.100.23']) expect((await post(t, item.id, { email, consent: '1' }, ip)).headers.location).toContain('.thanks');
    expect((await post(t, item.id, { email, consent: '1' }, '198.51.100.24')).headers.location).toContain('.rate_limited');
    const shown = (await t.request({ method: 'GET', url: `/view/${page.slug}?suscripcion=${item.id}.rate_limited` })).body;
    expect(shown).toContain('Demasiados intentos. Inténtalo de nuevo más tarde.');
  });

  it("the owner's list: search, delete one, delete all, and a CSV whose formula-like cells are defused", async () => {
    const { page, item } = await pageWithSignup(t, owner, { askName: true });
    await post(t, item.id, { email: '-menos@example.com', name: '=HYPERLINK("http://x.example","pulsa")', consent: '1' });
    await post(t, item.id, { email: 'mas@example.com', name: '+1+2', consent: '1' });
    await post(t, item.id, { email: 'arroba@example.com', name: '@SUM(A1)', consent: '1' });
    const csv = await t.request({ method: 'GET', url: `/api/pages/${page.id}/subscribers.csv`, as: owner });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="suscriptores-${page.id}.csv"`);
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('correo,nombre,estado,fecha,confirmado');
    expect(csv.body).toContain(`'-menos@example.com,"'=HYPERLINK(""http://x.example"",""pulsa"")",sin confirmar,`);
    expect(csv.body).toContain("mas@example.com,'+1+2,sin confirmar,");
    expect(csv.body).toContain("arroba@example.com,'@SUM(A1),sin confirmar,");
    for (const line of lines.slice(1)) expect(line).not.toMatch(/(^|,)[=+\-@\t]/);

    const found = await t.request({ method: 'GET', url: `/api/pages/${page.id}/subscribers?q=ARROBA`, as: owner });
    expect(found.json<{ subscribers: { email: string }[] }>().subscribers.map((s) => s.email)).toEqual(['arroba@example.com']);
    const byName = await t.request({ method: 'GET', url: `/api/pages/${page.id}/subscribers?q=${encodeURIComponent('+1')}`, as: owner });
    expect(byName.json<{ subscribers: { email: string }[] }>().subscribers.map((s) => s.email)).toEqual(['mas@example.com']);
    const wildcard = await t.request({ method: 'GET', url: `/api/pages/${page.id}/subscribers?q=%25`, as: owner });
    expect(wildcard.json<{ subscribers: unknown[] }>().subscribers).toEqual([]);

    const one = found.json<{ subscribers: { id: number }[] }>().subscribers[0]!;
    expect((await t.request({ method: 'DELETE', url: `/api/pages/${page.id}/subscribers/${one.id}`, as: owner })).statusCode).toBe(204);
    expect(await rowsOf(t, page.id)).toHaveLength(2);
    expect((await t.request({ method: 'DELETE', url: `/api/pages/${page.id}/subscribers`, as: owner })).statusCode).toBe(204);
    expect(await rowsOf(t, page.id)).toEqual([]);
  });

  it("another user's subscribers answer 404, and a subscriber of another page is not found", async () => {
    const { page, item } = await pageWithSignup(t, owner);
    await post(t, item.id, { email: newEmail(), consent: '1' });
    const [row] = await rowsOf(t, page.id);
    const other = await t.user();
    const notFound = { error: 'Página no encontrada', code: 'page_not_found' };
    for (const [method, url] of [
      ['GET', `/api/pages/${page.id}/subscribers`],
      ['GET', `/api/pages/${page.id}/subscribers.csv`],
      ['DELETE', `/api/pages/${page.id}/subscribers`],
      ['DELETE', `/api/pages/${page.id}/subscribers/${row!.id}`],
    ] as const) {
      const res = await t.request({ method, url, as: other });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toEqual(notFound);
    }
    const otherPage = await createPage(t, other, { title: 'Ajena' });
    const res = await t.request({ method: 'DELETE', url: `/api/pages/${otherPage.id}/subscribers/${row!.id}`, as: other });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Suscriptor no encontrado', code: 'subscriber_not_found' });
    expect(await rowsOf(t, page.id)).toHaveLength(1);
  });

  it('subscribers are in the account export and go with their page and with the account', async () => {
    const user = await t.user();
    const { page, item } = await pageWithSignup(t, user);
    const email = newEmail('exportado');
    await post(t, item.id, { email, consent: '1' });
    const exported = await t.request({ method: 'GET', url: '/api/account/export', as: user });
    const document = exported.json<{ pages: { id: number; subscribers: { email: string; state: string }[] }[] }>();
    expect(document.pages.find((p) => p.id === page.id)?.subscribers).toEqual([expect.objectContaining({ email, state: 'unconfirmed' })]);

    const second = await pageWithSignup(t, user);
    await post(t, second.item.id, { email: newEmail(), consent: '1' });
    expect((await t.request({ method: 'DELETE', url: `/api/pages/${second.page.id}`, as: user })).statusCode).toBe(204);
    expect(await rowsOf(t, second.page.id)).toEqual([]);

    expect((await t.request({ method: 'DELETE', url: '/api/account', as: user, payload: { password: user.password } })).statusCode).toBe(200);
    expect(await t.database.db.select().from(subscribers).where(eq(subscribers.email, email))).toEqual([]);
  });
});

/** With mail on, an account is confirmed through its own mailed link before it signs in. */
async function confirmedUser(t: TestApp, inbox: SmtpInbox, base: string): Promise<TestUser> {
  const email = newEmail('duena');
  const password = 'clave-de-prueba-1';
  expect((await t.request({ method: 'POST', url: '/auth/v1/signup', payload: { email, password } })).statusCode).toBe(200);
  const link = /(https?:\/\/\S+\/auth\/v1\/verify\S+)/.exec((await inbox.waitFor(email)).text ?? '')?.[1] ?? '';
  expect((await fetch(link.replace(/^https?:\/\/[^/]+/, base), { redirect: 'manual' })).status).toBe(303);
  const session = await t.request({ method: 'POST', url: '/auth/v1/token?grant_type=password', payload: { email, password } });
  const { access_token: token, refresh_token: refreshToken, user } = session.json<{ access_token: string; refresh_token: string; user: { id: string } }>();
  return { id: user.id, email, password, token, refreshToken, headers: { authorization: `Bearer ${token}` } };
}

describe('with SMTP: double opt-in and unsubscribe', () => {
  let t: TestApp;
  let inbox: SmtpInbox;
  let base: string;
  let owner: TestUser;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
    t = await createTestApp({ publicView: true, mailer: smtpMailer(inbox.url, 'LinkHub <no-reply@linkhub.test>') });
    base = await t.listen();
    owner = await confirmedUser(t, inbox, base);
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await inbox.close();
  });

  const linkIn = (text: string | undefined, kind: 'confirm' | 'unsubscribe') => new URL(new RegExp(`(https?://\\S+/subscribe/${kind}\\?token=[\\w-]+)`).exec(text ?? '')?.[1] ?? 'http://x/none');

  it("'pendiente' until the mailed link is followed; every mail carries RFC 8058 one-click unsubscribe", async () => {
    const { page, item } = await pageWithSignup(t, owner);
    const email = newEmail('doble');
    const res = await post(t, item.id, { email, consent: '1' });
    expect(res.headers.location).toBe(`/view/${page.slug}?suscripcion=${item.id}.pending#suscripcion-${item.id}`);
    expect((await t.request({ method: 'GET', url: `/view/${page.slug}?suscripcion=${item.id}.pending` })).body).toContain('abre el enlace para confirmar');
    expect((await rowsOf(t, page.id))[0]).toMatchObject({ state: 'pending', confirmedAt: null });

    const mail = await inbox.waitFor(email);
    expect(mail.subject).toBe('Confirma tu suscripción a Ana López');
    const header = (key: string) => mail.headers.find((h) => h.key === key)?.value;
    const unsubscribeLink = linkIn(mail.text, 'unsubscribe');
    expect(header('list-unsubscribe')).toBe(`<${unsubscribeLink.href}>`);
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(unsubscribeLink.origin).toBe(base);

    const confirm = await fetch(linkIn(mail.text, 'confirm'));
    expect(confirm.status).toBe(200);
    expect(await confirm.text()).toContain('Suscripción confirmada');
    const [row] = await rowsOf(t, page.id);
    expect(row).toMatchObject({ state: 'confirmed' });
    expect(row?.confirmedAt).toBeInstanceOf(Date);
    // Followed again: still confirmed. A made-up token: not valid.
    expect((await fetch(linkIn(mail.text, 'confirm'))).status).toBe(200);
    expect((await fetch(`${base}/subscribe/confirm?token=${'x'.repeat(43)}`)).status).toBe(404);

    // The link opened in a browser: a page with a button, nothing changed yet.
    const ask = await fetch(unsubscribeLink);
    expect(ask.status).toBe(200);
    const askHtml = await ask.text();
    expect(askHtml).toContain('<button type="submit">Darme de baja</button>');
    expect(askHtml).toContain(`action="${unsubscribeLink.pathname}${unsubscribeLink.search}"`);
    expect(await rowsOf(t, page.id)).toHaveLength(1);
    // The mail client's one-click POST.
    const oneClick = await fetch(unsubscribeLink, { method: 'POST', headers: FORM, body: 'List-Unsubscribe=One-Click' });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.text()).toContain('Te has dado de baja');
    expect(await rowsOf(t, page.id)).toEqual([]);
    // Again (twice clicked): the same answer.
    expect((await fetch(unsubscribeLink, { method: 'POST', headers: FORM, body: 'List-Unsubscribe=One-Click' })).status).toBe(200);
  });

  it("queues subscriber.created and subscriber.confirmed for the owner's webhooks with their writes", async () => {
    const { page, item } = await pageWithSignup(t, owner);
    const hook = await t.request({ method: 'POST', url: '/api/webhooks', as: owner, payload: { url: 'https://hooks.example/lectores', events: ['subscriber.created', 'subscriber.confirmed'] } });
    expect(hook.statusCode, hook.body).toBe(201);
    const endpointId = hook.json<{ webhook: { id: number } }>().webhook.id;
    const email = newEmail('gancho');
    await post(t, item.id, { email, consent: '1', name: 'Lía' });
    const queued = async () =>
      (await t.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId))).map((row) => ({ type: row.eventType, body: JSON.parse(row.body) as { data: unknown } }));
    expect(await queued()).toEqual([
      { type: 'subscriber.created', body: expect.objectContaining({ data: { pageId: page.id, itemId: item.id, subscriber: expect.objectContaining({ email, name: 'Lía', state: 'pending' }) } }) },
    ]);
    const mail = await inbox.waitFor(email);
    expect((await fetch(linkIn(mail.text, 'confirm'))).status).toBe(200);
    expect((await queued()).map((row) => row.type).sort()).toEqual(['subscriber.confirmed', 'subscriber.created']);
    await t.request({ method: 'DELETE', url: `/api/webhooks/${endpointId}`, as: owner });
  });

  it("the page's own button (a form POST, multipart from some clients) unsubscribes; asking again before confirming mails a new link", async () => {
    const { page, item } = await pageWithSignup(t, owner);
    const email = newEmail('boton');
    await post(t, item.id, { email, consent: '1' });
    const first = await inbox.waitFor(email);
    await post(t, item.id, { email, consent: '1' });
    const second = await inbox.waitFor(email, 2);
    // The first link was replaced.
    expect((await fetch(linkIn(first.text, 'confirm'))).status).toBe(404);
    const form = new FormData();
    form.set('List-Unsubscribe', 'One-Click');
    const res = await fetch(linkIn(second.text, 'unsubscribe'), { method: 'POST', body: form });
    expect(res.status).toBe(200);
    expect(await rowsOf(t, page.id)).toEqual([]);
  });
});
