import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { fakeOutsideWorld } from './support/external';
import { expect, test } from './support/fixtures';

const PHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** A visitor on a phone with JavaScript off opens the page. */
async function visit(browser: Browser, slug: string) {
  const context = await browser.newContext({ javaScriptEnabled: false, userAgent: PHONE_UA, viewport: { width: 390, height: 844 } });
  await fakeOutsideWorld(context);
  const page = await context.newPage();
  try {
    await page.goto(`/view/${slug}`);
    await expect(page.getByRole('link', { name: /Mi tienda/ })).toBeVisible();
  } finally {
    await context.close();
  }
}

test("'Ahora' shows a visit of the last 30 minutes on its own within its 30-second refresh, on a laptop and a phone (issue 42)", async ({
  page,
  browser,
  owner: { api },
}) => {
  const created = await api.createPage('Ahora');
  await api.addItem(created.id, { type: 'link', content: { title: 'Mi tienda', url: 'https://tienda.example/' } });

  // The page's own clock, so that the test moves it past the 30-second refresh instead of waiting.
  await page.clock.install();
  await page.goto(`/edit/${created.id}`);
  await page.getByRole('tab', { name: 'Estadísticas' }).click();
  const card = page.getByRole('region', { name: 'Ahora' });
  await expect(card.getByTestId('stats-now-empty')).toContainText('Nadie ha abierto tu página en los últimos 30 minutos.');
  await expect(card.getByTestId('stats-now-visitors')).toHaveText('0 visitantes en los últimos 30 minutos');
  await expectNoViolations(page);
  await page.screenshot({ path: test.info().outputPath('ahora-vacio-portatil.png'), fullPage: true });

  // The tab stays open: the next refresh (every 30 s) brings the visit, with no reload.
  await visit(browser, created.slug);
  // The visit is written a moment after it is answered: each try moves on to the next refresh.
  await expect(async () => {
    await page.clock.fastForward(30_000);
    await expect(card.getByTestId('stats-now-visitors')).toHaveText('1 visitante en los últimos 30 minutos', { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await expect(card).toContainText('1 vista');
  await expect(card).toContainText(/Minuto con más vistas: \d{2}:\d{2}, con 1 vista\./);

  await card.getByText('Ver por minuto').click();
  const table = card.getByRole('table', { name: 'Vistas y visitantes de cada minuto de los últimos 30' });
  await expect(table.getByRole('row')).toHaveCount(31);
  const counted = table.getByRole('row').filter({ has: page.getByRole('cell', { name: '1', exact: true }) });
  await expect(counted).toHaveCount(1);
  await expectNoViolations(page);
  await page.screenshot({ path: test.info().outputPath('ahora-portatil.png') });

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(card.getByTestId('stats-now-visitors')).toBeVisible();
  await expectNoViolations(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath('ahora-movil.png') });
});
