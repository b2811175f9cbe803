import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { watchCsp } from './support/csp';
import { fakeOutsideWorld } from './support/external';
import { expect, test } from './support/fixtures';

const PHONE = { width: 390, height: 844 };
const PHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

async function expectNoViolations(page: Page, only?: string) {
  const builder = new AxeBuilder({ page });
  if (only) builder.include(only);
  const results = await builder.analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

const figure = (page: Page, label: string) =>
  page.getByTestId('stats-totals').locator('div').filter({ has: page.getByText(label, { exact: true }) }).locator('dd').first();

test("'Compartir estadísticas': the owner shares with a password on a phone; a signed-out browser opens it read-only; revoked, it is gone", async ({
  page,
  browser,
  owner: { api, email },
}) => {
  test.setTimeout(180_000);
  const csp = await watchCsp(page);
  const created = await api.createPage('Página compartida');
  await api.addItem(created.id, { type: 'link', content: { title: 'Mi tienda', url: 'https://tienda.example/' } });

  // One visit, so there is a number to see.
  const visitor = await browser.newContext({ javaScriptEnabled: false, userAgent: PHONE_UA, viewport: PHONE });
  await fakeOutsideWorld(visitor);
  await (await visitor.newPage()).goto(`/view/${created.slug}`);
  await visitor.close();

  // The owner, on a phone: 'Estadísticas' > 'Compartir estadísticas', with a password.
  await page.setViewportSize(PHONE);
  await page.goto(`/edit/${created.id}`);
  await page.getByRole('tab', { name: 'Estadísticas' }).click();
  const card = page.getByTestId('stats-share');
  await expect(card.getByText('Esta página no tiene ninguna dirección para compartir.')).toBeVisible({ timeout: 30_000 });
  await card.getByLabel('Contraseña (opcional)').fill('secreto-42');
  await card.getByRole('button', { name: 'Crear dirección' }).click();
  await expect(page.getByText('Dirección creada').first()).toBeVisible();
  const address = await card.getByLabel('Dirección para compartir').inputValue();
  expect(address).toMatch(/\/estadisticas\/[\w-]{43}$/);
  await expect(card.getByText(/protegida con contraseña/)).toBeVisible();
  await expectNoViolations(page, '[data-testid="stats-share"]');
  await card.getByLabel('Dirección para compartir').scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('compartir-propietario-movil.png'), fullPage: false });

  // The screen's HTML says noindex by header and by meta.
  const html = await page.request.get(address, { headers: { accept: 'text/html' } });
  expect(html.headers()['x-robots-tag']).toBe('noindex');
  expect(await html.text()).toContain('<meta name="robots" content="noindex">');

  // Someone without an account, on a phone.
  const guest = await browser.newContext({ viewport: PHONE, locale: 'es-ES' });
  const shared = await guest.newPage();
  const guestCsp = await watchCsp(shared);
  await shared.goto(address);
  await expect(shared.getByRole('heading', { name: 'Estadísticas protegidas' })).toBeVisible({ timeout: 30_000 });
  await expectNoViolations(shared);
  await shared.getByLabel('Contraseña', { exact: true }).fill('no-es-esta');
  await shared.getByRole('button', { name: 'Ver estadísticas' }).click();
  await expect(shared.getByText('La contraseña no es correcta.')).toBeVisible();
  await shared.getByLabel('Contraseña', { exact: true }).fill('secreto-42');
  await shared.getByRole('button', { name: 'Ver estadísticas' }).click();
  await expect(shared.getByRole('heading', { name: 'Estadísticas de «Página compartida»' })).toBeVisible();
  await expect(figure(shared, 'Vistas')).toHaveText('1', { timeout: 20_000 });
  // Read-only: no resets, no settings, no share card, nothing of the owner's account.
  await expect(shared.getByRole('button', { name: /Restablecer/ })).toHaveCount(0);
  await expect(shared.getByText('Ajustes de estadísticas')).toHaveCount(0);
  await expect(shared.getByText('Compartir estadísticas')).toHaveCount(0);
  expect(await shared.content()).not.toContain(email);
  // The range picker still works.
  await shared.getByRole('combobox', { name: 'Periodo' }).click();
  await shared.getByRole('option', { name: /7 días/ }).click();
  await expect(shared.getByTestId('stats-range')).toContainText('Del');
  await expect(figure(shared, 'Vistas')).toHaveText('1');
  // The closed picker's list is gone (until then the rest of the screen is hidden from readers).
  await expect(shared.getByRole('listbox')).toHaveCount(0);
  await expectNoViolations(shared);
  await shared.screenshot({ path: test.info().outputPath('compartida-movil.png'), fullPage: true });
  await shared.setViewportSize({ width: 1280, height: 900 });
  await expectNoViolations(shared);
  await shared.screenshot({ path: test.info().outputPath('compartida-portatil.png'), fullPage: true });

  // Revoked, after a confirmation: the address is gone.
  await card.getByRole('button', { name: 'Revocar' }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await expectNoViolations(page, '[role="alertdialog"]');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revocar' }).click();
  await expect(page.getByText('Dirección revocada: ya no funciona').first()).toBeVisible();
  await expect(card.getByText('Esta página no tiene ninguna dirección para compartir.')).toBeVisible();
  await shared.reload();
  await expect(shared.getByRole('heading', { name: 'Enlace no encontrado' })).toBeVisible({ timeout: 30_000 });
  await expectNoViolations(shared);

  expect(await guestCsp.violations()).toEqual([]);
  expect(await csp.violations()).toEqual([]);
  await guest.close();
});
