import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Download, Page } from '@playwright/test';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { apiAs } from './support/accounts';
import { cardOf, previewOf, recordPagePatches, serverPage } from './support/page-settings';
import { toastOf } from './support/toasts';
import { expect, test } from './support/fixtures';

async function openSettings(page: Page) {
  await page.getByRole('tab', { name: 'Ajustes' }).click();
  await expect(page.getByRole('heading', { name: 'Configuración General' })).toBeVisible();
}

/** Reads a downloaded QR code (PNG, or SVG drawn at ten times its size) the way a phone camera would. */
async function decodeQr(download: Download) {
  const bytes = await readFile(await download.path());
  const svg = download.suggestedFilename().endsWith('.svg');
  const { data, info } = await sharp(bytes, svg ? { density: 720 } : {}).flatten({ background: '#ffffff' }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const code = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height);
  let darkest = [255, 255, 255];
  for (let i = 0; i < data.length; i += 4) {
    if (data[i]! + data[i + 1]! + data[i + 2]! < darkest[0]! + darkest[1]! + darkest[2]!) darkest = [data[i]!, data[i + 1]!, data[i + 2]!];
  }
  return { text: code?.data ?? null, width: info.width, darkest };
}

async function downloadQr(page: Page, format: 'PNG' | 'SVG') {
  const download = page.waitForEvent('download');
  await cardOf(page, 'Código QR').getByRole('button', { name: `Descargar ${format}` }).click();
  return download;
}

test('renaming a page regenerates the slug; a slug typed by hand; saving', async ({ page, request, baseURL, openNewPage }) => {
  const opened = await openNewPage('Inicio');
  const patches = recordPagePatches(page);
  await openSettings(page);
  const title = page.getByLabel('Título de la página');
  const slug = page.getByLabel('Slug', { exact: true });
  await expect(title).toHaveValue('Inicio');
  await expect(slug).toHaveValue('inicio');

  // The title regenerates the slug, and the preview follows at once; nothing is sent yet.
  await title.fill('Mi Tienda Ñandú ¡Nueva!');
  await expect(slug).toHaveValue('mi-tienda-nandu-nueva');
  await expect(previewOf(page).getByRole('heading', { name: 'Mi Tienda Ñandú ¡Nueva!' })).toBeVisible();
  await expect(page.getByText('Tienes cambios sin guardar.')).toBeVisible();
  await expect(page.locator('[id$="-slug-hint"]').getByText(`${baseURL}/view/mi-tienda-nandu-nueva`)).toBeVisible();
  // Before saving, the new address and the old one that keeps redirecting to it (issue 12).
  const note = page.getByTestId('slug-change-note');
  await expect(note).toContainText(`Al guardar, tu página se publicará en ${baseURL}/view/mi-tienda-nandu-nueva.`);
  await expect(note).toContainText(`La dirección anterior, ${baseURL}/view/inicio, seguirá funcionando y llevará a la nueva.`);

  // By hand only letters (accents as plain letters), digits and hyphens are kept, lowercased; spaces become hyphens.
  await slug.fill('Mi Slug_2!');
  await expect(slug).toHaveValue('mi-slug2');
  await slug.pressSequentially(' Ñ-Final');
  await expect(slug).toHaveValue('mi-slug2-n-final');

  // The show-title switch hides the title in the preview.
  await page.getByRole('switch', { name: 'Mostrar título' }).click();
  await expect(previewOf(page).getByRole('heading', { name: 'Mi Tienda Ñandú ¡Nueva!' })).toBeHidden();
  // Nothing of this is sent by itself: the save below sends the one PATCH this test sees.

  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(toastOf(page, '¡Guardado!')).toBeVisible();
  await expect(page.getByText('Tienes cambios sin guardar.')).toBeHidden();
  await expect(note).toHaveCount(0);
  expect(patches).toEqual([{ title: 'Mi Tienda Ñandú ¡Nueva!', slug: 'mi-slug2-n-final', showTitle: false }]);
  expect(await serverPage(request, opened.token, opened.id)).toMatchObject({ title: 'Mi Tienda Ñandú ¡Nueva!', slug: 'mi-slug2-n-final', showTitle: false });
  await expect(page.getByRole('combobox', { name: 'Página', exact: true })).toHaveText(`Mi Tienda Ñandú ¡Nueva! - ${opened.id}`);
  await expect(page.getByRole('complementary', { name: 'Vista previa' }).getByRole('link', { name: /Abrir/ })).toHaveAttribute('href', '/view/mi-slug2-n-final');
  const published = await request.get('/view/mi-slug2-n-final');
  expect(published.status()).toBe(200);
  expect(await published.text()).toContain('Mi Tienda Ñandú ¡Nueva!');

  // The three refusals of section 8 that a person can reach: an empty slug (an empty title too).
  await slug.fill('');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(toastOf(page, 'El slug no puede estar vacío.')).toBeVisible();
  await title.fill('');
  await expect(slug).toHaveValue('pagina-sin-titulo');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(toastOf(page, 'El título no puede estar vacío.')).toBeVisible();
  expect(patches).toHaveLength(1);

  // Typing the saved values back leaves nothing to save.
  await title.fill('Mi Tienda Ñandú ¡Nueva!');
  await slug.fill('mi-slug2-n-final');
  await page.getByRole('switch', { name: 'Mostrar título' }).click();
  await page.getByRole('switch', { name: 'Mostrar título' }).click();
  await expect(page.getByText('Tienes cambios sin guardar.')).toBeHidden();
});

