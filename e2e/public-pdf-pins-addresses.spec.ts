import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page as BrowserPage, test } from '@playwright/test';
import type { Page } from '../src/shared/schemas/page';
import { pdf, png } from '../src/server/test/images';
import type { OwnerApi } from './support/api';
import { fakeOutsideWorld } from './support/external';
import { ownerApi } from './support/fixtures';
import { expectLinkLeadsTo, openPublicPage } from './support/public-page';

/**
 * The public side of issue 12: a PDF card that downloads the uploaded bytes, a pinned link first
 * and stuck to the top while scrolling, link cards for mailto:/tel: with the owner's icon, and an
 * old slug that redirects to the current one. With JavaScript and without.
 */
const PDF_BYTES = pdf('Carta de verano', 30_000);

let api: OwnerApi;
let page: Page;
/** The page's earlier slugs (each worker makes its own page). */
let oldSlugs: string[];
let uploaded: { url: string; filename: string; filesize: number };

test.beforeAll(async ({ baseURL }) => {
  api = await ownerApi(baseURL as string);
  const created = await api.createPage('Marta García');
  expect(created.slug).toMatch(/^marta-garcia(-\d+)?$/);
  // Since issue 18 the address under a link's title shows when the owner asks for it.
  await api.updatePage(created.id, { showLinkDomain: true });
  const icon = await api.uploadImage(await png(64, 64, '#f97316'), 'icono.png');
  uploaded = await api.uploadPdf(PDF_BYTES, 'Carta de verano.pdf');

  await api.addItem(created.id, { type: 'heading', content: { text: 'Bienvenida', size: 'medium' } });
  await api.addItem(created.id, { type: 'text', content: { text: 'Fotografía de bodas y retratos en Sevilla.' } });
  await api.addItem(created.id, { type: 'pdf', content: { title: 'Carta de verano', ...uploaded } });
  await api.addItem(created.id, { type: 'link', content: { title: 'Escríbeme', url: 'mailto:marta@example.com' } });
  await api.addItem(created.id, { type: 'link', content: { title: 'Llámame', url: 'tel:+34600111222' } });
  for (let n = 0; n < 6; n++) await api.addItem(created.id, { type: 'spacer', content: { size: 200 } });
  await api.addItem(created.id, { type: 'text', content: { text: 'Final de la página' } });
  const pinned = await api.addItem(created.id, { type: 'link', content: { title: 'Reserva tu sesión', url: 'https://reservas.example.com/marta', favicon: icon.imageUrl } });
  await api.updateItem(pinned.id, { isSticky: true });

  // Renamed twice: both earlier addresses must keep working.
  const tag = randomUUID().slice(0, 8);
  await api.updatePage(created.id, { slug: `marta-fotos-${tag}` });
  page = await api.updatePage(created.id, { slug: `marta-garcia-fotografia-${tag}` });
  oldSlugs = [created.slug, `marta-fotos-${tag}`];
});

test.beforeEach(async ({ context }) => {
  await fakeOutsideWorld(context);
});

