import { type Page as BrowserPage, expect, test } from '@playwright/test';
import sharp from 'sharp';
import { XSS_TEXT, hostileTextContent, BLOCK_TYPES } from '../src/shared/testing/xss';
import { accessToken, registerThroughUi } from './support/accounts';
import { OwnerApi } from './support/api';
import { everyBlockType } from './support/blocks';
import { FAKE_YOUTUBE_API, fakeOutsideWorld } from './support/external';

/**
 * The Content-Security-Policy in a real browser: the public page, login and the editor's three tabs
 * load and work (hydration, contact dialog, YouTube click-to-play) with no violation reported; and
 * markup stored in every block's text never runs (no dialog, no injected global).
 */

interface Watch {
  violations(): Promise<string[]>;
  dialogs: string[];
}

async function watchCsp(page: BrowserPage): Promise<Watch> {
  const consoleViolations: string[] = [];
  const dialogs: string[] = [];
  page.on('console', (message) => {
    if (/Content[ -]Security[ -]Policy|Refused to (load|execute|apply|frame|connect)/i.test(message.text())) consoleViolations.push(message.text());
  });
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    const store: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = store;
    document.addEventListener('securitypolicyviolation', (event) => {
      store.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return {
    dialogs,
    async violations() {
      const events = await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);
      return [...events, ...consoleViolations];
    },
  };
}

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
  const config = (await (await fetch(`${baseURL}/api/config`)).json()) as { supabaseAnonKey: string };
  const res = await fetch(`${baseURL}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: config.supabaseAnonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email: `csp-${crypto.randomUUID()}@example.com`, password: 'clave-segura-123' }),
  });
  const token = ((await res.json()) as { access_token: string }).access_token;
  const api = OwnerApi.withToken(baseURL, token);
  return { api, token };
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
  const response = await page.goto(`/view/${created.slug}`);
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
  await page.waitForTimeout(300);
  expect(await watch.violations()).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('public-page-csp.png'), fullPage: true });
});

test('login and the editor (all three tabs) load with no violation', async ({ page }) => {
  const watch = await watchCsp(page);
  const login = await page.goto('/login');
  expect(login?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  await expect(page.getByLabel('Correo Electrónico')).toBeVisible();
  expect(await watch.violations()).toEqual([]);

  await registerThroughUi(page);
  await page.getByRole('link', { name: 'Crear primera página' }).click();
  await page.getByRole('button', { name: 'Crear página' }).click();
  await expect(page).toHaveURL(/\/edit\/\d+$/);
  for (const tab of ['Contenido', 'Apariencia', 'Ajustes']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('heading', { name: tab, exact: true })).toBeVisible();
  }
  // The QR code of 'Ajustes' (a data: or blob: image / canvas) renders.
  await page.waitForTimeout(300);
  await page.screenshot({ path: test.info().outputPath('editor-ajustes-csp.png'), fullPage: true });
  expect(await watch.violations()).toEqual([]);
});

test('markup stored in every block never runs, on the public page or in the editor preview', async ({ page, baseURL }) => {
  const watch = await watchCsp(page);
  await registerThroughUi(page);
  const api = OwnerApi.withToken(baseURL as string, await accessToken(page));
  const created = await api.createPage('XSS');
  await api.updatePage(created.id, { title: XSS_TEXT });
  for (const type of BLOCK_TYPES) await api.addItem(created.id, { type, content: hostileTextContent(type) });

  await page.goto(`/view/${created.slug}`);
  await expect(page.getByText(XSS_TEXT).first()).toBeVisible();
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();

  // The editor's preview renders the same blocks with the editor's own code.
  await page.goto(`/edit/${created.id}`);
  const preview = page.getByRole('complementary', { name: 'Vista previa' });
  await expect(preview.getByText(XSS_TEXT).first()).toBeVisible();
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(watch.dialogs).toEqual([]);
  expect(await watch.violations()).toEqual([]);
});