test("a taken slug shows the server's message and keeps the edit", async ({ page, request, openNewPage }) => {
  const opened = await openNewPage('Primera');
  const taken = String((await apiAs(request, opened.token, 'POST', '/api/pages', { title: 'Ocupada' })).slug);
  await openSettings(page);
  await page.getByLabel('Slug', { exact: true }).fill(taken);
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(toastOf(page, `La URL "${taken}" ya está en uso. Elige otra.`)).toBeVisible();
  await expect(page.getByLabel('Slug', { exact: true })).toHaveValue(taken);
  await expect(page.getByText('Tienes cambios sin guardar.')).toBeVisible();
  expect((await serverPage(request, opened.token, opened.id)).slug).toBe(opened.slug);

  const free = `libre-${Date.now().toString(36)}`;
  await page.getByLabel('Slug', { exact: true }).fill(free);
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(toastOf(page, '¡Guardado!')).toBeVisible();
  expect((await serverPage(request, opened.token, opened.id)).slug).toBe(free);
});

test("'Copiar URL' puts the public address on the clipboard", async ({ page, context, baseURL, openNewPage }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const { slug } = await openNewPage('Mi Enlace');
  await openSettings(page);
  await page.getByRole('button', { name: 'Copiar URL' }).click();
  await expect(toastOf(page, 'URL copiada')).toContainText(`${baseURL}/view/${slug}`);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/view/${slug}`);
});

test('the QR code downloads as PNG and SVG, in its colour, and a camera reads it', async ({ page, request, baseURL, openNewPage }) => {
  const opened = await openNewPage('Código');
  const renamedSlug = `qr-${Date.now().toString(36)}`;
  await openSettings(page);
  const card = cardOf(page, 'Código QR');
  await expect(card.getByRole('img', { name: `Código QR de ${baseURL}/view/${opened.slug}` })).toBeVisible();

  const png = await downloadQr(page, 'PNG');
  expect(png.suggestedFilename()).toBe(`qr-${opened.slug}.png`);
  expect(await decodeQr(png)).toEqual({ text: `${baseURL}/view/${opened.slug}`, width: 1024, darkest: [0, 0, 0] });

  const svg = await downloadQr(page, 'SVG');
  expect(svg.suggestedFilename()).toBe(`qr-${opened.slug}.svg`);
  expect((await readFile(await svg.path(), 'utf8')).startsWith('<svg')).toBe(true);
  expect((await decodeQr(svg)).text).toBe(`${baseURL}/view/${opened.slug}`);

  // In the chosen colour; a colour too light for cameras is pointed out.
  await card.getByLabel('Color del código', { exact: true }).fill('#1D4ED8');
  await expect(card.getByRole('img', { name: /^Código QR de/ })).toBeVisible();
  const blue = await decodeQr(await downloadQr(page, 'PNG'));
  expect(blue.text).toBe(`${baseURL}/view/${opened.slug}`);
  expect(blue.darkest).toEqual([29, 78, 216]);
  expect((await decodeQr(await downloadQr(page, 'SVG'))).darkest).toEqual([29, 78, 216]);
  await card.getByLabel('Color del código', { exact: true }).fill('#FDE047');
  await expect(card.getByText('Este color es muy claro')).toBeVisible();
  await card.getByLabel('Color del código', { exact: true }).fill('#1D4ED8');

  // The colour stays in the editor's local state ('linkhub-content'), written within a second (issue 13).
  const stored = () => page.evaluate(() => (JSON.parse(localStorage.getItem('linkhub-content') ?? '{}') as { state?: { qrSettings?: unknown } }).state?.qrSettings);
  await expect.poll(stored).toEqual({ type: 'page', color: '#1D4ED8' });

  // A slug typed but not saved is not in the code until it is saved.
  await page.getByLabel('Slug', { exact: true }).fill(renamedSlug);
  await expect(card.getByText('El código usa la URL guardada')).toBeVisible();
  expect((await decodeQr(await downloadQr(page, 'PNG'))).text).toBe(`${baseURL}/view/${opened.slug}`);
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(toastOf(page, '¡Guardado!')).toBeVisible();
  await expect(card.getByRole('img', { name: `Código QR de ${baseURL}/view/${renamedSlug}` })).toBeVisible();
  const renamed = await downloadQr(page, 'PNG');
  expect(renamed.suggestedFilename()).toBe(`qr-${renamedSlug}.png`);
  expect((await decodeQr(renamed)).text).toBe(`${baseURL}/view/${renamedSlug}`);

  // The permanent link by id.
  await card.getByRole('combobox', { name: 'Dirección del código' }).click();
  await page.getByRole('option', { name: /Enlace permanente/ }).click();
  expect((await decodeQr(await downloadQr(page, 'PNG'))).text).toBe(`${baseURL}/view/page/${opened.id}`);
  expect((await request.get(`/view/page/${opened.id}`)).status()).toBe(200);
});

test('leaving with unsaved general settings asks first', async ({ page, request, openNewPage }) => {
  const opened = await openNewPage('Guardia');
  const other = await apiAs(request, opened.token, 'POST', '/api/pages', { title: 'Destino' });
  await page.getByRole('button', { name: 'Refrescar Lista' }).click();
  await openSettings(page);
  await page.getByLabel('Título de la página').fill('Guardia cambiada');

  const selector = page.getByRole('combobox', { name: 'Página', exact: true });
  await selector.click();
  await page.getByRole('option', { name: `Destino - ${other.id}` }).click();
  const dialog = page.getByRole('alertdialog', { name: '¿Salir sin guardar?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Seguir editando' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(`/edit/${opened.id}`);
  await expect(page.getByLabel('Título de la página')).toHaveValue('Guardia cambiada');

  await selector.click();
  await page.getByRole('option', { name: `Destino - ${other.id}` }).click();
  await dialog.getByRole('button', { name: 'Descartar cambios' }).click();
  await expect(page).toHaveURL(`/edit/${other.id}`);
  expect((await serverPage(request, opened.token, opened.id)).title).toBe('Guardia');
  await page.goBack();
  await openSettings(page);
  await expect(page.getByLabel('Título de la página')).toHaveValue('Guardia');

  // Closing or reloading the tab asks the browser's question first.
  await page.getByLabel('Título de la página').fill('Guardia otra vez');
  const question = page.waitForEvent('dialog');
  const reloaded = page.reload();
  expect((await question).type()).toBe('beforeunload');
  await (await question).accept();
  await reloaded;
  await openSettings(page);
  await expect(page.getByLabel('Título de la página')).toHaveValue('Guardia');
});

test('no axe violations on the Ajustes tab', async ({ page, ownerPage: _editorOpen }) => {
  await openSettings(page);
  await page.getByLabel('Título de la página').fill('Accesible y clara');
  await cardOf(page, 'Código QR').getByLabel('Color del código', { exact: true }).fill('#FDE047');
  await expect(page.getByText('Este color es muy claro')).toBeVisible();
  await expect(page.getByRole('img', { name: /^Código QR de/ })).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
});
