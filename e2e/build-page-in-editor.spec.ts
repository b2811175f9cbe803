import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { formatFileSize } from '../src/shared/file-size';
import { apiAs } from './support/accounts';
import { expandAll } from './support/cards';
import { fakeOutsideWorld } from './support/external';
import { expect, openApp, test } from './support/fixtures';
import { holdRequests } from './support/hold';
import { pdfFile } from './support/pdf';
import { expectLinkLeadsTo, openPublicPage } from './support/public-page';
import { toastOf } from './support/toasts';

/**
 * Issue 12, the editor's side: a new owner builds a real page only through the editor, on a laptop
 * and on a phone, and every part is checked on the public page with JavaScript on and off.
 */

const VIDEO_A = 'dQw4w9WgXcQ';
const VIDEO_B = 'M7lc1UVf-VE';
/** Every form people paste; each is stored as its 11-character id. */
const PASTED = (id: string) => [
  `https://www.youtube.com/watch?v=${id}`,
  `https://youtube.com/watch?v=${id}&t=42s&list=PL1234`,
  `https://youtu.be/${id}?si=abc123`,
  `https://www.youtube.com/shorts/${id}`,
  `https://www.youtube.com/embed/${id}?start=10`,
  `https://www.youtube.com/live/${id}?feature=shared`,
  `https://m.youtube.com/watch?feature=share&v=${id}`,
  id,
];
const PDF = pdfFile('Carta de precios.pdf', 'Carta de precios de Ana');

const DEVICES = [
  { name: 'laptop', viewport: { width: 1280, height: 800 }, phone: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, phone: true },
] as const;

type Item = { id: number; type: string; order: number; isSticky: boolean; content: Record<string, unknown> };

const cards = (page: Page) => page.getByTestId('item-card');
const axeViolations = async (page: Page, selector: string) =>
  (await new AxeBuilder({ page }).include(selector).analyze()).violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );

async function serverItems(request: APIRequestContext, token: string, pageId: number): Promise<Item[]> {
  const items = (await apiAs(request, token, 'GET', `/api/pages/${pageId}/items`)) as unknown as Item[];
  return items.toSorted((a, b) => a.order - b.order);
}

async function fillAndLeave(field: Locator, value: string) {
  await field.fill(value);
  await field.blur();
}

test.beforeEach(async ({ context }) => {
  await fakeOutsideWorld(context);
});

