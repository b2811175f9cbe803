import { mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page as BrowserPage, test } from '@playwright/test';
import type { Page } from '../src/shared/schemas/page';
import { THEMES, themeChoice } from '../src/shared/themes';
import type { OwnerApi } from './support/api';
import { fakeOutsideWorld, IMAGE_BASE } from './support/external';
import { ownerApi } from './support/fixtures';
import { PAGE_BUDGETS, pageBytes } from './support/page-bytes';
import { expectLinkLeadsTo, openPublicPage } from './support/public-page';

/**
 * Issue 38 for a local business: the 'Horario' block, links shown 'Destacado' and 'Plegable'
 * headings, on a phone with JavaScript off and on, and with no axe violation on any theme.
 * BUSINESS_SHOTS=<folder> saves phone and laptop screenshots.
 */
const PHONE = { width: 390, height: 844 };
const SHOTS = process.env.BUSINESS_SHOTS;

let api: OwnerApi;
let page: Page;

test.beforeAll(async ({ baseURL }) => {
  api = await ownerApi(baseURL as string);
  page = await api.createPage('Panadería Sol');
  await api.updatePage(page.id, { bio: 'Pan de masa madre en el barrio desde 1990.' });
  await api.addItem(page.id, {
    type: 'hours',
    content: {
      title: 'Horario',
      mon: '08:00-14:00, 17:00-20:30',
      tue: '08:00-14:00, 17:00-20:30',
      wed: '08:00-14:00, 17:00-20:30',
      thu: '08:00-14:00, 17:00-20:30',
      fri: '08:00-14:00, 17:00-20:30',
      sat: '09:00-14:00',
      sun: '',
      exceptions: '2026-12-25 cerrado\n2026-12-24 08:00-13:00',
    },
  });
  await api.addItem(page.id, {
    type: 'link',
    content: { url: 'https://pedidos.example.com/', title: 'Haz tu pedido', display: 'featured', imageUrl: `${IMAGE_BASE}/featured.png`, description: 'Recógelo en tienda en 30 minutos.' },
  });
  await api.addItem(page.id, { type: 'link', content: { url: 'https://resenas.example.com/', title: 'Reseñas' } });
  await api.addItem(page.id, { type: 'heading', content: { text: 'Nuestros panes', size: 'medium', collapsible: true } });
  await api.addItem(page.id, { type: 'link', content: { url: 'https://pan.example.com/centeno', title: 'Pan de centeno' } });
  await api.addItem(page.id, { type: 'text', content: { text: 'Horneado cada mañana.' } });
  await api.addItem(page.id, { type: 'heading', content: { text: 'Contacto', size: 'medium' } });
  await api.addItem(page.id, { type: 'link', content: { url: 'https://mapa.example.com/', title: 'Cómo llegar', display: 'featured', description: '' } });
});

test.beforeEach(async ({ context }) => {
  await fakeOutsideWorld(context);
});

async function expectBusinessPage(browserPage: BrowserPage) {
  const hours = browserPage.locator('[data-block-type="hours"]');
  await expect(hours.locator('strong')).toHaveText(/^(Abierto ahora|Cerrado)$/);
  await expect(hours.getByText(/^Hoy: /)).toBeVisible();
  // The week unfolds from a <details>.
  await expect(hours.getByText('Sábado')).toBeHidden();
  await hours.getByText('Horario de la semana').click();
  await expect(hours.getByText('Sábado')).toBeVisible();
  await expect(hours.getByText('09:00–14:00').last()).toBeVisible();

  const featured = browserPage.getByRole('link', { name: /Haz tu pedido/ });
  await expect(featured).toContainText('Recógelo en tienda en 30 minutos.');
  const image = featured.locator('img');
  await expect(image).toBeVisible();
  const box = await image.boundingBox();
  expect(box?.width).toBeGreaterThan(300);
  expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
  await expectLinkLeadsTo(browserPage.request, featured, 'https://pedidos.example.com/');

  // The collapsible heading hides the blocks under it until the next heading, and opens with a tap.
  const inside = browserPage.getByRole('link', { name: 'Pan de centeno' });
  await expect(inside).toBeHidden();
  await expect(browserPage.getByText('Horneado cada mañana.')).toBeHidden();
  await expect(browserPage.getByRole('link', { name: 'Cómo llegar' })).toBeVisible();
  await browserPage.getByRole('heading', { name: 'Nuestros panes' }).click();
  await expect(inside).toBeVisible();
  await expect(browserPage.getByText('Horneado cada mañana.')).toBeVisible();
  await browserPage.getByRole('heading', { name: 'Nuestros panes' }).click();
  await expect(inside).toBeHidden();
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false, viewport: PHONE });

  test('on a phone: the hours, a featured link and a collapsible heading work', async ({ page: browserPage }) => {
    await browserPage.goto(`/view/${page.slug}`);
    await expectBusinessPage(browserPage);
  });
});

test('on a phone with JavaScript: the same, and the page stays within its budgets', async ({ page: browserPage, request }) => {
  await browserPage.setViewportSize(PHONE);
  await openPublicPage(browserPage, `/view/${page.slug}`);
  await expectBusinessPage(browserPage);
  const bytes = pageBytes(await (await request.get(`/view/${page.slug}`)).text());
  console.log(`Business page, gzipped: HTML with CSS ${bytes.htmlWithCss} B, JS ${bytes.js} B`);
  expect(bytes.htmlWithCss).toBeLessThanOrEqual(PAGE_BUDGETS.htmlWithCss);
  expect(bytes.js).toBeLessThanOrEqual(PAGE_BUDGETS.js);
});

test('every theme draws the hours, featured links and an open section with no axe violations', async ({ page: browserPage }) => {
  test.setTimeout(240_000);
  await browserPage.setViewportSize(PHONE);
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
  for (const theme of [...THEMES.map((entry) => entry.id), 'custom']) {
    await api.updatePage(page.id, themeChoice(theme));
    await openPublicPage(browserPage, `/view/${page.slug}`);
    await expect(browserPage.locator('[data-theme]')).toHaveAttribute('data-theme', theme);
    await browserPage.getByText('Horario de la semana').click();
    await browserPage.getByRole('heading', { name: 'Nuestros panes' }).click();
    await expect(browserPage.getByRole('link', { name: 'Pan de centeno' })).toBeVisible();
    if (SHOTS && (theme === 'claro' || theme === 'medianoche' || theme === 'custom')) {
      await browserPage.screenshot({ path: path.join(SHOTS, `${theme}-phone.png`), fullPage: true });
      await browserPage.setViewportSize({ width: 1280, height: 800 });
      await browserPage.screenshot({ path: path.join(SHOTS, `${theme}-laptop.png`) });
      await browserPage.setViewportSize(PHONE);
    }
    const results = await new AxeBuilder({ page: browserPage }).analyze();
    expect(results.violations.map((violation) => `${theme} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  }
});
