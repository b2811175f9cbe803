import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, type Page as BrowserPage } from '@playwright/test';
import sharp from 'sharp';
import type { Page } from '../src/shared/schemas/page';
import { themeChoice } from '../src/shared/themes';
import type { OwnerApi } from './support/api';
import { fakeOutsideWorld } from './support/external';
import { expect, ownerApi, test } from './support/fixtures';
import { openPublicPage } from './support/public-page';

/**
 * Issue 38, "Sharing and identity": the share image drawn from the page, rel="me", the page's
 * language, and the bar of Instagram's, Facebook's and TikTok's in-app browsers. SHARING_SHOTS=<folder>
 * saves the share images and the bar's screenshots.
 */
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };
const SHOTS = process.env.SHARING_SHOTS;
const INSTAGRAM_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/UQ1A.240205.004; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/122.0.6261.119 Mobile Safari/537.36 Instagram 321.0.0.39.106 Android (34/14; 420dpi; 1080x2205; Google/google; Pixel 8; shiba; shiba; es_ES; 577210397)';
const CHROME_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';

let api: OwnerApi;
let page: Page;

function shot(name: string): string | undefined {
  if (!SHOTS) return undefined;
  mkdirSync(SHOTS, { recursive: true });
  return path.join(SHOTS, name);
}

test.beforeAll(async ({ baseURL }) => {
  api = await ownerApi(baseURL as string);
  const portrait = await sharp({ create: { width: 256, height: 256, channels: 3, background: '#fda085' } })
    .composite([{ input: Buffer.from('<svg width="256" height="256"><circle cx="128" cy="104" r="48" fill="#7c3f2c"/><ellipse cx="128" cy="236" rx="88" ry="72" fill="#7c3f2c"/></svg>') }])
    .png()
    .toBuffer();
  const { imageUrl } = await api.uploadImage(portrait, 'ana.png');
  const created = await api.createPage('Ana López');
  page = await api.updatePage(created.id, {
    profileImage: imageUrl,
    bio: 'Diseñadora gráfica en Madrid. Ilustración, marcas y talleres.',
    socialLinks: [
      { network: 'instagram', url: '@ana.lopez' },
      { network: 'email', url: 'ana@example.com' },
    ],
  });
  await api.addItem(page.id, { type: 'link', content: { title: 'Mastodon', url: 'https://mastodon.example/@ana', relMe: true } });
  await api.addItem(page.id, { type: 'link', content: { title: 'Mi blog', url: 'https://blog.example/' } });
});

async function visitor(browser: Browser, userAgent: string, viewport = PHONE): Promise<BrowserPage> {
  const context = await browser.newContext({ userAgent, viewport, locale: 'es-ES' });
  await fakeOutsideWorld(context);
  return context.newPage();
}

test("the bar offers 'Abrir en el navegador' in Instagram's browser, and never in another", async ({ browser }) => {
  const instagram = await visitor(browser, INSTAGRAM_UA);
  await openPublicPage(instagram, `/view/${page.slug}`);
  const bar = instagram.getByRole('complementary', { name: 'Abrir en el navegador' });
  await expect(bar).toBeVisible();
  await expect(bar).toContainText('Estás en el navegador de Instagram');
  const open = bar.getByRole('link', { name: 'Abrir en el navegador' });
  // On Android: an intent the system hands to the visitor's own browser.
  await expect(open).toHaveAttribute('href', new RegExp(`^intent://localhost:\\d+/view/${page.slug}#Intent;scheme=http;S\\.browser_fallback_url=`));
  await expect(bar.getByRole('button', { name: 'Copiar enlace' })).toBeVisible();
  const results = await new AxeBuilder({ page: instagram }).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
  const phoneShot = shot('in-app-phone.png');
  if (phoneShot) await instagram.screenshot({ path: phoneShot });
  const laptopShot = shot('in-app-laptop.png');
  if (laptopShot) {
    await instagram.setViewportSize(LAPTOP);
    await instagram.screenshot({ path: laptopShot });
  }
  await instagram.context().close();

  const chrome = await visitor(browser, CHROME_UA);
  await openPublicPage(chrome, `/view/${page.slug}`);
  await expect(chrome.getByRole('heading', { name: 'Ana López' })).toBeVisible();
  await expect(chrome.locator('[data-testid="in-app-bar"]')).toHaveCount(0);
  await chrome.context().close();
});

