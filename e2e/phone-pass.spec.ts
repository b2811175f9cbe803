import { apiAs } from './support/accounts';
import { fakeOutsideWorld } from './support/external';
import { expect, openApp, test } from './support/fixtures';
import { previewOf } from './support/page-settings';

/**
 * Issue 32's phone-first editor pass, the smaller items (decisions 542 and 543): a new block's first
 * field on screen, the laptop preview following the block being edited, the cards' small previews in
 * the page's button style, a PDF named by its title, 'Mi cuenta' by name, and the first run's welcome.
 */
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };

test.beforeEach(async ({ context }) => {
  await fakeOutsideWorld(context);
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test("a new block is scrolled so that its first field is on screen, above the floating 'Agregar contenido'", async ({ page, owner }, testInfo) => {
    const created = await owner.api.createPage('Bloque nuevo');
    for (let n = 1; n <= 6; n++) await owner.api.addItem(created.id, { type: 'text', content: { text: `Párrafo ${n}` } });
    await page.goto(`/edit/${created.id}`);
    await expect(page.getByTestId('item-card')).toHaveCount(6, { timeout: 30_000 });

    const add = page.getByTestId('floating-add').getByRole('button', { name: 'Agregar contenido' });
    await add.click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Título', exact: true }).click();
    const card = page.getByTestId('item-card').nth(6);
    await expect(card).toHaveAttribute('data-expanded', 'true');
    const field = card.getByLabel('Texto', { exact: true });
    await expect(field).toBeInViewport({ ratio: 1 });
    // Settled, and clear of the floating button.
    await expect.poll(async () => (await field.boundingBox())?.y).toBeGreaterThan(56);
    const fieldBox = await field.boundingBox();
    const addBox = await add.boundingBox();
    expect(fieldBox!.y + fieldBox!.height).toBeLessThanOrEqual(addBox!.y);
    await page.screenshot({ path: testInfo.outputPath('phone-new-block.png') });
  });

  test("'Mi cuenta' is a labelled entry in the header, with the e-mail it is for", async ({ page, owner }, testInfo) => {
    await openApp(page, owner);
    const entry = page.getByRole('banner').getByRole('link', { name: /^Mi cuenta/ });
    await expect(entry).toBeVisible();
    await expect(entry.getByText('Mi cuenta', { exact: true })).toBeVisible();
    await expect(entry.getByTestId('account-email')).toHaveText(owner.email);
    expect((await entry.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await page.screenshot({ path: testInfo.outputPath('phone-header.png') });
    await entry.click();
    await expect(page.getByRole('heading', { name: 'Mi cuenta', level: 1 })).toBeVisible();
  });

  test('the first run greets the owner, with the way to create the first page', async ({ page, owner }, testInfo) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'No se encontró ninguna página para editar.' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Te damos la bienvenida: crea tu primera página y reúne en ella tus enlaces, textos, imágenes y vídeos.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Crear primera página' })).toBeVisible();
    await expect(page.getByRole('banner').getByTestId('account-email')).toHaveText(owner.email);
    await page.screenshot({ path: testInfo.outputPath('phone-first-run.png') });
  });
});

test.describe('on a laptop', () => {
  test.use({ viewport: LAPTOP });

  test('the preview scrolls to the block being edited', async ({ page, owner }, testInfo) => {
    const created = await owner.api.createPage('Vista que sigue');
    for (let n = 1; n <= 12; n++) await owner.api.addItem(created.id, { type: 'text', content: { text: `Párrafo ${n}` } });
    const last = await owner.api.addItem(created.id, { type: 'heading', content: { text: 'El último bloque', size: 'medium' } });
    await page.goto(`/edit/${created.id}`);
    const preview = previewOf(page);
    await expect(preview.getByRole('heading', { name: 'Vista que sigue' })).toBeVisible({ timeout: 30_000 });
    const block = preview.locator(`[data-preview-item="${last.id}"]`);
    await expect(block).toHaveText('El último bloque');
    await expect(block).not.toBeInViewport();

    // Opening the last card (the focus goes into it) brings its block into the preview's screen.
    await page.locator(`[data-testid="item-card"][data-item-id="${last.id}"]`).getByTestId('item-card-toggle').click();
    await expect(block).toBeInViewport();
    expect(await preview.evaluate((region) => region.scrollTop)).toBeGreaterThan(0);

    // Back to the first one: the preview follows.
    const first = page.getByTestId('item-card').first();
    await first.getByTestId('item-card-toggle').click();
    await first.getByLabel('Texto', { exact: true }).focus();
    await expect(preview.locator('[data-preview-item]').first()).toBeInViewport();
    await expect(block).not.toBeInViewport();
    await page.screenshot({ path: testInfo.outputPath('laptop-preview-follows.png') });
  });

  test("the cards' small previews follow the page's button style", async ({ page, owner }, testInfo) => {
    const created = await owner.api.createPage('Botones');
    await owner.api.updatePage(created.id, { buttonShape: 'pill', buttonFill: 'solid', buttonColor: '#B91C1C', buttonTextColor: '#FFFFFF' });
    await owner.api.addItem(created.id, { type: 'link', content: { title: 'Mi tienda', url: 'https://shop.example.com/' } });
    await page.goto(`/edit/${created.id}`);
    await expect(page.getByTestId('item-card')).toHaveCount(1, { timeout: 30_000 });
    await page.getByTestId('item-card-toggle').click();
    const styleOf = (selector: string) =>
      page.locator(selector).first().evaluate((element) => {
        const style = getComputedStyle(element);
        return { radius: style.borderTopLeftRadius, background: style.backgroundColor, color: style.color };
      });
    const small = await styleOf('[data-testid="item-preview"] a');
    expect(small).toEqual({ radius: '9999px', background: 'rgb(185, 28, 28)', color: 'rgb(255, 255, 255)' });
    expect(await styleOf('[aria-label="Vista previa móvil"] [data-block-type="link"] a')).toEqual(small);
    await page.getByTestId('item-preview').screenshot({ path: testInfo.outputPath('laptop-card-preview.png') });
  });

  test('a PDF is named by its title, not its file name, in its card', async ({ page, owner, request }) => {
    const created = await owner.api.createPage('Documentos');
    const pdf = await owner.api.addItem(created.id, {
      type: 'pdf',
      content: { title: 'Carta de verano', url: 'https://files.example.com/scan_0042.pdf', filename: 'scan_0042.pdf', filesize: 30_000 },
    });
    const stored = (await apiAs(request, owner.token, 'GET', `/api/pages/${created.id}/items`)) as unknown as { id: number; content: { filename?: string } }[];
    expect(stored.find((item) => item.id === pdf.id)?.content.filename).toBe('scan_0042.pdf');
    await page.goto(`/edit/${created.id}`);
    const summary = page.getByTestId('item-card').first().getByTestId('item-summary');
    await expect(summary).toHaveText('Carta de verano · 29.3 KB', { timeout: 30_000 });
    await expect(summary).not.toContainText('scan_0042');
  });
});