async function expectPublicSide(browserPage: BrowserPage, request: APIRequestContext) {
  const main = browserPage.getByRole('main');
  const blocks = main.locator('[data-block-type]');

  // The pinned link comes first with the owner's icon; the pin badge is the owner's mark, which
  // visitors do not see (issue 32, decision 541).
  await expect(blocks.first()).toHaveAttribute('data-pinned', 'sticky');
  await expect(blocks.first()).toContainText('Reserva tu sesión');
  await expect(main.locator('.lucide-pin')).toHaveCount(0);
  await expect(blocks.nth(1)).toContainText('Bienvenida');
  const icon = blocks.first().locator('img');
  await expect(icon).toHaveJSProperty('naturalWidth', 64);

  // mailto: and tel: open in place, showing the address.
  const mail = main.getByRole('link', { name: /Escríbeme/ });
  await expect(mail).toHaveAttribute('href', 'mailto:marta@example.com');
  await expect(mail).not.toHaveAttribute('target', /.*/);
  await expect(mail).toContainText('marta@example.com');
  const phone = main.getByRole('link', { name: /Llámame/ });
  await expect(phone).toHaveAttribute('href', 'tel:+34600111222');
  await expect(phone).not.toHaveAttribute('target', /.*/);

  // The PDF card: title, size as the spec formats it, a real download of the uploaded bytes.
  await expect(main.getByText('Carta de verano', { exact: true })).toBeVisible();
  await expect(main.getByText('29.3 KB', { exact: true })).toBeVisible();
  const download = main.getByRole('link', { name: /^Descargar Carta de verano/ });
  await expectLinkLeadsTo(request, download, uploaded.url);
  const [file] = await Promise.all([browserPage.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toBe('Carta de verano.pdf');
  expect(readFileSync(await file.path()).equals(PDF_BYTES)).toBe(true);
  const served = await request.get(uploaded.url);
  expect(served.headers()['content-type']).toBe('application/pdf');
  expect(served.headers()['content-disposition']).toContain('attachment;');
  expect(Buffer.from(await served.body()).equals(PDF_BYTES)).toBe(true);

  // The pinned link stays at the top while the visitor scrolls to the end.
  const pinned = blocks.first();
  const before = await pinned.boundingBox();
  await browserPage.mouse.move(200, 400);
  await browserPage.mouse.wheel(0, 4000);
  await expect(main.getByText('Final de la página')).toBeInViewport();
  // It sticks 64 px down, below the floating 'Compartir' (decision 541).
  await expect.poll(async () => (await pinned.boundingBox())?.y).toBe(64);
  await expect(pinned).toBeInViewport();
  expect(before?.y ?? 0).toBeGreaterThan(64);
  // The next pinned-less block scrolled away.
  await expect(main.getByRole('heading', { name: 'Bienvenida' })).not.toBeInViewport();
}

async function expectOldAddressesRedirect(browserPage: BrowserPage) {
  for (const old of oldSlugs) {
    const response = await browserPage.goto(`/view/${old}?utm_source=qr`);
    expect(response?.status()).toBe(200);
    expect(response?.request().redirectedFrom()?.url()).toContain(`/view/${old}?utm_source=qr`);
    expect(new URL(browserPage.url()).pathname + new URL(browserPage.url()).search).toBe(`/view/${page.slug}?utm_source=qr`);
    await expect(browserPage.getByRole('heading', { level: 1, name: 'Marta García' })).toBeVisible();
  }
}

test.describe('with JavaScript', () => {
  test('PDF download, pinned link first and stuck, mailto/tel links', async ({ page: browserPage, request }) => {
    const errors: string[] = [];
    browserPage.on('pageerror', (error) => errors.push(error.message));
    await openPublicPage(browserPage, `/view/${page.slug}`);
    await expectPublicSide(browserPage, request);
    expect(errors).toEqual([]);
  });

  test('old addresses redirect to the current one, query string kept', async ({ page: browserPage }) => {
    await expectOldAddressesRedirect(browserPage);
  });

  test('has no accessibility violations', async ({ page: browserPage }) => {
    await openPublicPage(browserPage, `/view/${page.slug}`);
    const results = await new AxeBuilder({ page: browserPage }).analyze();
    expect(results.violations).toEqual([]);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('PDF download, pinned link first and stuck, mailto/tel links', async ({ page: browserPage, request }) => {
    const response = await browserPage.goto(`/view/${page.slug}`);
    expect(response?.status()).toBe(200);
    await expectPublicSide(browserPage, request);
  });

  test('old addresses redirect to the current one, query string kept', async ({ page: browserPage }) => {
    await expectOldAddressesRedirect(browserPage);
  });
});

type Box = { x: number; y: number; width: number; height: number };
function intersects(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test.describe('screenshots', () => {
  for (const [name, viewport] of [
    ['phone', { width: 390, height: 844 }],
    ['laptop', { width: 1366, height: 800 }],
  ] as const) {
    test(`${name}: top and scrolled`, async ({ page: browserPage }, testInfo) => {
      await browserPage.setViewportSize(viewport);
      await openPublicPage(browserPage, `/view/${page.slug}`);
      await browserPage.getByRole('main').locator('[data-block-type="link"] img').first().evaluate((image: HTMLImageElement) => image.decode());
      await browserPage.screenshot({ path: testInfo.outputPath(`${name}-top.png`) });
      const pinned = browserPage.getByRole('main').locator('[data-pinned="sticky"]');
      const share = browserPage.getByRole('button', { name: 'Compartir' });
      await expect(share).toBeVisible();
      const shareBox = await share.boundingBox();
      await browserPage.mouse.move(100, 300);
      // Scrolled a little, then far: the pinned block sticks below 'Compartir', never under it
      // (issue 32, decision 541).
      for (const distance of [260, 900]) {
        await browserPage.mouse.wheel(0, distance);
        await expect.poll(async () => (await pinned.boundingBox())?.y).toBe(64);
        const pinnedBox = await pinned.boundingBox();
        expect(pinnedBox).not.toBeNull();
        expect(shareBox).not.toBeNull();
        expect(intersects(pinnedBox!, shareBox!)).toBe(false);
        expect(await share.boundingBox()).toEqual(shareBox);
      }
      await expect(browserPage.locator('.lucide-pin')).toHaveCount(0);
      await browserPage.screenshot({ path: testInfo.outputPath(`${name}-scrolled.png`) });
    });
  }
});