test('rel="me" is on every social icon and on the link marked for verification, with the profiles in the head', async ({ request }) => {
  const html = await (await request.get(`/view/${page.slug}`)).text();
  expect(html).toContain('<link rel="me" href="https://www.instagram.com/ana.lopez">');
  expect(html).toContain('<link rel="me" href="https://mastodon.example/@ana">');
  const instagram = /<a[^>]*aria-label="Instagram"[^>]*>/.exec(html)?.[0] ?? '';
  expect(instagram).toMatch(/rel="me noopener noreferrer"/);
  expect(/<a[^>]*aria-label="Correo electrónico"[^>]*>/.exec(html)?.[0] ?? '').toMatch(/rel="me"/);
  const links = [...html.matchAll(/<a [^>]*>/g)].map((match) => match[0]);
  expect(links.filter((link) => link.includes('rel="me noopener noreferrer"') && !link.includes('aria-label'))).toHaveLength(1);
  expect(links.filter((link) => link.includes('rel="noopener noreferrer"') && !link.includes('aria-label'))).toHaveLength(1);
});

test("'Idioma de la página' in Ajustes sets <html lang> and og:locale", async ({ page: editor, owner, request }) => {
  const created = await owner.api.createPage('My page');
  await editor.goto(`/edit/${created.id}`);
  await editor.getByRole('tab', { name: 'Ajustes' }).click();
  await expect(editor.getByRole('heading', { name: 'Idioma y perfil' })).toBeVisible({ timeout: 30_000 });
  expect(await (await request.get(`/view/${created.slug}`)).text()).toContain('<html lang="es">');
  const saved = editor.waitForResponse((response) => response.url().endsWith(`/api/pages/${created.id}`) && response.request().method() === 'PATCH' && response.ok());
  await editor.getByRole('combobox', { name: 'Idioma de la página' }).click();
  await editor.getByRole('option', { name: 'English' }).click();
  await saved;
  const html = await (await request.get(`/view/${created.slug}`)).text();
  expect(html).toContain('<html lang="en">');
  expect(html).toContain('<meta property="og:locale" content="en_US">');

  const kind = editor.waitForResponse((response) => response.url().endsWith(`/api/pages/${created.id}`) && response.request().method() === 'PATCH' && response.ok());
  await editor.getByRole('combobox', { name: 'La página es de' }).click();
  await editor.getByRole('option', { name: 'Una organización' }).click();
  await kind;
  const data = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(await (await request.get(`/view/${created.slug}`)).text())?.[1];
  expect(JSON.parse(data ?? '{}')).toMatchObject({ '@type': 'ProfilePage', inLanguage: 'en', mainEntity: { '@type': 'Organization', name: 'My page' } });
  const card = editor.getByRole('heading', { name: 'Idioma y perfil' }).locator('xpath=ancestor::*[contains(@class, "rounded")][1]');
  const axe = await new AxeBuilder({ page: editor }).include('[data-testid="settings-tab"]').analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);
  const settingsShot = shot('settings-identity.png');
  if (settingsShot) await card.screenshot({ path: settingsShot });
});

test('the share image is a 1200×630 PNG drawn from the page, in its theme', async ({ request }) => {
  for (const theme of ['medianoche', 'papel']) {
    await api.updatePage(page.id, themeChoice(theme));
    const html = await (await request.get(`/view/${page.slug}`)).text();
    const address = /<meta property="og:image" content="([^"]+)">/.exec(html)?.[1];
    expect(address).toMatch(/\/share\.png\?v=[0-9a-f]{8}$/);
    const response = await request.get(address!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    const bytes = await response.body();
    const meta = await sharp(bytes).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 630]);
    const stats = await sharp(bytes).stats();
    expect(stats.isOpaque).toBe(true);
    expect(stats.channels.some((channel) => channel.stdev > 10)).toBe(true);
    const file = shot(`share-${theme}.png`);
    if (file) writeFileSync(file, bytes);
  }
});
