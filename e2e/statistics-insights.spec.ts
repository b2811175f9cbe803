import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { fakeOutsideWorld } from './support/external';
import { expect, test } from './support/fixtures';

/** Issue 42, 'compare': the change against the previous period, the chart's overlay and the sortable blocks table. */
const PHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** A visitor with JavaScript off opens the page, then asks for the /go links given (their redirects not followed). */
async function visit(browser: Browser, slug: string, goIds: number[]) {
  const context = await browser.newContext({ javaScriptEnabled: false, userAgent: PHONE_UA, viewport: { width: 390, height: 844 } });
  await fakeOutsideWorld(context);
  const page = await context.newPage();
  try {
    await page.goto(`/view/${slug}`);
    for (const id of goIds) {
      await page.goto(`/view/${slug}`);
      const link = page.locator(`a[href="/go/${id}"]`);
      expect(await link.count()).toBe(1);
      const go = await context.request.get(`/go/${id}`, { maxRedirects: 0, headers: { 'user-agent': PHONE_UA } });
      expect(go.status()).toBe(302);
    }
  } finally {
    await context.close();
  }
}

test('Estadísticas: each total\'s change, the previous period on the chart, every block sortable, on a laptop and a phone', async ({ page, browser, owner }) => {
  test.setTimeout(150_000);
  const { api } = owner;
  const created = await api.createPage('Comparar');
  const add = (title: string, url: string) => api.addItem(created.id, { type: 'link', content: { title, url } });
  const shop = await add('Tienda', 'https://tienda.example/');
  const blog = await add('Blog', 'https://blog.example/');
  await add('Agenda', 'https://agenda.example/');
  const gone = await add('Oferta de verano', 'https://oferta.example/');

  await visit(browser, created.slug, [shop.id, shop.id, blog.id, gone.id]);
  const removed = await page.request.delete(`/api/items/${gone.id}`, { headers: { authorization: `Bearer ${owner.token}` } });
  expect(removed.status()).toBe(204);

  await page.goto(`/edit/${created.id}`);
  await page.getByRole('tab', { name: 'Estadísticas' }).click();
  const tab = page.getByTestId('statistics-tab');
  const totals = tab.getByTestId('stats-totals');
  const clicks = totals.locator('div').filter({ has: page.getByText('Clics', { exact: true }) }).locator('dd').first();
  await expect(clicks).toHaveText('4', { timeout: 20_000 });
  // A new page: nothing before to compare with, said in words for every total.
  await expect(totals.getByTestId('stats-change')).toHaveText(Array(4).fill('Sin datos del periodo anterior'));

  // Every block with a link, 'Agenda' with no click; the deleted one apart.
  const blocks = tab.getByTestId('stats-blocks');
  const names = blocks.getByRole('rowheader');
  await expect(names).toHaveText([/^Tienda/, /^Blog/, /^Agenda/]);
  await expect(blocks.getByRole('row', { name: /^Agenda/ }).getByRole('cell').nth(1)).toHaveText('0');
  await expect(tab.getByRole('region', { name: 'Bloques eliminados' }).getByRole('rowheader')).toHaveText([/^Bloque n.º \d+$/]);

  const header = (name: string) => blocks.getByRole('columnheader', { name });
  await expect(header('Clics')).toHaveAttribute('aria-sort', 'descending');
  await header('Bloque').getByRole('button').click();
  await expect(header('Bloque')).toHaveAttribute('aria-sort', 'ascending');
  await expect(names).toHaveText([/^Agenda/, /^Blog/, /^Tienda/]);
  await header('Clics').getByRole('button').focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(header('Clics')).toHaveAttribute('aria-sort', 'ascending');
  await expect(names).toHaveText([/^Agenda/, /^Blog/, /^Tienda/]);

  // The previous period on the chart: a dashed line, and its numbers in the caption and the table.
  const chart = page.getByRole('figure', { name: 'Evolución diaria' });
  await chart.getByRole('switch', { name: 'Comparar con el periodo anterior' }).click();
  await expect(chart.getByTestId('stats-previous-summary')).toContainText('En total, 0 vistas, 0 visitantes y 0 clics.');
  await expect(page.getByTestId('stats-chart').getByText('Vistas (anterior)')).toBeAttached();
  await chart.getByText('Ver como tabla').click();
  const days = chart.getByRole('table', { name: /del día que le corresponde en el periodo anterior/ });
  await expect(days.getByRole('row')).toHaveCount(31);
  await expect(days.getByRole('row').last().getByRole('cell')).toHaveText([/^[1-9]$/, '1', '4', /\d{4}$/, '0', '0', '0']);

  await expectNoViolations(page);
  await tab.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('comparar-portatil.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('stats-chart').locator('canvas').first()).toBeVisible();
  await expectNoViolations(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath('comparar-movil.png'), fullPage: true });
});
