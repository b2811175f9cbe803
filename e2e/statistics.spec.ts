import AxeBuilder from '@axe-core/playwright';
import type { Browser, Locator, Page } from '@playwright/test';
import { watchCsp } from './support/csp';
import { fakeOutsideWorld } from './support/external';
import { expect, test } from './support/fixtures';

const PHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const SHOP = 'https://tienda.example/';

async function expectNoViolations(page: Page, only?: string) {
  const builder = new AxeBuilder({ page });
  if (only) builder.include(only);
  const results = await builder.analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** A visitor on a phone with JavaScript off opens the page and, when asked, follows its link. */
async function visit(browser: Browser, slug: string, click: boolean) {
  const context = await browser.newContext({ javaScriptEnabled: false, userAgent: PHONE_UA, viewport: { width: 390, height: 844 } });
  await fakeOutsideWorld(context);
  const page = await context.newPage();
  try {
    await page.goto(`/view/${slug}`);
    const link = page.getByRole('link', { name: /Mi tienda/ });
    await expect(link).toBeVisible();
    if (click) await followLink(link);
  } finally {
    await context.close();
  }
}

/** The link goes through /go/{id} and lands on the outside address (routed: no network needed). */
async function followLink(link: Locator) {
  expect(await link.getAttribute('href')).toMatch(/^\/go\/\d+$/);
  const opened = link.page().context().waitForEvent('page');
  await link.click();
  const popup = await opened;
  // A redirect that leaves the site names its own (empty) fragment, so it never carries ours (issue 33, N-1).
  await expect(popup).toHaveURL(`${SHOP}#`);
  await popup.close();
}

function figure(page: Page, label: string): Locator {
  return page.getByTestId('stats-totals').locator('div').filter({ has: page.getByText(label, { exact: true }) }).locator('dd').first();
}

test('a visit with JavaScript off and a click on a link show in Estadísticas; the owner\'s own do not', async ({ page, browser, owner: { api } }) => {
  test.setTimeout(120_000);
  const csp = await watchCsp(page);
  const created = await api.createPage('Estadísticas');
  const link = await api.addItem(created.id, { type: 'link', content: { title: 'Mi tienda', url: SHOP } });

  await visit(browser, created.slug, true);

  await page.goto(`/edit/${created.id}`);
  await page.getByRole('tab', { name: 'Estadísticas' }).click();
  const tab = page.getByTestId('statistics-tab');
  await expect(tab.getByRole('heading', { name: 'Estadísticas', exact: true })).toBeVisible();
  // The numbers follow the visit within seconds (the tab asks every 5 s).
  await expect(figure(page, 'Vistas')).toHaveText('1', { timeout: 20_000 });
  await expect(figure(page, 'Clics')).toHaveText('1');
  await expect(figure(page, 'CTR')).toHaveText(/^100\s%$/);
  const row = tab.getByTestId('stats-blocks').getByRole('row', { name: /Mi tienda · tienda\.example/ });
  await expect(row.getByRole('cell').first()).toHaveText('1');
  await expect(tab.getByRole('region', { name: 'Dispositivos' })).toContainText('Móvil');
  await expect(tab.getByRole('region', { name: 'Fuentes' })).toContainText('Directo');
  await expect(tab.getByRole('region', { name: 'Navegadores' })).toContainText('Safari');
  await expect(tab.getByRole('region', { name: 'Sistemas operativos' })).toContainText('iOS');

  // 'No contar mis visitas': the owner's own view and click, in this browser, are not counted.
  const exclude = tab.getByRole('switch', { name: 'No contar mis visitas' });
  await exclude.click();
  await expect(exclude).toBeChecked();
  await fakeOutsideWorld(page.context());
  const own = await page.context().newPage();
  const ownScripts: string[] = [];
  own.on('request', (request) => ownScripts.push(request.url()));
  await own.goto(`/view/${created.slug}`);
  await own.locator('html[data-enhanced]').waitFor({ state: 'attached' });
  await followLink(own.getByRole('link', { name: /Mi tienda/ }));
  await own.close();
  // The chart library and the tab load in the editor only, never on the public page.
  expect(ownScripts.filter((url) => /time-series-chart|statistics-tab|uplot/i.test(url))).toEqual([]);
  // A second visitor, after the owner: when their view shows, the owner's would have too.
  await visit(browser, created.slug, false);
  await expect(figure(page, 'Vistas')).toHaveText('2', { timeout: 20_000 });
  await expect(figure(page, 'Clics')).toHaveText('1');
  await expect(figure(page, 'CTR')).toHaveText(/^50\s%$/);

  // The switch is remembered by this browser.
  await page.reload();
  await page.getByRole('tab', { name: 'Estadísticas' }).click();
  await expect(page.getByRole('switch', { name: 'No contar mis visitas' })).toBeChecked();
  await expect(figure(page, 'Vistas')).toHaveText('2');

  // 'Exportar CSV' saves GET stats.csv of the range, under the name the server gives it.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(new RegExp(`^estadisticas-${created.id}-\\d{4}-\\d{2}-\\d{2}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
  const csv = await (await file.createReadStream()).toArray();
  expect(Buffer.concat(csv).toString('utf8')).toMatch(/\n\d{4}-\d{2}-\d{2},/);

  // axe and the layout with data, on a laptop and on a phone; the chart's table open.
  await expect(page.getByTestId('stats-chart').locator('canvas').first()).toBeVisible();
  const chart = page.getByRole('figure', { name: 'Evolución diaria' });
  await chart.getByText('Ver como tabla').click();
  const days = chart.getByRole('table', { name: 'Vistas, visitantes y clics de cada día' });
  await expect(days.getByRole('row')).toHaveCount(31);
  await expect(days.getByRole('row').last().getByRole('cell')).toHaveText(['2', /^[12]$/, '1']);
  // The chart library draws under the app's Content-Security-Policy.
  expect(await csp.violations()).toEqual([]);
  await expectNoViolations(page);
  await page.screenshot({ path: test.info().outputPath('estadisticas-portatil.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('stats-chart').locator('canvas').first()).toBeVisible();
  await expectNoViolations(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath('estadisticas-movil.png'), fullPage: true });

  // 'Restablecer' on the block asks first, then its clicks are gone.
  await page.getByRole('button', { name: `Restablecer los clics de Mi tienda · tienda.example` }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Esta acción no se puede deshacer.');
  await expectNoViolations(page, '[role="alertdialog"]');
  await dialog.getByRole('button', { name: 'Sí, restablecer' }).click();
  await expect(figure(page, 'Clics')).toHaveText('0');
  await expect(figure(page, 'Vistas')).toHaveText('2');
  expect(link.id).toBeGreaterThan(0);
});

test('the chart library is not loaded on /login', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/login');
  await expect(page.getByLabel('Correo Electrónico')).toBeVisible();
  expect(requested.some((url) => url.endsWith('.js'))).toBe(true);
  expect(requested.filter((url) => /time-series-chart|statistics-tab|uplot/i.test(url))).toEqual([]);
});

test('a JavaScript-off visitor\'s click on a social icon shows under Redes sociales', async ({ page, browser, owner: { api } }) => {
  test.setTimeout(90_000);
  const created = await api.createPage('Redes');
  await api.updatePage(created.id, { socialLinks: [{ network: 'instagram', url: '@ana.lopez' }, { network: 'email', url: 'ana@correo.example' }] });

  const context = await browser.newContext({ javaScriptEnabled: false, userAgent: PHONE_UA, viewport: { width: 390, height: 844 } });
  await fakeOutsideWorld(context);
  const visitor = await context.newPage();
  try {
    await visitor.goto(`/view/${created.slug}`);
    const icon = visitor.getByRole('navigation', { name: 'Redes sociales' }).getByRole('link', { name: 'Instagram' });
    expect(await icon.getAttribute('href')).toBe(`/go/page/${created.id}/social/0`);
    expect(await visitor.getByRole('link', { name: /correo/i }).getAttribute('href')).toBe('mailto:ana@correo.example');
    const opened = context.waitForEvent('page');
    await icon.click();
    const popup = await opened;
    await expect(popup).toHaveURL('https://www.instagram.com/ana.lopez#');
  } finally {
    await context.close();
  }

  await page.goto(`/edit/${created.id}`);
  await page.getByRole('tab', { name: 'Estadísticas' }).click();
  await expect(figure(page, 'Vistas')).toHaveText('1', { timeout: 20_000 });
  await expect(figure(page, 'Clics')).toHaveText('1');
  await expect(page.getByRole('region', { name: 'Redes sociales' })).toContainText('Instagram1');

  // A second Instagram account, put first: each profile keeps its own row, named by its handle.
  await api.updatePage(created.id, { socialLinks: [{ network: 'instagram', url: '@ana.fotos' }, { network: 'instagram', url: '@ana.lopez' }] });
  const second = await browser.newContext({ javaScriptEnabled: false, userAgent: PHONE_UA, viewport: { width: 390, height: 844 } });
  await fakeOutsideWorld(second);
  const again = await second.newPage();
  try {
    await again.goto(`/view/${created.slug}`);
    const icons = again.getByRole('navigation', { name: 'Redes sociales' }).getByRole('link', { name: 'Instagram' });
    await expect(icons).toHaveCount(2);
    for (const [index, url] of ['https://www.instagram.com/ana.fotos', 'https://www.instagram.com/ana.lopez'].entries()) {
      const opened = second.waitForEvent('page');
      await icons.nth(index).click();
      const popup = await opened;
      await expect(popup).toHaveURL(`${url}#`);
      await popup.close();
    }
  } finally {
    await second.close();
  }
  const social = page.getByRole('region', { name: 'Redes sociales' });
  await expect(social.getByRole('listitem')).toHaveText(['Instagram (@ana.lopez)2', 'Instagram (@ana.fotos)1'], { timeout: 20_000 });
  await expect(figure(page, 'Clics')).toHaveText('3');
  await expectNoViolations(page);
  await page.screenshot({ path: test.info().outputPath('redes-portatil.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(social.getByRole('listitem').first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('redes-movil.png'), fullPage: true });
});