for (const device of DEVICES) {
  test.describe(`on a ${device.name}`, () => {
    test.use({ viewport: device.viewport, isMobile: device.phone, hasTouch: device.phone });
    test.setTimeout(300_000);

    test('a new owner builds a real page only through the editor; the public page shows it with and without JavaScript', async ({
      page,
      request,
      browser,
      owner,
    }) => {
      // A new account (signed up through the API), and its first page, through the app.
      await openApp(page, owner);
      await page.getByRole('link', { name: 'Crear primera página' }).click();
      await page.getByLabel('Título de la página').fill('Ana López');
      await page.getByRole('button', { name: 'Crear página' }).click();
      await expect(page).toHaveURL(/\/edit\/\d+$/);
      const pageId = Number(new URL(page.url()).pathname.split('/').pop());
      const { token } = owner;
      const saved = () => serverItems(request, token, pageId);
      const firstSlug = String((await apiAs(request, token, 'GET', `/api/pages/id/${pageId}`)).slug);

      const tab = page.getByTestId('content-tab');
      if (device.phone) {
        // Phone: the preview opens as a sheet from a button, and the add menu floats at the bottom.
        await expect(page.getByRole('complementary', { name: 'Vista previa' })).toHaveCount(0);
        await expect(page.getByTestId('preview-button')).toBeInViewport();
        await expect(page.getByTestId('floating-add')).toBeInViewport();
      } else {
        await expect(page.getByRole('complementary', { name: 'Vista previa' })).toBeVisible();
        await expect(page.getByTestId('floating-add')).toHaveCount(0);
      }
      // Its name reads 'Subiendo...' while a PDF uploads.
      const addName = /^(Agregar contenido|Subiendo\.\.\.)$/;
      const addButton = () =>
        device.phone ? page.getByTestId('floating-add').getByRole('button', { name: addName }) : tab.getByRole('button', { name: addName }).first();

      /** Adds a block from the menu; the new card opens and is scrolled into view. */
      async function add(entry: string, toast = 'Contenido agregado'): Promise<Locator> {
        const before = await cards(page).count();
        await addButton().click();
        await page.getByRole('menu').getByRole('menuitem', { name: entry, exact: true }).click();
        await expect(toastOf(page, toast)).toBeVisible();
        await expect(cards(page)).toHaveCount(before + 1);
        const card = cards(page).nth(before);
        await expect(card).toHaveAttribute('data-expanded', 'true');
        await expect(card).toBeInViewport();
        if (device.phone) await expect(addButton()).toBeInViewport();
        return card;
      }

      // A link with its address and title; a bare domain gets https://, an e-mail mailto:.
      const blog = await add('Enlace');
      await fillAndLeave(blog.getByLabel('Título'), 'Mi blog');
      await fillAndLeave(blog.getByLabel('URL'), 'blog.example.com/ultimo');
      await expect(blog.getByLabel('URL')).toHaveValue('https://blog.example.com/ultimo');
      await expect(blog.getByTestId('item-summary')).toHaveText('Mi blog · blog.example.com');
      const mail = await add('Enlace');
      await fillAndLeave(mail.getByLabel('Título'), 'Escríbeme');
      await fillAndLeave(mail.getByLabel('URL'), 'ana@example.com');
      await expect(mail.getByLabel('URL')).toHaveValue('mailto:ana@example.com');
      await fillAndLeave(mail.getByLabel('URL'), 'javascript:alert(1)');
      await expect(mail.getByLabel('URL')).toHaveAccessibleDescription(/URL válida/);
      await fillAndLeave(mail.getByLabel('URL'), 'mailto:ana@example.com');
      await expect.poll(async () => (await saved()).map((item) => item.content.url)).toEqual(['https://blog.example.com/ultimo', 'mailto:ana@example.com']);

      // A YouTube video: every pasted form is stored as the id; anything else is refused in place.
      const video = await add('Video YouTube');
      const videoField = video.getByLabel('URL o ID del video');
      for (const [index, pasted] of [...PASTED(VIDEO_A), ...PASTED(VIDEO_B)].entries()) {
        const id = index < PASTED(VIDEO_A).length ? VIDEO_A : VIDEO_B;
        await fillAndLeave(videoField, pasted);
        await expect(videoField, pasted).toHaveValue(id);
        await expect.poll(async () => (await saved())[2]?.content.videoId, { message: pasted }).toBe(id);
      }
      await fillAndLeave(videoField, 'https://vimeo.com/123456');
      await expect(videoField).toHaveAttribute('aria-invalid', 'true');
      await expect(videoField).toHaveAccessibleDescription(/^ID de video de YouTube inválido/);
      await fillAndLeave(videoField, `https://youtu.be/${VIDEO_A}`);
      await fillAndLeave(video.getByLabel('Título'), 'Mi charla');
      // The card's preview shows the facade, as the public page does: its title and a play mark.
      await expect(video.getByTestId('item-preview').getByText('Mi charla')).toBeAttached();
      await expect.poll(async () => (await saved())[2]?.content).toMatchObject({ videoId: VIDEO_A, title: 'Mi charla' });

      // A PDF: the file is asked for, uploaded ('Subiendo...'), then the block exists.
      const release = await holdRequests(page, '**/api/upload/pdf', { method: 'POST' });
      const chooser = page.waitForEvent('filechooser');
      await addButton().click();
      await page.getByRole('menu').getByRole('menuitem', { name: 'Documento PDF' }).click();
      await (await chooser).setFiles(PDF);
      await expect(addButton()).toHaveText('Subiendo...');
      await expect(addButton()).toBeDisabled();
      release();
      await expect(toastOf(page, 'Contenido agregado')).toBeVisible();
      const document = cards(page).nth(3);
      await expect(document).toHaveAttribute('data-expanded', 'true');
      await expect(document).toBeInViewport();
      await expect(document.getByLabel('Título')).toHaveValue('Carta de precios');
      await expect(document.getByTestId('pdf-file')).toContainText('Carta de precios.pdf');
      await expect(document.getByTestId('pdf-file')).toContainText(formatFileSize(PDF.buffer.length));
      const pdf = (await saved())[3]!;
      expect(pdf.content).toMatchObject({ title: 'Carta de precios', filename: 'Carta de precios.pdf', filesize: PDF.buffer.length });

      // A subpage renamed from its card: the page it opens takes the name.
      const sub = await add('Subpágina', 'Subpágina creada');
      await fillAndLeave(sub.getByLabel('Título'), 'Mi tienda');
      const childId = Number(await sub.getByLabel('ID Subpágina').inputValue());
      expect(childId).toBeGreaterThan(0);
      await expect
        .poll(async () => ((await apiAs(request, token, 'GET', `/api/pages/id/${childId}`)) as { title: string }).title)
        .toBe('Mi tienda');
      // The page selector lists it under its parent.
      await page.getByRole('combobox', { name: 'Página', exact: true }).click();
      const option = page.getByRole('option', { name: `Mi tienda - ${childId}` });
      await expect(option).toHaveAccessibleDescription('Subpágina de Ana López');
      await page.keyboard.press('Escape');

      // Pin the PDF: it comes first on the public page. On a phone the card's actions are in its
      // 'Más acciones' menu (decision 540).
      if (device.phone) {
        await document.getByRole('button', { name: /^Más acciones/ }).click();
        await page.getByRole('menu').getByRole('menuitem', { name: 'Fijar elemento' }).click();
      } else {
        await document.getByRole('button', { name: 'Fijar elemento' }).click();
      }
      await expect.poll(async () => (await saved())[3]?.isSticky).toBe(true);

      // 'Editar subpágina': the subpage's editor, with the way back to its parent.
      await sub.getByRole('button', { name: 'Editar subpágina' }).click();
      await expect(page).toHaveURL(`/edit/${childId}`);
      await expect(page.getByText('Editando Subpágina:')).toContainText('Mi tienda');
      const heading = await add('Título');
      await fillAndLeave(heading.getByLabel('Texto', { exact: true }), 'Camisetas');
      await expect.poll(async () => (await serverItems(request, token, childId))[0]?.content.text).toBe('Camisetas');
      // Renamed from its own Ajustes: the parent's card follows.
      await page.getByRole('tab', { name: 'Ajustes' }).click();
      await page.getByLabel('Título de la página').fill('Mi tienda online');
      // The title gives a new slug; another owner may hold that one already, so ours is unique.
      await page.getByLabel('Slug').fill(`mi-tienda-${device.name}-${childId}`);
      await page.getByRole('button', { name: 'Guardar cambios' }).click();
      await expect(toastOf(page, '¡Guardado!')).toBeVisible();
      await page.getByRole('button', { name: 'Volver a página padre' }).click();
      await expect(page).toHaveURL(`/edit/${pageId}`);
      await expect(cards(page).nth(4).getByTestId('item-summary')).toHaveText('Mi tienda online');
      await expect(cards(page).nth(4).getByLabel('Título')).toHaveValue('Mi tienda online');

      // A new address: Ajustes says the old one keeps working, and it does.
      await page.getByRole('tab', { name: 'Ajustes' }).click();
      const newSlug = `ana-disenadora-${device.name}-${pageId}`;
      await page.getByLabel('Slug').fill(newSlug);
      const note = page.getByTestId('slug-change-note');
      await expect(note).toContainText('La dirección pública cambiará');
      await expect(note).toContainText(`/view/${firstSlug}, seguirá funcionando y llevará a la nueva.`);
      expect(await axeViolations(page, '[data-testid="slug-change-note"]')).toEqual([]);
      await page.getByRole('button', { name: 'Guardar cambios' }).click();
      await expect(toastOf(page, '¡Guardado!')).toBeVisible();
      await expect(note).toHaveCount(0);
      await page.getByRole('tab', { name: 'Contenido' }).click();

      // The editor as it is now: open panels, then collapsed cards, and (phone) the preview sheet.
      await expandAll(page);
      expect(await axeViolations(page, '[data-testid="content-tab"]')).toEqual([]);
      await page.screenshot({ path: test.info().outputPath(`${device.name}-open-cards.png`), fullPage: true });
      await page.getByRole('button', { name: 'Contraer todo' }).click();
      await expect(page.locator('[data-testid="item-card"][data-expanded]')).toHaveCount(0);
      await expect(cards(page).getByTestId('item-summary')).toHaveText([
        'Mi blog · blog.example.com',
        'Escríbeme · ana@example.com',
        `Mi charla · youtu.be/${VIDEO_A}`,
        `Carta de precios · ${formatFileSize(PDF.buffer.length)}`, // by its title (issue 32)
        'Mi tienda online',
      ]);
      expect(await axeViolations(page, '[data-testid="content-tab"]')).toEqual([]);
      await page.screenshot({ path: test.info().outputPath(`${device.name}-collapsed-cards.png`), fullPage: true });
      // Tapping a collapsed card opens its panel.
      await cards(page).nth(0).getByTestId('item-card-toggle').click();
      await expect(cards(page).nth(0).getByLabel('URL')).toHaveValue('https://blog.example.com/ultimo');
      if (device.phone) {
        await page.getByTestId('preview-button').click();
        const sheet = page.getByRole('dialog', { name: 'Vista previa' });
        await expect(sheet).toBeVisible();
        // The whole screen, once its opening animation is over.
        await expect.poll(() => sheet.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
        const blocks = sheet.getByRole('region', { name: 'Vista previa móvil' }).locator('[data-block-type]');
        await expect(blocks.first()).toHaveAttribute('data-block-type', 'pdf');
        expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
        await page.screenshot({ path: test.info().outputPath('phone-preview-sheet.png') });
        await sheet.getByRole('button', { name: 'Cerrar vista previa' }).click();
        await expect(sheet).toHaveCount(0);
      }

      // The public page, with JavaScript and without.
      const expected = { slug: newSlug, firstSlug, childId, pdfUrl: String(pdf.content.url) };
      await openPublicPage(page, `/view/${newSlug}`);
      await expectPublicPage(page, request, expected);
      await expectPublicPageWithoutJavaScript(browser, request, expected, device.viewport);
    });
  });
}

interface Expected {
  slug: string;
  firstSlug: string;
  childId: number;
  pdfUrl: string;
}

async function expectPublicPage(page: Page, request: APIRequestContext, expected: Expected) {
  const main = page.getByRole('main');
  const blocks = main.locator('[data-block-type]');
  // The pinned PDF first, then the rest in their order.
  await expect(blocks).toHaveCount(5);
  expect(await blocks.evaluateAll((list) => list.map((block) => block.getAttribute('data-block-type')))).toEqual(['pdf', 'link', 'link', 'youtube', 'subpage']);
  await expectLinkLeadsTo(request, main.getByRole('link', { name: /Mi blog/ }), 'https://blog.example.com/ultimo');
  await expect(main.getByRole('link', { name: /Escríbeme/ })).toHaveAttribute('href', 'mailto:ana@example.com');
  const video = blocks.nth(3);
  await expectLinkLeadsTo(request, video.getByRole('link'), `https://www.youtube.com/watch?v=${VIDEO_A}`);
  // Nothing from YouTube before the tap (decision 973): LinkHub's facade, no thumbnail.
  await expect(video.locator('img')).toHaveCount(0);
  await expect(video).toContainText('Mi charla');

  // The PDF: title, and a download of the very bytes uploaded, as application/pdf.
  await expect(blocks.first()).toContainText('Carta de precios');
  const download = main.getByRole('link', { name: /^Descargar Carta de precios/ });
  await expectLinkLeadsTo(request, download, expected.pdfUrl);
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toBe('Carta de precios.pdf');
  expect(readFileSync(await file.path()).equals(PDF.buffer)).toBe(true);
  const served = await request.get(expected.pdfUrl);
  expect(served.headers()['content-type']).toBe('application/pdf');
  expect((await served.body()).equals(PDF.buffer)).toBe(true);

  // The subpage card opens the renamed subpage with its own content.
  const card = main.getByRole('link', { name: /Mi tienda online/ });
  await expect(card).toHaveAttribute('href', `/view/page/${expected.childId}`);
  await card.click();
  await expect(page.getByRole('heading', { name: 'Camisetas' })).toBeVisible();

  // The first address now leads to the new one.
  const answer = await request.get(`/view/${expected.firstSlug}`, { maxRedirects: 0 });
  expect(answer.status()).toBe(308);
  // With a fragment of its own, so that none is carried through (decision 118).
  expect(answer.headers().location).toMatch(new RegExp(`/view/${expected.slug}#$`));
  await page.goto(`/view/${expected.firstSlug}`);
  await expect(page).toHaveURL(`/view/${expected.slug}#`);
  await expect(page.getByRole('heading', { level: 1, name: 'Ana López' })).toBeVisible();
}

async function expectPublicPageWithoutJavaScript(browser: Browser, request: APIRequestContext, expected: Expected, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport, acceptDownloads: true });
  await fakeOutsideWorld(context);
  const page = await context.newPage();
  try {
    await page.goto(`/view/${expected.slug}`);
    await expect(page.locator('html[data-enhanced]')).toHaveCount(0);
    await expectPublicPage(page, request, expected);
  } finally {
    await context.close();
  }
}
