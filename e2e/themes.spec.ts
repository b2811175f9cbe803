import { mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, expect, test } from '@playwright/test';
import sharp from 'sharp';
import type { Page } from '../src/shared/schemas/page';
import { THEMES, themeChoice } from '../src/shared/themes';
import type { OwnerApi } from './support/api';
import { everyBlockType } from './support/blocks';
import { fakeOutsideWorld, IMAGE_BASE } from './support/external';
import { ownerApi } from './support/fixtures';
import { expectLinkLeadsTo, openPublicPage } from './support/public-page';
import { ANA_PROFILE } from './support/reference-page';

/**
 * Issue 18 on the public page: every theme draws every block type with no axe violation (colour
 * contrast included), the social icons work without JavaScript, and a shared link has its Open
 * Graph and Twitter card tags. THEME_SHOTS=<folder> also saves a phone screenshot of each theme.
 */
const PHONE = { width: 390, height: 844 };
const SHOTS = process.env.THEME_SHOTS;

let api: OwnerApi;
let page: Page;
let subpageId = 0;

/** A portrait for the profile photo: a soft gradient with initials, as an owner's photo would sit. */
function avatar(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f6d365"/><stop offset="1" stop-color="#fda085"/></linearGradient></defs>
    <rect width="256" height="256" fill="url(#g)"/><circle cx="128" cy="104" r="48" fill="#7c3f2c" opacity="0.85"/>
    <ellipse cx="128" cy="236" rx="88" ry="72" fill="#7c3f2c" opacity="0.85"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function outsideWorld(context: BrowserContext) {
  await fakeOutsideWorld(context);
  const portrait = await avatar();
  await context.route(`${IMAGE_BASE}/avatar.png`, (route) => route.fulfill({ contentType: 'image/png', body: portrait }));
}

test.beforeAll(async ({ baseURL }) => {
  api = await ownerApi(baseURL as string);
  const created = await api.createPage('Ana López');
  await api.updatePage(created.id, {
    profileImage: `${IMAGE_BASE}/avatar.png`,
    ...ANA_PROFILE,
  });
  await api.addItem(created.id, { type: 'link', content: { title: 'Mi último vídeo', url: 'https://www.youtube.com/watch?v=M7lc1UVf-VE' } });
  await api.addItem(created.id, { type: 'link', content: { title: 'Escucha mi playlist para dibujar', url: 'https://open.spotify.com/playlist/37i9dQZF1DX' } });
  await api.addItem(created.id, { type: 'link', content: { title: 'Portfolio en Behance', url: 'https://www.behance.net/ana' } });
  for (const block of everyBlockType(IMAGE_BASE)) {
    const item = await api.addItem(created.id, block);
    if (block.type === 'subpage') subpageId = item.content.pageId as number;
  }
  await api.addItem(subpageId, { type: 'link', content: { title: 'Código en GitHub', url: 'https://github.com/ana' } });
  page = created;
});

test.beforeEach(async ({ context }) => {
  await outsideWorld(context);
});

test('every theme draws every block type with no axe violations, contrast included', async ({ page: browserPage }) => {
  test.setTimeout(240_000);
  await browserPage.setViewportSize(PHONE);
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
  for (const theme of [...THEMES.map((t) => t.id), 'custom']) {
    await api.updatePage(page.id, themeChoice(theme));
    await openPublicPage(browserPage, `/view/${page.slug}`);
    const root = browserPage.locator('[data-theme]');
    await expect(root).toHaveAttribute('data-theme', theme);
    if (SHOTS) {
      await browserPage.screenshot({ path: path.join(SHOTS, `${theme}.png`) });
      await browserPage.screenshot({ path: path.join(SHOTS, `${theme}-full.png`), fullPage: true });
      if (theme === 'medianoche' || theme === 'papel') {
        await browserPage.setViewportSize({ width: 1280, height: 800 });
        await browserPage.screenshot({ path: path.join(SHOTS, `${theme}-laptop.png`) });
        await browserPage.setViewportSize(PHONE);
      }
    }
    const results = await new AxeBuilder({ page: browserPage }).analyze();
    expect(
      results.violations.map((violation) => `${theme} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
    ).toEqual([]);
  }
});

test('a theme set through the API alone gives the theme its own look: axe passes on every theme (issue 32)', async ({ page: browserPage }) => {
  test.setTimeout(240_000);
  await browserPage.setViewportSize(PHONE);
  // The page as a script leaves it: the owner's white background and button style, then the theme alone.
  await api.updatePage(page.id, { theme: 'custom', backgroundColor: '#FFFFFF', buttonShape: 'pill', buttonColor: '#FFFFFF' });
  for (const theme of THEMES) {
    await api.updatePage(page.id, { theme: theme.id });
    await openPublicPage(browserPage, `/view/${page.slug}`);
    await expect(browserPage.locator('[data-theme]')).toHaveAttribute('data-theme', theme.id);
    const results = await new AxeBuilder({ page: browserPage }).analyze();
    expect(
      results.violations.map((violation) => `${theme.id} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
    ).toEqual([]);
  }
});

test('the chosen theme shows on the page: its background, fonts and button style', async ({ page: browserPage }) => {
  await api.updatePage(page.id, themeChoice('medianoche'));
  await openPublicPage(browserPage, `/view/${page.slug}`);
  const link = browserPage.getByRole('link', { name: /Mi último vídeo/ });
  await expect(link).toHaveCSS('border-radius', '9999px');
  await expect(link).toHaveCSS('background-color', 'rgb(199, 203, 255)');
  await expect(browserPage.getByRole('heading', { level: 1, name: 'Ana López' })).toHaveCSS('font-family', /Montserrat/);
  // A brand mark for a well-known site, drawn from the page's own HTML.
  await expect(link.locator('svg path')).toHaveCount(1);
  await expect(browserPage.getByText('Diseñadora gráfica en Madrid.')).toBeVisible();

  await api.updatePage(page.id, { buttonShape: 'square', buttonFill: 'outline' });
  await openPublicPage(browserPage, `/view/${page.slug}`);
  await expect(link).toHaveCSS('border-radius', '6px');
  await expect(link).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
});

test('a subpage opened inside the page gets its brand marks from our server', async ({ page: browserPage }) => {
  await api.updatePage(page.id, themeChoice('claro'));
  await openPublicPage(browserPage, `/view/${page.slug}`);
  // Opened in place (decision 551): the same document, the subpage's HTML as our server rendered it.
  await browserPage.evaluate(() => Object.assign(window, { samePage: true }));
  const html = browserPage.waitForResponse((response) => new URL(response.url()).pathname === `/view/page/${subpageId}`);
  await browserPage.getByRole('link', { name: /Proyectos/ }).click();
  await expect(browserPage).toHaveURL(new RegExp(`/view/page/${subpageId}$`));
  expect((await html).status()).toBe(200);
  await expect(browserPage.getByRole('link', { name: 'Código en GitHub' }).locator('svg path')).toHaveCount(1);
  expect(await browserPage.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
});

test('the social icons are links named by their network, with JavaScript off; Compartir needs it', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
  await outsideWorld(context);
  const browserPage = await context.newPage();
  await browserPage.goto(`/view/${page.slug}`);
  const social = browserPage.getByRole('navigation', { name: 'Redes sociales' });
  await expect(social.getByRole('link')).toHaveCount(5);
  await expectLinkLeadsTo(browserPage.request, social.getByRole('link', { name: 'Instagram' }), 'https://www.instagram.com/ana.lopez');
  await expect(social.getByRole('link', { name: 'Instagram' })).toHaveAttribute('target', '_blank');
  await expectLinkLeadsTo(browserPage.request, social.getByRole('link', { name: 'WhatsApp' }), 'https://wa.me/34600112233');
  await expect(social.getByRole('link', { name: 'Correo electrónico' })).toHaveAttribute('href', 'mailto:ana@example.com');
  await expect(social.getByRole('link', { name: 'TikTok' }).locator('svg path')).toHaveCount(1);
  await expect(browserPage.getByRole('button', { name: 'Compartir' })).toBeHidden();
  await context.close();

  // With the script, 'Compartir' appears over the page and copies the address where there is no Web Share.
  const withScript = await browser.newContext({ viewport: PHONE, permissions: ['clipboard-read', 'clipboard-write'] });
  await outsideWorld(withScript);
  const scripted = await withScript.newPage();
  await scripted.addInitScript(() => Object.defineProperty(navigator, 'share', { value: undefined }));
  await openPublicPage(scripted, `/view/${page.slug}`);
  const share = scripted.getByRole('button', { name: 'Compartir' });
  await expect(share).toBeVisible();
  await share.click();
  await expect(scripted.getByRole('status')).toHaveText('Enlace copiado al portapapeles');
  expect(await scripted.evaluate(() => navigator.clipboard.readText())).toBe(scripted.url());
  await withScript.close();
});

test('a shared link carries the Open Graph and Twitter card tags, the sharing fields first', async ({ request, baseURL }) => {
  await api.updatePage(page.id, { ogTitle: null, ogDescription: null, ogImage: null });
  let html = await (await request.get(`/view/${page.slug}`)).text();
  const meta = (key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
  expect(meta('og:title')).toBe('Ana López');
  expect(meta('og:description')).toBe('Diseñadora gráfica en Madrid. Ilustración, marcas y talleres.');
  // Issue 38: the image drawn from the page's title, bio, photo and theme.
  expect(meta('og:image')).toMatch(new RegExp(`^${baseURL}/view/${page.slug}/share\\.png\\?v=[0-9a-f]{8}$`));
  expect(meta('og:url')).toBe(`${baseURL}/view/${page.slug}`);
  expect(meta('twitter:card')).toBe('summary_large_image');
  expect(html).toContain(`<link rel="icon" href="${IMAGE_BASE}/avatar.png">`);

  await api.updatePage(page.id, { ogTitle: 'Ana dibuja', ogDescription: 'Talleres de ilustración', ogImage: `${IMAGE_BASE}/tarjeta.png` });
  html = await (await request.get(`/view/${page.slug}`)).text();
  expect(meta('og:title')).toBe('Ana dibuja');
  expect(meta('twitter:title')).toBe('Ana dibuja');
  expect(meta('og:description')).toBe('Talleres de ilustración');
  expect(meta('og:image')).toBe(`${IMAGE_BASE}/tarjeta.png`);
  expect(meta('twitter:image')).toBe(`${IMAGE_BASE}/tarjeta.png`);
  expect(meta('twitter:card')).toBe('summary_large_image');
  await api.updatePage(page.id, { ogTitle: null, ogDescription: null, ogImage: null });
});
