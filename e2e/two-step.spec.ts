import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type Page, expect, test } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { registerThroughUi, signInThroughUi, uniqueEmail } from './support/accounts';
import { type RunningServer, startServer } from './support/server';
import { toastOf } from './support/toasts';

/**
 * Issue 41's two-step verification and sessions in Chromium against the real server: enrol on a
 * phone with the QR code's secret and a first code, download the recovery codes, sign out, sign
 * in with the password and then the code, and see and close sessions in 'Mi cuenta'. axe on every
 * new screen at 390 x 844 and 1280 x 800.
 */

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };

/** What the authenticator app would show `ahead` ms from now (a step after the last code used). */
const codeFor = (secret: string, ahead = 0) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: Date.now() + ahead });

/** axe on a phone and on a laptop; with SCREENSHOT_DIR set, a screenshot of each. */
async function checkScreen(page: Page, name: string) {
  for (const [label, size] of [['phone', PHONE], ['laptop', LAPTOP]] as const) {
    await page.setViewportSize(size);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((violation) => `${name} (${label}) ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
    const dir = process.env.SCREENSHOT_DIR;
    if (dir) {
      mkdirSync(dir, { recursive: true });
      await page.screenshot({ path: path.join(dir, `${name}-${label}.png`), fullPage: true });
    }
  }
  await page.setViewportSize(PHONE);
}

test.use({ viewport: PHONE });

test('enrol on a phone, sign out, sign in with the code, and see and close sessions', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const email = await registerThroughUi(page);

  // 'Mi cuenta' > 'Verificación en dos pasos'.
  await page.goto('/account');
  const card = page.locator('[data-slot="card"]').filter({ has: page.getByRole('heading', { name: 'Verificación en dos pasos' }) });
  await card.getByRole('button', { name: 'Activar la verificación en dos pasos' }).click();
  await expect(card.getByRole('img', { name: 'Código QR para añadir tu cuenta a la aplicación de autenticación' })).toBeVisible();
  // The QR code is drawn (an SVG data URI the browser decodes).
  expect(await card.getByRole('img').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  const secret = (await card.locator('code').innerText()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await checkScreen(page, 'mfa-enrol');

  await card.getByLabel('Código de 6 cifras').fill('000000');
  await card.getByRole('button', { name: 'Activar', exact: true }).click();
  await expect(card.getByRole('alert')).toContainText('El código no es correcto.');
  await card.getByLabel('Código de 6 cifras').fill(codeFor(secret));
  await card.getByRole('button', { name: 'Activar', exact: true }).click();

  const codesCard = page.locator('[data-slot="card"]').filter({ has: page.getByRole('heading', { name: 'Guarda tus códigos de recuperación' }) });
  await expect(codesCard.getByRole('listitem')).toHaveCount(10);
  const codes = await codesCard.getByRole('listitem').allInnerTexts();
  const [download] = await Promise.all([page.waitForEvent('download'), codesCard.getByRole('button', { name: 'Descargar los códigos (.txt)' }).click()]);
  expect(download.suggestedFilename()).toBe('linkhub-codigos-de-recuperacion.txt');
  const text = readFileSync(await download.path(), 'utf8');
  for (const code of codes) expect(text).toContain(code);
  await checkScreen(page, 'mfa-recovery-codes');
  await codesCard.getByRole('button', { name: 'Ya los he guardado' }).click();
  await expect(card.getByText('La verificación en dos pasos está activada.')).toBeVisible();
  await expect(card.getByText('Te quedan 10 códigos de recuperación.')).toBeVisible();

  // Sign out, then in: the password, then the code.
  await page.getByRole('banner').getByRole('button', { name: 'Cerrar sesión', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signInThroughUi(page, email);
  await expect(page.getByRole('heading', { name: 'Verificación en dos pasos' })).toBeVisible();
  await checkScreen(page, 'mfa-sign-in-code');
  // Signed-in screens wait for the code.
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Verificación en dos pasos' })).toBeVisible();
  await page.getByLabel('Código de verificación').fill(codeFor(secret, 30_000));
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page.getByRole('banner').getByText(email)).toBeVisible();
  // Signed in: the editor's start (only an editor page is returned to).
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/account');

  // A second device, signed in with a recovery code.
  const laptop = await browser.newPage({ viewport: LAPTOP, baseURL: baseURL ?? '' });
  try {
    await signInThroughUi(laptop, email);
    await laptop.getByLabel('Código de verificación').fill(codes[0] ?? '');
    await laptop.getByRole('button', { name: 'Verificar' }).click();
    await expect(laptop.getByRole('banner').getByText(email)).toBeVisible();

    // 'Sesiones' on the phone lists both, this one marked; closing the laptop's ends it there.
    await page.reload();
    const sessions = page.getByRole('list', { name: 'Sesiones abiertas' });
    await expect(sessions.getByRole('listitem')).toHaveCount(2);
    await expect(sessions.getByRole('listitem').filter({ hasText: 'Esta sesión' })).toHaveCount(1);
    await expect(page.getByText('Te quedan 9 códigos de recuperación.')).toBeVisible();
    await checkScreen(page, 'mfa-account');
    await sessions.getByRole('button', { name: /^Cerrar la sesión de/ }).click();
    await expect(toastOf(page, 'Sesión cerrada.')).toBeVisible();
    await expect(sessions.getByRole('listitem')).toHaveCount(1);
    await laptop.goto('/account');
    await expect(laptop).toHaveURL(/\/login$/);
    await expect(laptop.getByLabel('Correo Electrónico')).toBeVisible();
  } finally {
    await laptop.close();
  }

  // Turning it off needs a code.
  const off = page.locator('[data-slot="card"]').filter({ has: page.getByRole('heading', { name: 'Verificación en dos pasos' }) });
  await off.getByRole('button', { name: 'Desactivar' }).click();
  await expect(off.getByText('Escribe un código de tu aplicación o un código de recuperación.')).toBeVisible();
  await off.getByLabel('Código de la aplicación o de recuperación').fill(codes[1] ?? '');
  await off.getByRole('button', { name: 'Desactivar' }).click();
  await expect(off.getByText('La verificación en dos pasos está desactivada.')).toBeVisible();
  await expect(off.getByRole('button', { name: 'Activar la verificación en dos pasos' })).toBeVisible();
});

test.describe("the admin's 'Exigir verificación en dos pasos'", () => {
  const adminEmail = uniqueEmail('jefa');
  let server: RunningServer;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    server = await startServer({ env: { ADMIN_EMAILS: adminEmail, RATE_LIMIT_SIGNUP: '1000', RATE_LIMIT_TOKEN: '1000' } });
  });
  test.afterAll(async () => server?.stop());

  const register = (page: Page, email: string) => registerThroughUi(page, email, server.baseURL);

  test('takes an account without it to enrolment, and the editor opens once it is on', async ({ page, browser }) => {
    test.setTimeout(120_000);
    await register(page, adminEmail);
    await page.goto(`${server.baseURL}/admin`);
    const toggle = page.getByRole('switch', { name: 'Exigir verificación en dos pasos' });
    await expect(toggle).not.toBeChecked();
    await toggle.click();
    await expect(toastOf(page, 'Ahora se exige la verificación en dos pasos a todas las cuentas.')).toBeVisible();
    await expect(toggle).toBeChecked();
    await checkScreen(page, 'mfa-admin');

    const member = await browser.newPage({ viewport: PHONE });
    try {
      await register(member, uniqueEmail('miembro'));
      await expect(member).toHaveURL(`${server.baseURL}/account`);
      await expect(member.getByText('El administrador de este sitio exige la verificación en dos pasos')).toBeVisible();
      await member.getByRole('button', { name: 'Activar la verificación en dos pasos' }).click();
      const secret = (await member.locator('code').innerText()).replace(/\s/g, '');
      await member.getByLabel('Código de 6 cifras').fill(codeFor(secret));
      await member.getByRole('button', { name: 'Activar', exact: true }).click();
      await member.getByRole('button', { name: 'Ya los he guardado' }).click();
      await member.goto(`${server.baseURL}/`);
      await expect(member).toHaveURL(`${server.baseURL}/`);
      await expect(member.getByRole('heading', { name: 'Verificación en dos pasos' })).toHaveCount(0);
    } finally {
      await member.close();
    }
  });
});
