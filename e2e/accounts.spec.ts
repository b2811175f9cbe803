import { mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type Page, expect, test } from '@playwright/test';
import { startSmtpInbox, type SmtpInbox } from '../src/server/test/smtp-inbox';
import { PASSWORD, accessToken, apiAs, registerThroughUi, uniqueEmail } from './support/accounts';
import { type RunningServer, startServer } from './support/server';
import { toastOf } from './support/toasts';

const NEW_PASSWORD = 'otra-clave-456';

async function expectNoViolations(page: Page, only?: string) {
  const builder = new AxeBuilder({ page });
  if (only) builder.include(only);
  const results = await builder.analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** With SCREENSHOT_DIR set, the screen on a phone (390 x 844) and a laptop (1366 x 900). */
async function screenshots(page: Page, name: string, fullPage = true) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const original = page.viewportSize();
  for (const [label, size] of [['phone', { width: 390, height: 844 }], ['laptop', { width: 1366, height: 900 }]] as const) {
    await page.setViewportSize(size);
    await page.screenshot({ path: path.join(dir, `${name}-${label}.png`), fullPage });
  }
  if (original) await page.setViewportSize(original);
}

async function signInAt(page: Page, baseURL: string, email: string, password: string) {
  await page.goto(`${baseURL}/login`);
  await page.getByLabel('Correo Electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(password);
  await page.locator('form').getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expect(page.getByRole('banner').getByText(email)).toBeVisible();
}

const linkIn = (text: string | undefined) => /(https?:\/\/\S+\/auth\/v1\/verify\S+)/.exec(text ?? '')?.[1] ?? '';

test.describe('with e-mail (SMTP_URL set to a local sink)', () => {
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

  test('forgot password -> e-mail link -> new password -> signed in; the other device is signed out', async ({ page, browser }) => {
    const base = server.baseURL;
    const email = uniqueEmail('olvido');
    // An account confirmed through its mail, as a person would.
    await page.goto(`${base}/register`);
    await page.getByLabel('Correo Electrónico').fill(email);
    await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirmar Contraseña').fill(PASSWORD);
    await page.getByRole('button', { name: 'Registrarse' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Revisa tu correo electrónico' })).toBeVisible();
    await page.goto(linkIn((await inbox.waitFor(email)).text));
    await expect(page.getByRole('banner').getByText(email)).toBeVisible();
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(`${base}/login`);

    // Signed in on another device too.
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await signInAt(otherPage, base, email, PASSWORD);

    await page.goto(`${base}/login`);
    await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
    await expect(page).toHaveURL(`${base}/forgot-password`);
    await expect(page.getByRole('heading', { name: 'Restablecer contraseña' })).toBeVisible();
    await expectNoViolations(page);
    await screenshots(page, 'forgot-password');
    await page.getByLabel('Correo Electrónico').fill(email);
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Si existe una cuenta con ese correo, te hemos enviado un enlace.' })).toBeVisible();
    await expectNoViolations(page);

    const mail = await inbox.waitFor(email, 2);
    expect(mail.subject).toBe('Restablece tu contraseña de LinkHub');
    await page.goto(linkIn(mail.text));
    // supabase-js takes the session out of the fragment (leaving a bare '#').
    await expect(page).toHaveURL(new RegExp(`^${base}/reset-password#?$`));
    await expect(page.getByRole('heading', { name: 'Nueva contraseña' })).toBeVisible();
    await expect(page.getByLabel('Nueva contraseña')).toBeVisible();
    await expectNoViolations(page);
    await screenshots(page, 'reset-password');
    await page.getByLabel('Nueva contraseña').fill(NEW_PASSWORD);
    await page.getByLabel('Confirmar contraseña').fill(`${NEW_PASSWORD}x`);
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await expect(page.getByRole('alert')).toHaveText('Las contraseñas no coinciden.');
    await page.getByLabel('Confirmar contraseña').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await expect(page).toHaveURL(`${base}/`);
    await expect(toastOf(page, 'Contraseña guardada. Ya has iniciado sesión.')).toBeVisible();
    await expect(page.getByRole('banner').getByText(email)).toBeVisible();

    // The other device's session ended with the recovery: its next call is refused and the app
    // goes back to the sign-in screen.
    await otherPage.reload();
    await expect(otherPage).toHaveURL(`${base}/login`);
    await expect(otherPage.getByRole('heading', { name: 'Iniciar Sesión' })).toBeVisible();
    await other.close();

    // The link works once; the new password signs in, the old one no longer does.
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(`${base}/login`);
    await page.goto(linkIn(mail.text));
    await expect(page.getByRole('alert')).toHaveText('El enlace para restablecer la contraseña no es válido, ya se usó o ha caducado. Pide otro.');
    await page.goto(`${base}/login`);
    await page.getByLabel('Correo Electrónico').fill(email);
    await page.getByLabel('Contraseña').fill(PASSWORD);
    await page.locator('form').getByRole('button', { name: 'Iniciar Sesión' }).click();
    await expect(page.getByRole('alert')).toHaveText('Correo electrónico o contraseña incorrectos.');
    await signInAt(page, base, email, NEW_PASSWORD);
  });
});

test('Mi cuenta: opened from the e-mail in the header; changing the password', async ({ page }) => {
  const email = await registerThroughUi(page);
  await page.getByRole('banner').getByRole('link', { name: `Mi cuenta (${email})` }).click();
  await expect(page).toHaveURL('/account');
  await expect(page.getByRole('heading', { name: 'Mi cuenta', level: 1 })).toBeVisible();
  await expect(page.getByText(email, { exact: true }).first()).toBeVisible();
  await expectNoViolations(page);
  await screenshots(page, 'account');

  const card = page.locator('form').filter({ has: page.getByLabel('Contraseña actual') });
  await card.getByLabel('Contraseña actual').fill('no-es-esta');
  await card.getByLabel('Nueva contraseña', { exact: true }).fill(NEW_PASSWORD);
  await card.getByLabel('Confirmar nueva contraseña').fill(NEW_PASSWORD);
  await card.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(card.getByRole('alert')).toHaveText('La contraseña actual no es correcta.');
  await card.getByLabel('Contraseña actual').fill(PASSWORD);
  await card.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(card.getByRole('status')).toHaveText('Contraseña cambiada. Se han cerrado tus sesiones en otros dispositivos.');
  await expectNoViolations(page);

  await page.getByRole('banner').getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL('/login');
  await page.getByLabel('Correo Electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(NEW_PASSWORD);
  await page.locator('form').getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expect(page.getByRole('banner').getByText(email)).toBeVisible();
});

test('Mi cuenta: deleting the account takes its public page down', async ({ page, request }) => {
  await registerThroughUi(page);
  const created = await apiAs(request, await accessToken(page), 'POST', '/api/pages', { title: 'Me voy pronto' });
  const slug = String(created.slug);
  expect((await request.get(`/view/${slug}`)).status()).toBe(200);

  await page.goto('/account');
  await page.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByRole('heading', { name: '¿Eliminar tu cuenta para siempre?' })).toBeVisible();
  await expectNoViolations(page, '[role="alertdialog"]');
  await screenshots(page, 'account-delete-dialog', false);
  await dialog.getByRole('button', { name: 'Sí, eliminar mi cuenta' }).click();
  await expect(dialog.getByText('Escribe tu contraseña para confirmar.', { exact: true })).toBeVisible();
  await dialog.getByLabel('Tu contraseña').fill('equivocada');
  await dialog.getByRole('button', { name: 'Sí, eliminar mi cuenta' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('La contraseña no es correcta.');
  await dialog.getByLabel('Tu contraseña').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Sí, eliminar mi cuenta' }).click();
  await expect(page).toHaveURL('/login');
  await expect(toastOf(page, 'Tu cuenta y todos tus datos se han eliminado.')).toBeVisible();

  const gone = await request.get(`/view/${slug}`);
  expect(gone.status()).toBe(404);
  await page.goto(`/view/${slug}`);
  await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
});

test.describe('an instance admin (ADMIN_EMAILS), without e-mail', () => {
  const adminEmail = uniqueEmail('admin');
  let server: RunningServer;
  test.beforeAll(async () => {
    server = await startServer({ env: { ADMIN_EMAILS: adminEmail, RATE_LIMIT_SIGNUP: '1000', RATE_LIMIT_TOKEN: '1000' } });
  });
  test.afterAll(async () => server?.stop());

  async function register(page: Page, email: string) {
    await page.goto(`${server.baseURL}/register`);
    await page.getByLabel('Correo Electrónico').fill(email);
    await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirmar Contraseña').fill(PASSWORD);
    await page.getByRole('button', { name: 'Registrarse' }).click();
    await expect(page.getByRole('banner').getByText(email)).toBeVisible();
  }

  test('closes sign-ups and the register page says so; makes a recovery link for someone', async ({ page, browser }) => {
    // Three accounts, a recovery and four axe scans: about 50 s alone on a slow 2-core machine, past
    // the default minute when other browser tests share it.
    test.slow();
    const base = server.baseURL;
    const someone = uniqueEmail('alguien');
    const someonesPage = await (await browser.newContext()).newPage();
    await register(someonesPage, someone);
    // Not an admin: no link, and /admin is the 404 screen.
    await expect(someonesPage.getByRole('link', { name: 'Administración' })).toHaveCount(0);
    await someonesPage.goto(`${base}/admin`);
    await expect(someonesPage.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();

    await register(page, adminEmail);
    await page.getByRole('banner').getByRole('link', { name: 'Administración' }).click();
    await expect(page).toHaveURL(`${base}/admin`);
    await expect(page.getByRole('heading', { name: 'Administración', level: 1 })).toBeVisible();
    const row = page.getByRole('listitem', { name: someone });
    await expect(row).toBeVisible();
    await expectNoViolations(page);
    await screenshots(page, 'admin');

    // Search.
    await page.getByLabel('Buscar por correo').fill(someone.slice(0, 14));
    await expect(page.getByText('1 cuenta', { exact: true })).toBeVisible();
    await page.getByLabel('Buscar por correo').fill('');

    // A one-time recovery link for someone who has no e-mail here.
    await row.getByRole('button', { name: 'Enlace de recuperación' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Enlace de recuperación' })).toBeVisible();
    await expectNoViolations(page, '[role="dialog"]');
    const link = await dialog.getByRole('textbox').inputValue();
    await dialog.getByRole('button', { name: 'Cerrar' }).first().click();
    const recovering = await (await browser.newContext()).newPage();
    await recovering.goto(link);
    await recovering.getByLabel('Nueva contraseña').fill(NEW_PASSWORD);
    await recovering.getByLabel('Confirmar contraseña').fill(NEW_PASSWORD);
    await recovering.getByRole('button', { name: 'Guardar contraseña' }).click();
    await expect(recovering.getByRole('banner').getByText(someone)).toBeVisible();

    // Close sign-ups.
    await page.getByLabel('Registro', { exact: true }).click();
    await page.getByRole('option', { name: 'Cerrado: nadie puede registrarse' }).click();
    await expect(toastOf(page, 'Registro cerrado.')).toBeVisible();
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(`${base}/register`);
    await expect(visitor.getByRole('status')).toHaveText('El registro de cuentas nuevas está cerrado en este sitio.');
    await expect(visitor.getByLabel('Confirmar Contraseña')).toHaveCount(0);
    await expectNoViolations(visitor);
    await screenshots(visitor, 'register-closed');

    // Without SMTP, '¿Olvidaste tu contraseña?' says the site cannot mail.
    await visitor.goto(`${base}/forgot-password`);
    await expect(visitor.getByRole('status')).toContainText('Este sitio no puede enviar correos');
    await expectNoViolations(visitor);
    await screenshots(visitor, 'forgot-password-no-mail');
  });
});
