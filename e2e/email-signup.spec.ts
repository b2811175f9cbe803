import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, type Page, expect, test } from '@playwright/test';
import { startSmtpInbox, type SmtpInbox } from '../src/server/test/smtp-inbox';
import { PASSWORD, accessToken, uniqueEmail } from './support/accounts';
import { type RunningServer, startServer } from './support/server';

const PHONE = { width: 390, height: 844 };

async function expectNoViolations(page: Page, only?: string) {
  const builder = new AxeBuilder({ page });
  if (only) builder.include(only);
  const results = await builder.analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** With SCREENSHOT_DIR set, the screen on a phone (390 x 844) and a laptop (1366 x 900). */
async function screenshots(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const original = page.viewportSize();
  for (const [label, size] of [['phone', PHONE], ['laptop', { width: 1366, height: 900 }]] as const) {
    await page.setViewportSize(size);
    await page.screenshot({ path: path.join(dir, `${name}-${label}.png`), fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}

const linkIn = (text: string | undefined, pattern: RegExp) => pattern.exec(text ?? '')?.[1] ?? '';

let inbox: SmtpInbox;
let server: RunningServer;
test.beforeAll(async () => {
  inbox = await startSmtpInbox();
  server = await startServer({ env: { SMTP_URL: inbox.url, RATE_LIMIT_SIGNUP: '1000', RATE_LIMIT_TOKEN: '1000' } });
});
test.afterAll(async () => {
  await server?.stop();
  await inbox?.close();
});

/** A visitor on a phone subscribes with the page's form and confirms through the mailed link. */
async function subscribeAndConfirm(browser: Browser, slug: string, email: string, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ javaScriptEnabled, viewport: PHONE, baseURL: server.baseURL });
  const page = await context.newPage();
  try {
    await page.goto(`/view/${slug}`);
    const form = page.getByRole('region', { name: 'Novedades de Ana' });
    await expect(form.getByText('Acepto recibir correos de Ana López.')).toBeVisible();
    // axe runs in the page's own JavaScript: checked on the same HTML in the visit with it on.
    if (javaScriptEnabled) await expectNoViolations(page);
    if (!javaScriptEnabled) await screenshots(page, 'email-signup-form');
    await form.getByLabel('Nombre').fill('Lectora');
    await form.getByLabel('Correo electrónico').fill(email);
    await form.getByRole('checkbox', { name: /Acepto recibir correos/ }).check();
    await form.getByRole('button', { name: 'Suscribirme' }).click();
    await expect(page).toHaveURL(new RegExp(`/view/${slug}\\?suscripcion=\\d+\\.pending#suscripcion-\\d+$`));
    await expect(page.getByRole('status').filter({ hasText: 'abre el enlace para confirmar' })).toBeVisible();
    if (javaScriptEnabled) await expectNoViolations(page);
    if (!javaScriptEnabled) await screenshots(page, 'email-signup-sent');

    const mail = await inbox.waitFor(email);
    expect(mail.headers.find((header) => header.key === 'list-unsubscribe-post')?.value).toBe('List-Unsubscribe=One-Click');
    await page.goto(linkIn(mail.text, /(https?:\/\/\S+\/subscribe\/confirm\?token=[\w-]+)/));
    await expect(page.getByRole('heading', { name: 'Suscripción confirmada' })).toBeVisible();
    if (javaScriptEnabled) await expectNoViolations(page);
  } finally {
    await context.close();
  }
}

test('a visitor subscribes on a phone with JavaScript off and on, confirms by mail; the owner sees the list and exports CSV', async ({ browser }) => {
  test.setTimeout(180_000);
  // The owner: signed up and confirmed through the mail, as a person would.
  const context = await browser.newContext({ baseURL: server.baseURL, acceptDownloads: true });
  const page = await context.newPage();
  const owner = uniqueEmail('duena');
  await page.goto('/register');
  await page.getByLabel('Correo Electrónico').fill(owner);
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirmar Contraseña').fill(PASSWORD);
  await page.getByRole('button', { name: 'Registrarse' }).click();
  await page.goto(linkIn((await inbox.waitFor(owner)).text, /(https?:\/\/\S+\/auth\/v1\/verify\S+)/));
  await expect(page.getByRole('banner').getByText(owner)).toBeVisible();
  const token = await accessToken(page);
  const headers = { Authorization: `Bearer ${token}` };
  const created = await (await page.request.post('/api/pages', { headers, data: { title: 'Ana López' } })).json() as { id: number; slug: string };
  const item = await page.request.post(`/api/pages/${created.id}/items`, { headers, data: { type: 'emailSignup', content: { title: 'Novedades de Ana', askName: true } } });
  expect(item.status()).toBe(201);

  const offline = uniqueEmail('sin-js');
  const online = uniqueEmail('con-js');
  await subscribeAndConfirm(browser, created.slug, offline, false);
  await subscribeAndConfirm(browser, created.slug, online, true);

  // A third one, left pending.
  const pending = uniqueEmail('pendiente');
  await page.request.post(`/subscribe/${(await item.json() as { id: number }).id}`, { form: { email: pending, consent: '1' }, maxRedirects: 0 });

  await page.setViewportSize(PHONE);
  await page.goto(`/edit/${created.id}`);
  await page.getByRole('tab', { name: 'Suscriptores' }).click();
  const list = page.getByRole('list', { name: 'Suscriptores' });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await expect(list.getByRole('listitem').filter({ hasText: offline })).toContainText('confirmado');
  await expect(list.getByRole('listitem').filter({ hasText: online })).toContainText('Lectora');
  await expect(list.getByRole('listitem').filter({ hasText: pending })).toContainText('pendiente');
  await expectNoViolations(page, '[data-testid="subscribers-tab"]');
  await screenshots(page, 'email-signup-subscribers');

  await page.getByLabel('Buscar').fill('sin-js');
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await page.getByLabel('Buscar').fill('');
  await expect(list.getByRole('listitem')).toHaveCount(3);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`suscriptores-${created.id}.csv`);
  const csv = readFileSync((await file.path())!, 'utf8');
  expect(csv.split('\r\n')[0]).toBe('correo,nombre,estado,fecha,confirmado');
  expect(csv).toContain(`${offline},Lectora,confirmado,`);
  expect(csv).toContain(`${pending},,pendiente,`);

  await page.getByRole('button', { name: `Eliminar ${pending}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await page.getByRole('button', { name: 'Eliminar todos' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText('Aún no hay suscriptores.')).toBeVisible();
  await context.close();
});
