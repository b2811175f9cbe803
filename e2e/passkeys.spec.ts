import AxeBuilder from '@axe-core/playwright';
import type { CDPSession, Page } from '@playwright/test';
import { expect, signedInOwner, test } from './support/fixtures';
import { toastOf } from './support/toasts';

/**
 * Passkeys (issue 41) in Chromium with its virtual authenticator (CDP WebAuthn): a discoverable
 * credential with user verification, as a phone's or a laptop's passkey is. Registered in 'Mi
 * cuenta', used on /login without the password, removed, and then refused.
 */

const SHOTS = process.env.SCREENSHOT_DIR;

async function addVirtualAuthenticator(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return cdp;
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function checkAtBothSizes(page: Page, name: string) {
  for (const size of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
    await page.setViewportSize(size);
    await expectNoAxeViolations(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${size.width}.png`, fullPage: true });
  }
}

test('a passkey is added in Mi cuenta, signs in without the password, and once removed is refused', async ({ page, context, baseURL }) => {
  test.setTimeout(120_000);
  const owner = await signedInOwner(context, baseURL as string);
  await addVirtualAuthenticator(page);

  await page.goto('/account');
  const card = page.getByRole('heading', { name: 'Llaves de acceso' }).locator('xpath=ancestor::*[@data-slot="card"][1]');
  await expect(card.getByText('Aún no tienes ninguna llave de acceso.')).toBeVisible({ timeout: 30_000 });
  await checkAtBothSizes(page, 'account-passkeys-empty');

  await card.getByLabel('Nombre de la nueva llave').fill('Portátil de clase');
  await card.getByRole('button', { name: 'Añadir llave de acceso' }).click();
  await expect(toastOf(page, 'Llave de acceso añadida.')).toBeVisible();
  const list = card.getByRole('list', { name: 'Tus llaves de acceso' });
  await expect(list.getByText('Portátil de clase')).toBeVisible();
  await expect(list.getByText(/Creada el .* · sin usar todavía/)).toBeVisible();
  await checkAtBothSizes(page, 'account-passkeys-one');

  // Signed out, back in with the passkey alone.
  await page.getByRole('banner').getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: 'Entrar con una llave de acceso' })).toBeVisible();
  await checkAtBothSizes(page, 'login-with-passkey');
  await page.getByRole('button', { name: 'Entrar con una llave de acceso' }).click();
  await expect(page.getByRole('banner').getByText(owner.email)).toBeVisible({ timeout: 20_000 });

  // The session is a webauthn one at aal2.
  const token = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => /^sb-.+-auth-token$/.test(name));
    return key ? (JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token: string }).access_token : '';
  });
  const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { aal: string; amr: { method: string }[] };
  expect(claims.aal).toBe('aal2');
  expect(claims.amr[0]?.method).toBe('webauthn');

  await page.goto('/account');
  await expect(list.getByText(/último uso:/)).toBeVisible({ timeout: 30_000 });
  await list.getByRole('button', { name: 'Eliminar la llave «Portátil de clase»' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click();
  await expect(toastOf(page, 'Llave de acceso eliminada.')).toBeVisible();
  await expect(card.getByText('Aún no tienes ninguna llave de acceso.')).toBeVisible();

  // The browser still holds the credential; the server no longer knows it.
  await page.getByRole('banner').getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.getByRole('button', { name: 'Entrar con una llave de acceso' }).click();
  await expect(page.getByRole('alert')).toContainText('Esta llave de acceso no está registrada en este sitio.');
});
