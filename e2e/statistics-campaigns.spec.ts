import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { fakeOutsideWorld } from './support/external';
import { expect, test } from './support/fixtures';

const PHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const SHOP = 'https://tienda.example/';
const TAGS = '?utm_source=boletin&utm_medium=email&utm_campaign=otono';

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** A visitor on a phone with JavaScript off opens the page through a tagged address and follows its link. */
async function taggedVisit(browser: Browser, slug: string) {
  const context = await browser.newContext({ javaScriptEnabled: false, userAgent: PHONE_UA, viewport: { width: 390, height: 844 } });
  await fakeOutsideWorld(context);
  const page = await context.newPage();
  try {
    await page.goto(`/view/${slug}${TAGS}`);
    const link = page.getByRole('link', { name: /Mi tienda/ });
    const opened = context.waitForEvent('page');
    await link.click();
    const popup = await opened;
    await expect(popup).toHaveURL(`${SHOP}#`);
  } finally {
    await context.close();
  }
}

test("a tagged visit and its click show under 'Campañas', on a laptop and a phone", async ({ page, browser, owner: { api } }) => {
  test.setTimeout(120_000);
  const created = await api.createPage('Campañas');
  await api.addItem(created.id, { type: 'link', content: { title: 'Mi tienda', url: SHOP } });

  await taggedVisit(browser, created.slug);

  await page.goto(`/edit/${created.id}`);
  await page.getByRole('tab', { name: 'Estadísticas' }).click();
  const tab = page.getByTestId('statistics-tab');
  const table = tab.getByRole('table', { name: 'Vistas, visitantes y clics de cada campaña' });
  // The numbers follow the visit within seconds (the tab asks every 5 s).
  await expect(table).toBeVisible({ timeout: 20_000 });
  await expect(table.getByRole('columnheader')).toHaveText(['Fuente', 'Medio', 'Campaña', 'Vistas', 'Visitantes', 'Clics']);
  const row = table.getByRole('row', { name: /boletin/ });
  await expect(row.getByRole('cell')).toHaveText(['email', 'otono', '1', '1', '1']);

  const campaigns = tab.getByRole('region', { name: 'Campañas' });
  await campaigns.scrollIntoViewIfNeeded();
  await expectNoViolations(page);
  await page.screenshot({ path: test.info().outputPath('campanas-portatil.png'), fullPage: true });
  await campaigns.screenshot({ path: test.info().outputPath('campanas-portatil-tabla.png') });

  // On a phone the medium and campaign go under the source; four columns fit.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(table.getByRole('columnheader')).toHaveText(['Fuente', 'Vistas', 'Visitantes', 'Clics']);
  await expect(row.getByRole('rowheader')).toHaveText('boletinMedio: email · Campaña: otono');
  await expect(row.getByRole('cell')).toHaveText(['1', '1', '1']);
  expect(await table.evaluate((element) => element.scrollWidth - (element.parentElement?.clientWidth ?? 0))).toBeLessThanOrEqual(0);
  await expectNoViolations(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await campaigns.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('campanas-movil.png') });
  await campaigns.screenshot({ path: test.info().outputPath('campanas-movil-tabla.png') });
});
