import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { watchCsp } from './support/csp';
import { expect, signedInOwner, test } from './support/fixtures';
import { toastOf } from './support/toasts';

/**
 * Personal API tokens and the API's reference (issue 40), on a phone: the owner makes a token in
 * 'Mi cuenta', copies it, a script (this test's requests) uses it within its scope, the owner revokes
 * it and it stops working; /api/docs renders from this server alone under its Content-Security-Policy.
 */

const SHOTS = process.env.SCREENSHOT_DIR;
const PHONE = { width: 390, height: 844 };

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize(PHONE);
}

test.use({ viewport: PHONE });

test('the owner creates a token, copies it, a script uses it within its scope, and once revoked it is refused', async ({ page, context, baseURL, request }) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const owner = await signedInOwner(context, baseURL as string);
  const created = await owner.api.createPage('Con token');

  await page.goto('/account');
  const card = page.getByRole('heading', { name: 'Tokens de API' }).locator('xpath=ancestor::*[@data-slot="card"][1]');
  await expect(card.getByText('Aún no tienes ningún token de API.')).toBeVisible({ timeout: 30_000 });
  await expectNoAxeViolations(page);

  await card.getByLabel('Nombre del token').fill('Script de respaldo');
  await card.getByRole('radio', { name: /^Lectura \(/ }).check();
  await card.getByRole('button', { name: 'Crear token' }).click();
  await expect(card.getByText('no volverás a verlo')).toBeVisible();
  const shown = await card.getByLabel('Token de API nuevo').inputValue();
  expect(shown).toMatch(/^lh_[A-Za-z0-9_-]{43}$/);
  await card.getByRole('button', { name: 'Copiar token' }).click();
  await expect(toastOf(page, 'Token copiado.')).toBeVisible();
  const token = await page.evaluate(() => navigator.clipboard.readText());
  expect(token).toBe(shown);
  await expectNoAxeViolations(page);
  await card.scrollIntoViewIfNeeded();
  await shoot(page, 'account-api-token-created');

  // A script with the token: reads, but a read token may not write.
  const auth = { authorization: `Bearer ${token}` };
  const pages = await request.get('/api/pages', { headers: auth });
  expect(pages.status()).toBe(200);
  expect(((await pages.json()) as { id: number }[]).map((p) => p.id)).toContain(created.id);
  const write = await request.patch(`/api/pages/${created.id}`, { headers: auth, data: { title: 'No' } });
  expect(write.status()).toBe(403);
  expect(await write.json()).toMatchObject({ code: 'api_token_read_only' });

  // Once dismissed the secret is gone from the page; the list shows its use.
  await card.getByRole('button', { name: 'Ya lo he copiado' }).click();
  await expect(card.getByLabel('Token de API nuevo')).toHaveCount(0);
  await page.reload();
  const list = card.getByRole('list', { name: 'Tus tokens de API' });
  await expect(list.getByText('Script de respaldo')).toBeVisible({ timeout: 30_000 });
  await expect(list.getByText(/sin caducidad · último uso:/)).toBeVisible();
  expect(await page.content()).not.toContain(token);
  await expectNoAxeViolations(page);
  await shoot(page, 'account-api-tokens-list');

  await list.getByRole('button', { name: 'Revocar el token «Script de respaldo»' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revocar' }).click();
  await expect(toastOf(page, 'Token revocado.')).toBeVisible();
  await expect(card.getByText('Aún no tienes ningún token de API.')).toBeVisible();
  const refused = await request.get('/api/pages', { headers: auth });
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toMatchObject({ code: 'invalid_token' });
});

test('/api/docs renders the generated reference from this server, within the policy', async ({ page, baseURL }) => {
  const csp = await watchCsp(page);
  const outside: string[] = [];
  page.on('request', (req) => {
    if (!req.url().startsWith(baseURL as string) && !req.url().startsWith('data:')) outside.push(req.url());
  });
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /LinkHub API/ })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('/api/account/tokens').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /Authorize/ })).toBeVisible();
  await csp.settled();
  expect(await csp.violations()).toEqual([]);
  expect(outside).toEqual([]);
  await shoot(page, 'api-docs');
});
