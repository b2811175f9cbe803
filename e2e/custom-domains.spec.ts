import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { CHROMIUM_ARGS } from '../playwright.config';
import { cardOf } from './support/page-settings';
import { PASSWORD, uniqueEmail } from './support/accounts';
import { signUpThroughApi } from './support/api';
import { expect, signedInOwner, test } from './support/fixtures';

// Issue 39: an owner's own domain. The server's verification reaches this very server under any
// name below dominio.test (OUTBOUND_RESOLVE in playwright.config.ts); the browser does through
// Chromium's --host-resolver-rules.
test.use({ launchOptions: { executablePath: '/usr/bin/chromium', args: [...CHROMIUM_ARGS, '--host-resolver-rules=MAP *.dominio.test 127.0.0.1'] } });

async function openDomainCard(page: Page) {
  await page.getByRole('tab', { name: 'Ajustes' }).click();
  const card = cardOf(page, 'Dominio propio');
  await expect(card).toBeVisible();
  return card;
}

test("the owner adds a domain, sees the DNS record and 'Pendiente', then 'Activo'; the page opens by that Host", async ({ page, baseURL, ownerPage, owner }) => {
  const port = new URL(baseURL as string).port;
  const domain = `tienda-${randomUUID().slice(0, 8)}.dominio.test`;
  await owner.api.addItem(ownerPage.id, { type: 'heading', content: { text: 'Bienvenidos a mi tienda', size: 'large' } });
  const card = await openDomainCard(page);

  // Bad input is a field error in Spanish.
  await card.getByLabel('Tu dominio').fill('http://mal/ruta');
  await card.getByRole('button', { name: 'Añadir dominio' }).click();
  await expect(card.getByRole('alert')).toHaveText('Escribe un dominio válido, como enlaces.mitienda.es (sin http:// ni rutas).');

  await card.getByLabel('Tu dominio').fill(domain.toUpperCase());
  await card.getByRole('button', { name: 'Añadir dominio' }).click();
  const entry = card.getByRole('listitem', { name: domain });
  await expect(entry.getByTestId('domain-state')).toHaveText('Pendiente');
  // The DNS record to create: a CNAME to the site's own host.
  const record = entry.getByRole('row').filter({ hasText: 'CNAME' });
  await expect(record).toContainText(domain);
  await expect(record).toContainText(new URL(baseURL as string).hostname);

  await entry.getByRole('button', { name: 'Comprobar ahora' }).click();
  await expect(entry.getByTestId('domain-state')).toHaveText('Activo', { timeout: 20_000 });
  await expect(entry.getByRole('link', { name: `Abrir http://${domain}/` })).toBeVisible();
  // The QR code now opens the domain.
  await expect(cardOf(page, 'Código QR').getByTestId('qr-url')).toHaveText(`http://${domain}/`);
  await page.screenshot({ path: test.info().outputPath('dominio-propio.png'), fullPage: true });

  const axe = await new AxeBuilder({ page }).include('[data-testid="settings-tab"]').analyze();
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);

  // The page at the domain's root, with its own canonical address; sign-in is not served there.
  const visitor = await page.context().browser()!.newPage();
  const answer = await visitor.goto(`http://${domain}:${port}/`);
  expect(answer?.status()).toBe(200);
  await expect(visitor.getByRole('heading', { name: 'Bienvenidos a mi tienda' })).toBeVisible();
  await expect(visitor.locator('link[rel="canonical"]')).toHaveAttribute('href', `http://${domain}/`);
  await visitor.goto(`http://${domain}:${port}/login`);
  expect(new URL(visitor.url()).host).toBe(new URL(baseURL as string).host);
  const unknown = await visitor.goto(`http://otra-${randomUUID().slice(0, 6)}.dominio.test:${port}/`);
  expect(unknown?.status()).toBe(404);
  await visitor.close();
  // Without JavaScript the page is all there (rendered by the server).
  const noScript = await page.context().browser()!.newContext({ javaScriptEnabled: false });
  const plain = await noScript.newPage();
  await plain.goto(`http://${domain}:${port}/`);
  await expect(plain.getByRole('heading', { name: 'Bienvenidos a mi tienda' })).toBeVisible();
  await noScript.close();

  await entry.getByRole('button', { name: `Quitar ${domain}` }).click();
  await expect(entry).toHaveCount(0);
});

test('the domain card on a phone', async ({ page, ownerPage: _opened }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const card = await openDomainCard(page);
  await card.getByLabel('Tu dominio').fill(`movil-${randomUUID().slice(0, 8)}.dominio.test`);
  await card.getByRole('button', { name: 'Añadir dominio' }).click();
  await expect(card.getByTestId('domain-state')).toHaveText('Pendiente');
  await card.scrollIntoViewIfNeeded();
  const box = await card.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath('dominio-propio-movil.png'), fullPage: true });
  // The DNS instructions and the pending state pass axe too.
  const axe = await new AxeBuilder({ page }).include('[data-testid="settings-tab"]').analyze();
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
});

test("the admin sees every owner's domain and removes one", async ({ browser, baseURL }) => {
  const { session } = await signUpThroughApi(baseURL as string, uniqueEmail('alguien'), PASSWORD);
  const post = (url: string, body: unknown) =>
    fetch(`${baseURL}${url}`, { method: 'POST', headers: { authorization: `Bearer ${session.access_token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const theirs = (await (await post('/api/pages', { title: 'Página de alguien' })).json()) as { id: number; slug: string };
  const domain = `admin-${randomUUID().slice(0, 8)}.dominio.test`;
  expect((await post(`/api/pages/${theirs.id}/domains`, { domain })).status).toBe(201);

  const context = await browser.newContext();
  await signedInOwner(context, baseURL as string, 'admin-dominios@example.com');
  const page = await context.newPage();
  await page.goto('/admin');
  const list = page.getByRole('list', { name: 'Dominios propios' });
  const row = list.getByRole('listitem').filter({ hasText: domain });
  await expect(row).toContainText(`/view/${theirs.slug}`);
  // Pending, or already active when the server's first check (this very server) came first.
  await expect(row).toContainText(/Pendiente|Activo/);
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('admin-dominios.png'), fullPage: true });
  await row.getByRole('button', { name: `Quitar ${domain}` }).click();
  await expect(row).toHaveCount(0);
  await context.close();
});
