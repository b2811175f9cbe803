import { expect, test } from '@playwright/test';
import { fakeOutsideWorld } from './support/external';
import { ownerApi, pageWithEveryBlock } from './support/fixtures';
import { openPublicPage } from './support/public-page';

for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
  test(`shots ${viewport.width}`, async ({ browser, baseURL }) => {
    const fixture = await pageWithEveryBlock(await ownerApi(baseURL as string), 'Ana López');
    const context = await browser.newContext({ viewport, permissions: ['clipboard-read', 'clipboard-write'] });
    await fakeOutsideWorld(context);
    const page = await context.newPage();
    await page.addInitScript(() => Object.defineProperty(navigator, 'share', { value: undefined }));
    await openPublicPage(page, `/view/${fixture.page.slug}`);
    await page.screenshot({ path: `/tmp/pp-shot-${viewport.width}-top.png` });
    await page.getByRole('button', { name: 'Compartir' }).click();
    await expect(page.getByRole('status')).toHaveText('Enlace copiado al portapapeles');
    await page.screenshot({ path: `/tmp/pp-shot-${viewport.width}-copied.png` });
    await page.getByText('Diseñadora · Estudio Sol').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.screenshot({ path: `/tmp/pp-shot-${viewport.width}-dialog.png` });
    await page.keyboard.press('Escape');
    await page.evaluate(() => history.replaceState({ usr: { footer: { visible: true, floating: true, text: 'Reserva tu cita', buttonText: 'Reservar', buttonUrl: 'https://citas.example.com/' } } }, ''));
    await page.reload();
    await page.locator('html[data-enhanced]').waitFor({ state: 'attached' });
    await page.getByRole('link', { name: /Proyectos.*Ver Subpágina/ }).click();
    await expect(page.getByRole('heading', { name: 'Mis proyectos' })).toBeVisible();
    await page.screenshot({ path: `/tmp/pp-shot-${viewport.width}-subpage.png` });
    await page.goBack();
    await expect(page.getByTestId('footer-bar')).toBeVisible();
    await page.screenshot({ path: `/tmp/pp-shot-${viewport.width}-footer.png` });
    await context.close();
  });
}
