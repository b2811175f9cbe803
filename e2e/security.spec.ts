import sharp from 'sharp';
import { XSS_TEXT, hostileTextContent, BLOCK_TYPES } from '../src/shared/testing/xss';
import { expandAll } from './support/cards';
import { renderedProblems, watchCsp } from './support/csp';
import { OwnerApi, signUpThroughApi } from './support/api';
import { everyBlockType } from './support/blocks';
import { FAKE_YOUTUBE_API, IMAGE_BASE, fakeOutsideWorld } from './support/external';
import { chooseFile, pngFile, previewOf } from './support/page-settings';
import { toastOf } from './support/toasts';
import { openPublicPage } from './support/public-page';
import { expect, openApp, signedInOwner, test } from './support/fixtures';

/**
 * The Content-Security-Policy in a real browser: the public page, login and the editor's three tabs
 * load and work (hydration, contact dialog, YouTube click-to-play) with no violation reported; and
 * markup stored in every block's text never runs (no dialog, no injected global).
 */

/** An image uploaded to this server, as the editor does, so the page's images are same-origin. */
async function uploadedImage(baseURL: string, token: string, color: string): Promise<string> {
  const bytes = await sharp({ create: { width: 64, height: 64, channels: 3, background: color } }).png().toBuffer();
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'foto.png');
  const res = await fetch(`${baseURL}/api/upload/image`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  expect(res.status).toBe(201);
  return ((await res.json()) as { imageUrl: string }).imageUrl;
}

async function signUp(baseURL: string): Promise<{ api: OwnerApi; token: string }> {
  const { session } = await signUpThroughApi(baseURL, `csp-${crypto.randomUUID()}@example.com`);
  return { api: OwnerApi.withToken(baseURL, session.access_token), token: session.access_token };
}

test.beforeEach(async ({ context }) => {
  await fakeOutsideWorld(context);
  await context.route('https://www.youtube.com/iframe_api', (route) => route.fulfill({ contentType: 'text/javascript', body: FAKE_YOUTUBE_API }));
});

test('the public page works under the CSP: hydration, contact dialog, YouTube, no violation', async ({ page, baseURL }) => {
  const { api, token } = await signUp(baseURL as string);
  const image = await uploadedImage(baseURL as string, token, '#60a5fa');
  const created = await api.createPage('Página segura');
  await api.updatePage(created.id, { profileImage: image, backgroundImage: image });
  for (const block of everyBlockType('http://unused.test')) {
    const content = { ...block.content } as Record<string, unknown>;
    for (const key of ['cardImageUrl', 'imageUrl']) if (key in content) content[key] = image;
    if ('favicon' in content) delete content.favicon;
    await api.addItem(created.id, { type: block.type, content });
  }

  const watch = await watchCsp(page);
  const response = await openPublicPage(page, `/view/${created.slug}`);
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self' https://www.youtube.com");
  await expect(page.getByRole('img', { name: 'Foto de perfil de Página segura' })).toHaveJSProperty('naturalWidth', 64);

  // Hydrated: the contact card opens its dialog (JavaScript only).
  await page.getByText('Diseñadora · Estudio Sol').click();
  const dialog = page.getByRole('dialog', { name: 'Ana López' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // YouTube: the API script from youtube.com and the nocookie player frame are allowed.
  await page.getByRole('link', { name: 'Reproducir video: Mi charla en la conferencia' }).click();
  await expect(page.locator('iframe[title="YouTube video player"]')).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
  await watch.settled();
  expect(await watch.violations()).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('public-page-csp.png'), fullPage: true });
});

test('login and the editor (all five tabs) load with no violation', async ({ page, context, baseURL }) => {
  const watch = await watchCsp(page);
  const login = await page.goto('/login');
  expect(login?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  await expect(page.getByLabel('Correo Electrónico')).toBeVisible();
  expect(await watch.violations()).toEqual([]);

  // Signed in (the session planted after /login was seen signed out), the first page through the app.
  await openApp(page, await signedInOwner(context, baseURL as string));
  await page.getByRole('link', { name: 'Crear primera página' }).click();
  await page.getByRole('button', { name: 'Crear página' }).click();
  await expect(page).toHaveURL(/\/edit\/\d+$/);
  for (const tab of ['Contenido', 'Apariencia', 'Ajustes', 'Estadísticas', 'Suscriptores']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('heading', { name: tab, exact: true })).toBeVisible();
  }
  // The QR code of 'Ajustes' (a data: or blob: image / canvas) renders.
  await watch.settled();
  await page.screenshot({ path: test.info().outputPath('editor-ajustes-csp.png'), fullPage: true });
  expect(await watch.violations()).toEqual([]);
});

