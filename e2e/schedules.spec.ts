import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { cardOf, previewOf } from './support/page-settings';
import { expect, ownerApi, test } from './support/fixtures';

// Issue 36 (decisions 960-962): schedules, drafts and redirect mode, as a visitor meets them and as
// the owner sets them. The server runs on the real clock: windows are set around now.
const hour = 3_600_000;
const iso = (offset: number) => new Date(Date.now() + offset).toISOString();
const SHOTS = process.env.SHOTS_DIR;

async function expectNoViolations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const results = await builder.analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`a visitor on a phone, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled });

    test('meets scheduled blocks, a draft and a redirect', async ({ page, baseURL }) => {
      const api = await ownerApi(baseURL as string);
      const other = await api.createPage('Destino');
      const shown = await api.createPage('Agenda');
      await api.addItem(shown.id, { type: 'heading', content: { text: 'Siempre aquí' } });
      const later = await api.addItem(shown.id, { type: 'link', content: { title: 'Aún no', url: 'https://example.com/pronto' } });
      const ended = await api.addItem(shown.id, { type: 'link', content: { title: 'Ya pasó', url: 'https://example.com/fin' } });
      const now = await api.addItem(shown.id, { type: 'link', content: { title: 'Ahora sí', url: 'https://example.com/ahora' } });
      await api.updateItem(later.id, { visibleFrom: iso(hour) });
      await api.updateItem(ended.id, { visibleFrom: iso(-2 * hour), visibleUntil: iso(-hour) });
      await api.updateItem(now.id, { visibleFrom: iso(-hour), visibleUntil: iso(hour) });

      await page.goto(`/view/${shown.slug}`);
      await expect(page.getByText('Siempre aquí')).toBeVisible();
      await expect(page.getByRole('link', { name: /Ahora sí/ })).toBeVisible();
      await expect(page.getByText('Aún no')).toHaveCount(0);
      await expect(page.getByText('Ya pasó')).toHaveCount(0);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/visitor-scheduled-js-${javaScriptEnabled}.png`, fullPage: true });

      // The ended block's /go: the Spanish page, with a way back.
      const gone = await page.goto(`/go/${ended.id}`);
      expect(gone?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Este enlace ya no está disponible' })).toBeVisible();
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/gone-link-js-${javaScriptEnabled}.png` });
      if (javaScriptEnabled) await expectNoViolations(page);
      await page.getByRole('link', { name: 'Volver a la página' }).click();
      await expect(page).toHaveURL(new RegExp(`/view/${shown.slug}$`));

      // A draft: 404 for visitors.
      await api.updatePage(other.id, { status: 'draft' });
      expect((await page.goto(`/view/${other.slug}`))?.status()).toBe(404);
      await api.updatePage(other.id, { status: 'published' });

      // A redirect in its window: the page leads to its link (here, another page of this site).
      const target = await api.addItem(shown.id, { type: 'link', content: { title: 'Al destino', url: `${baseURL}/view/${other.slug}` } });
      await api.updatePage(shown.id, { redirect: { itemId: target.id, from: iso(-hour), until: iso(hour) } });
      await page.goto(`/view/${shown.slug}`);
      await expect(page).toHaveURL(new RegExp(`/view/${other.slug}`));
      await expect(page.getByRole('heading', { name: 'Destino' })).toBeVisible();
      // Ended: the page is back.
      await api.updatePage(shown.id, { redirect: { itemId: target.id, from: iso(-2 * hour), until: iso(-hour) } });
      await page.goto(`/view/${shown.slug}`);
      await expect(page).toHaveURL(new RegExp(`/view/${shown.slug}$`));
      await expect(page.getByText('Siempre aquí')).toBeVisible();
    });
  });
}

for (const [device, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['laptop', { width: 1280, height: 800 }],
] as const) {
  test.describe(`the owner on a ${device}`, () => {
    test.use({ viewport });

    test('schedules a block and sets the page as a draft and a redirect', async ({ page, owner, baseURL }) => {
      const created = await owner.api.createPage('Programada');
      const opened = { id: created.id, slug: created.slug, token: owner.token };
      const link = await owner.api.addItem(opened.id, { type: 'link', content: { title: 'Entradas', url: 'https://example.com/entradas' } });
      // On a phone the preview is not on screen: the content tab's card says the editor is ready.
      await page.goto(`/edit/${opened.id}`);
      await expect(page.getByTestId('item-card').first()).toBeVisible({ timeout: 30_000 });
      const card = page.getByTestId('item-card').first();
      await card.getByTestId('item-card-toggle').click();
      await card.getByRole('button', { name: 'Programar' }).click();
      const section = card.getByTestId('schedule-section');
      await expect(section.getByText('Programar')).toBeVisible();
      await section.getByLabel('Mostrar desde').fill('2099-01-01T10:00');
      await section.getByLabel('Mostrar hasta').fill('2098-01-01T10:00');
      await section.getByRole('button', { name: 'Guardar programación' }).click();
      await expect(section.getByRole('alert')).toHaveText('El final debe ser posterior al inicio.');
      await section.getByLabel('Mostrar hasta').fill('2099-01-02T10:00');
      await section.getByRole('button', { name: 'Guardar programación' }).click();
      await expect(card.getByTestId('item-scheduled')).toBeVisible();
      await expectNoViolations(page, '[data-testid="schedule-section"]');
      if (device === 'laptop') {
        await expect(previewOf(page).locator('[data-scheduled="out"]').getByText('Programado')).toBeVisible();
      }
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/owner-programar-${device}.png`, fullPage: true });
      const visitor = await page.request.get(`${baseURL}/view/${opened.slug}`);
      expect(await visitor.text()).not.toContain('Entradas');

      await page.getByRole('tab', { name: 'Ajustes' }).click();
      const publication = cardOf(page, 'Publicación');
      await expect(publication).toBeVisible();
      await publication.getByLabel('Estado').selectOption('draft');
      await publication.getByRole('button', { name: 'Guardar publicación' }).click();
      await expect(page.getByText('Publicación guardada').first()).toBeVisible();
      expect((await page.request.get(`${baseURL}/view/${opened.slug}`)).status()).toBe(404);
      // The editor's preview still shows it.
      if (device === 'laptop') await expect(previewOf(page).getByRole('heading', { name: 'Programada' })).toBeVisible();

      await publication.getByLabel('Estado').selectOption('published');
      await publication.getByLabel('Redirigir a un enlace').selectOption(String(link.id));
      await publication.getByLabel('Desde').fill('2099-01-01T10:00');
      await publication.getByLabel('Hasta').fill('2099-01-02T10:00');
      await publication.getByRole('button', { name: 'Guardar publicación' }).click();
      await expect(page.getByText('Publicación guardada').first()).toBeVisible();
      await expectNoViolations(page, '[data-testid="publication-card"]');
      if (SHOTS) await publication.screenshot({ path: `${SHOTS}/owner-publicacion-${device}.png` });
      const stored = await (await page.request.get(`${baseURL}/api/pages/id/${opened.id}`, { headers: { authorization: `Bearer ${opened.token}` } })).json();
      expect(stored).toMatchObject({ status: 'published', redirect: { itemId: link.id } });
    });
  });
}
