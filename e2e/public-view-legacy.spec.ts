import { expect, test } from '@playwright/test';
import { fakeOutsideWorld } from './support/external';
import { type LegacyServer, startLegacyServer } from './support/legacy-server';
import { openPublicPage } from './support/public-page';

let server: LegacyServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startLegacyServer();
});
test.afterAll(async () => {
  await server?.stop();
});
test.beforeEach(async ({ context }) => {
  await fakeOutsideWorld(context);
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(`javascript: addresses stored before validation (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, () => {
    test.use({ javaScriptEnabled });

    test('never become links; the rest of the page still renders', async ({ page }) => {
      let dialogs = 0;
      page.on('dialog', (dialog) => {
        dialogs += 1;
        void dialog.dismiss();
      });
      if (javaScriptEnabled) await openPublicPage(page, `${server.baseURL}/view/${server.slug}`);
      else await page.goto(`${server.baseURL}/view/${server.slug}`);
      await expect(page.getByRole('heading', { name: 'Página antigua' })).toBeVisible();
      await expect(page.getByText('Enlace malicioso')).toBeVisible();
      await expect(page.getByRole('link', { name: /Enlace malicioso/ })).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Titular trampa' })).toBeVisible();
      await expect(page.getByText('Texto guardado como JSON')).toBeVisible();
      await expect(page.getByRole('img', { name: 'Foto' })).toBeVisible();

      const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      for (const href of hrefs) expect(href).toMatch(/^(https?:|mailto:|tel:|\/)/);

      await page.getByText('Enlace malicioso').click();
      await page.getByRole('heading', { name: 'Titular trampa' }).click();
      await page.getByRole('img', { name: 'Foto' }).click();
      expect(dialogs).toBe(0);
      await expect(page).toHaveURL(`${server.baseURL}/view/${server.slug}`);
    });
  });
}
