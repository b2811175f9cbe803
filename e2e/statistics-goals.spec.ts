import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

const PHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const headers = { 'user-agent': PHONE_UA };

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** A visitor on a phone: opens the page, then reaches whatever goals `act` asks of them. */
async function asVisitor(browser: Browser, slug: string, act: (request: APIRequestContext) => Promise<void>) {
  const context = await browser.newContext({ javaScriptEnabled: false, userAgent: PHONE_UA, viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    await page.goto(`/view/${slug}`);
    await expect(page.getByText('Ana Pérez').first()).toBeVisible();
    await act(context.request);
  } finally {
    await context.close();
  }
}

test("goals reached by visitors show under 'Objetivos', with a block marked by the owner; phone and laptop, axe clean", async ({ page, browser, owner: { api } }) => {
  test.setTimeout(150_000);
  const created = await api.createPage('Objetivos');
  const contact = await api.addItem(created.id, { type: 'contactCard', content: { name: 'Ana Pérez', email: 'ana@example.com' } });
  const pdf = await api.addItem(created.id, { type: 'pdf', content: { title: 'Carta de verano', url: 'https://files.example/carta.pdf' } });
  const signup = await api.addItem(created.id, { type: 'emailSignup', content: { title: 'Novedades' } });
  const locked = await api.addItem(created.id, { type: 'link', content: { title: 'Oferta', url: 'https://oferta.example/' }, lockCode: 'abre-1234' });
  const shop = await api.addItem(created.id, { type: 'link', content: { title: 'Mi tienda', url: 'https://tienda.example/' } });

  await page.goto(`/edit/${created.id}`);
  await page.getByRole('tab', { name: 'Estadísticas' }).click();
  const goals = page.getByRole('region', { name: 'Objetivos' });
  await expect(goals).toContainText('Aún no hay objetivos en este periodo');

  // 'Marcar como objetivo': the shop's clicks count from now on.
  await goals.getByRole('combobox', { name: 'Contar los clics de un bloque como objetivo' }).click();
  await page.getByRole('option', { name: /Mi tienda/ }).click();
  await goals.getByRole('button', { name: 'Marcar como objetivo' }).click();
  await expect(goals.getByRole('row', { name: /Clics en bloque/ })).toBeVisible();

  await asVisitor(browser, created.slug, async (request) => {
    expect((await request.get(`/api/items/${contact.id}/vcard`, { headers })).status()).toBe(200);
    expect((await request.get(`/go/${pdf.id}`, { headers, maxRedirects: 0 })).status()).toBe(302);
    expect((await request.post(`/subscribe/${signup.id}`, { headers, form: { email: 'lectora@example.com', consent: '1', sitio_web: '' }, maxRedirects: 0 })).status()).toBe(303);
    expect((await request.post(`/acceso/bloque/${locked.id}`, { headers, form: { code: 'abre-1234' }, maxRedirects: 0 })).status()).toBe(303);
    expect((await request.get(`/go/${shop.id}`, { headers, maxRedirects: 0 })).status()).toBe(302);
  });
  await asVisitor(browser, created.slug, async (request) => {
    expect((await request.get(`/api/items/${contact.id}/vcard?abrir`, { headers })).status()).toBe(200);
  });

  // Two views from one phone are one visitor of the day: 2 vCards of 1 visitor read 200 %.
  const row = (name: RegExp) => goals.getByRole('row', { name });
  await expect(row(/Descargas de vCard/)).toContainText('2', { timeout: 20_000 });
  await expect(row(/Descargas de vCard/).getByRole('cell').nth(1)).toHaveText(/^200\s%$/);
  await expect(row(/Descargas de PDF/)).toContainText('Carta de verano');
  await expect(row(/Suscripciones por correo/)).toContainText('Novedades');
  await expect(row(/Desbloqueos con código/)).toContainText('Oferta');
  await expect(row(/Clics en bloque/).getByRole('cell').first()).toHaveText('1');
  await expect(goals.getByRole('columnheader', { name: 'Tasa de conversión' })).toBeVisible();

  await goals.scrollIntoViewIfNeeded();
  await expectNoViolations(page);
  await goals.screenshot({ path: test.info().outputPath('objetivos-portatil.png') });
  await page.screenshot({ path: test.info().outputPath('estadisticas-objetivos-portatil.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(goals).toBeVisible();
  await expectNoViolations(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await goals.scrollIntoViewIfNeeded();
  await goals.screenshot({ path: test.info().outputPath('objetivos-movil.png') });

  // 'Quitar objetivo' on the shop: its clicks are no goal any more.
  await goals.getByRole('button', { name: /Quitar objetivo: clics en Mi tienda/ }).click();
  await expect(row(/Clics en bloque/)).toHaveCount(0);
});