test('markup stored in every block never runs, on the public page or in the editor preview', async ({ page, owner: { api } }) => {
  const watch = await watchCsp(page);
  const created = await api.createPage('XSS');
  await api.updatePage(created.id, { title: XSS_TEXT });
  for (const type of BLOCK_TYPES) await api.addItem(created.id, { type, content: hostileTextContent(type) });

  await openPublicPage(page, `/view/${created.slug}`);
  await expect(page.getByText(XSS_TEXT).first()).toBeVisible();
  await watch.settled();
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();

  // The editor's preview renders the same blocks with the editor's own code.
  await page.goto(`/edit/${created.id}`);
  const preview = page.getByRole('complementary', { name: 'Vista previa' });
  await expect(preview.getByText(XSS_TEXT).first()).toBeVisible();
  // The Contenido tab's item cards: their small previews and the quick-edit fields hold it as text.
  const cards = page.getByTestId('item-card');
  await expect(cards).toHaveCount(BLOCK_TYPES.length);
  await expandAll(page);
  for (const [index, type] of BLOCK_TYPES.entries()) {
    const card = cards.nth(index);
    if (['heading', 'text', 'subpage', 'contactCard', 'link', 'pdf', 'youtube'].includes(type)) {
      await expect(card.getByTestId('item-preview'), type).toContainText(XSS_TEXT);
    }
  }
  await expect(cards.nth(BLOCK_TYPES.indexOf('heading')).getByLabel('Texto', { exact: true })).toHaveValue(XSS_TEXT);
  await expect(cards.nth(BLOCK_TYPES.indexOf('contactCard')).getByLabel('Notas', { exact: true })).toHaveValue(XSS_TEXT);
  expect(await renderedProblems(page.getByTestId('content-tab'))).toEqual([]);
  expect(await renderedProblems(preview)).toEqual([]);
  await watch.settled();
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(watch.dialogs).toEqual([]);
  expect(await watch.violations()).toEqual([]);
});

test('the Contenido tab with a block of every type: cards, drag, quick-edit uploads, no violation', async ({ page, owner: { api }, openNewPage }) => {
  const watch = await watchCsp(page);
  const opened = await openNewPage('Contenido seguro');
  for (const block of everyBlockType(IMAGE_BASE)) await api.addItem(opened.id, block);
  await page.reload();
  const cards = page.getByTestId('item-card');
  await expect(cards).toHaveCount(everyBlockType(IMAGE_BASE).length);
  await expandAll(page);
  // Every card's preview is drawn (images from the allowed outside host and YouTube's thumbnail).
  await expect(cards.locator('[data-testid="item-preview"] img').first()).toBeVisible();

  // Drag the second card above the first by mouse (dnd-kit's pointer sensor and its overlay).
  const secondId = await cards.nth(1).getAttribute('data-item-id');
  const handle = page.getByRole('button', { name: 'Arrastrar para reordenar: Texto 2' });
  await handle.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().top - 360));
  const box = await handle.boundingBox();
  if (!box) throw new Error('no drag handle');
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x, y - 10, { steps: 2 });
  await page.mouse.move(x, y - 300, { steps: 20 });
  await page.mouse.up();
  await expect(cards.nth(0)).toHaveAttribute('data-item-id', secondId ?? '');

  // Quick-edit uploads: the image block, the subpage card image and the contact photo.
  const uploads: [RegExp, string, string][] = [
    [/^Imagen \d+$/, 'Subir imagen', 'Imagen subida'],
    [/^Subpágina \d+$/, 'Subir imagen', 'Imagen subida'],
    [/^Tarjeta de Contacto \d+$/, 'Subir foto', 'Foto de contacto subida'],
  ];
  for (const [index, [card, button, toast]] of uploads.entries()) {
    const item = page.getByRole('listitem', { name: card }).first();
    await chooseFile(page, item.getByRole('button', { name: button }), await pngFile(`subida-${index}.png`, '#22c55e'));
    await expect(toastOf(page, toast)).toBeVisible();
    await expect(item.getByRole('button', { name: button })).toBeEnabled();
    await expect(item.locator('img[src*="/storage/v1/object/public/item-images/"]').first()).toBeVisible();
  }
  await expect.poll(() => previewOf(page).locator('img[src*="/storage/v1/object/public/item-images/"]').count()).toBeGreaterThanOrEqual(3);
  await watch.settled();
  await page.screenshot({ path: test.info().outputPath('contenido-csp.png'), fullPage: true });
  expect(watch.dialogs).toEqual([]);
  expect(await watch.violations()).toEqual([]);
});
