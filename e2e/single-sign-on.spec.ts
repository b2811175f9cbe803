import AxeBuilder from '@axe-core/playwright';
import { type Page, expect, test } from '@playwright/test';
import { SSO_ERRORS } from '../src/shared/sign-in-methods';
import { freePort } from '../src/server/test/free-port';
import { type TestIdentityProvider, startIdentityProvider } from '../src/server/test/oidc-identity-provider';
import { type RunningServer, startServer } from './support/server';

/**
 * Single sign-on in a real browser (issue 41): a server of its own with OIDC_* pointing at
 * oidc-provider on 127.0.0.1 (its login and consent answered at once for the next account),
 * PASSWORD_SIGNIN=off and one allowed e-mail domain.
 */

const SHOTS = process.env.SCREENSHOT_DIR;
let idp: TestIdentityProvider;
let server: RunningServer;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  idp = await startIdentityProvider(`${origin}/auth/v1/oidc/callback`);
  server = await startServer({
    env: {
      PORT: String(port),
      PUBLIC_URL: origin,
      OIDC_ISSUER: idp.issuer,
      OIDC_CLIENT_ID: idp.clientId,
      OIDC_CLIENT_SECRET: idp.clientSecret,
      OIDC_BUTTON_LABEL: 'Entrar con el colegio',
      OIDC_ALLOWED_DOMAINS: 'colegio.example',
      OUTBOUND_ALLOW_HOSTS: '127.0.0.1',
      PASSWORD_SIGNIN: 'off',
    },
  });
});

test.afterAll(async () => {
  await server?.stop();
  await idp?.close();
});

async function checkAtBothSizes(page: Page, name: string) {
  for (const size of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
    await page.setViewportSize(size);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${size.width}.png`, fullPage: true });
  }
}

test('signs in with the organisation only: the button, the provider, the editor; a refused domain says why', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(`${server.baseURL}/login`);
  const button = page.getByRole('link', { name: 'Entrar con el colegio' });
  await expect(button).toBeVisible();
  await expect(page.getByLabel('Contraseña')).toHaveCount(0);
  await checkAtBothSizes(page, 'login-sso-only');

  const email = `profe-${Date.now()}@colegio.example`;
  idp.signInAs({ email, email_verified: true });
  await button.click();
  await expect(page.getByRole('banner').getByText(email)).toBeVisible({ timeout: 30_000 });
  expect(new URL(page.url()).hash).toBe('');

  await page.getByRole('banner').getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/login/);

  // The provider remembers whoever signed in there (its own session): someone else now.
  await page.context().clearCookies({ name: /^_session/ });
  idp.signInAs({ email: `alguien-${Date.now()}@otro.example`, email_verified: true });
  await page.getByRole('link', { name: 'Entrar con el colegio' }).click();
  await expect(page).toHaveURL(/\/login\?sso_error=domain/);
  await expect(page.getByRole('alert')).toContainText(SSO_ERRORS.domain);
  await checkAtBothSizes(page, 'login-sso-refused');

  // Sign-up is through the organisation too, an invitation carried along; no password form.
  await page.goto(`${server.baseURL}/register?invitacion=abc`);
  await expect(page.getByRole('link', { name: 'Entrar con el colegio' })).toHaveAttribute('href', '/auth/v1/oidc/start?invitation=abc');
  await expect(page.getByLabel('Contraseña')).toHaveCount(0);
  await checkAtBothSizes(page, 'register-sso-only');
});
