import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page as BrowserPage, test } from '@playwright/test';
import { FAKE_YOUTUBE_API, fakeOutsideWorld } from './support/external';
import { ownerApi, pageWithEveryBlock, type PublicFixture } from './support/fixtures';
import { expectLinkLeadsTo, openPublicPage } from './support/public-page';

let fixture: PublicFixture;

test.beforeAll(async ({ baseURL }) => {
  fixture = await pageWithEveryBlock(await ownerApi(baseURL as string), 'Ana López');
});

test.beforeEach(async ({ context }) => {
  await fakeOutsideWorld(context);
});

/** What a visitor sees of every block type, with or without JavaScript. */
async function expectEveryBlock(page: BrowserPage) {
  const main = page.getByRole('main');
  await expect(page).toHaveTitle('Ana López | LinkHub');
  await expect(main.getByRole('heading', { level: 1, name: 'Ana López' })).toBeVisible();
  await expect(main.getByRole('img', { name: 'Foto de perfil de Ana López' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Hola, soy Ana' })).toBeVisible();
  await expect(main.getByText('Diseñadora en Madrid.')).toBeVisible();

  const video = main.getByRole('link', { name: 'Reproducir video: Mi charla en la conferencia' });
  await expectLinkLeadsTo(page.request, video, 'https://www.youtube.com/watch?v=M7lc1UVf-VE');
  // LinkHub's facade: nothing from YouTube before the tap (decision 973).
  await expect(video.locator('img')).toHaveCount(0);

  const blog = main.getByRole('link', { name: /Mi blog/ });
  await expectLinkLeadsTo(page.request, blog, 'https://blog.example.com/');
  await expect(blog).toHaveAttribute('target', '_blank');
  await expect(blog).toHaveAttribute('rel', 'noopener noreferrer');

  await expect(main.getByText('Currículum')).toBeVisible();
  await expect(main.getByText('240 KB')).toBeVisible();
  await expectLinkLeadsTo(page.request, main.getByRole('link', { name: 'Descargar Currículum' }), 'https://files.example.com/cv.pdf');

  await expect(main.getByRole('link', { name: /Proyectos.*Ver Subpágina/ })).toHaveAttribute('href', `/view/page/${fixture.subpageId}`);
  await expect(main.getByRole('img', { name: 'Mi estudio' })).toBeVisible();
  const shop = main.getByRole('link', { name: /Mi tienda.*Visitar Sitio Web/ });
  await expectLinkLeadsTo(page.request, shop, 'https://shop.example.com/');
  await expect(shop).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(main.locator('hr')).toHaveCSS('border-top-style', 'dashed');
  await expect(main.getByTestId('spacer')).toHaveCSS('height', '30px');
  await expect(main.getByText('Ana López', { exact: true }).last()).toBeVisible();
  await expect(main.getByText('Diseñadora · Estudio Sol')).toBeVisible();
  await expect(page.getByText('Bloque oculto secreto')).toHaveCount(0);
}

test.describe('with JavaScript', () => {
  test('shows every block type, its script without errors', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    await openPublicPage(page, `/view/${fixture.page.slug}`);
    await expectEveryBlock(page);
    expect(errors.filter((text) => !text.includes('net::ERR_INTERNET_DISCONNECTED'))).toEqual([]);
  });

  test('requests no React code: only the page script and the modules of the parts it has', async ({ page, context }) => {
    await context.route('https://www.youtube.com/iframe_api', (route) => route.fulfill({ contentType: 'text/javascript', body: FAKE_YOUTUBE_API }));
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script' && new URL(response.url()).origin === new URL(page.url() || response.url()).origin) scripts.push(response.url());
    });
    await openPublicPage(page, `/view/${fixture.page.slug}`);
    // Every part in use: the dialog, the player, a subpage opened in place and back.
    await page.getByText('Diseñadora · Estudio Sol').click();
    await page.getByRole('button', { name: 'Cerrar' }).click();
    await page.getByRole('link', { name: 'Reproducir video: Mi charla en la conferencia' }).click();
    await expect(page.locator('iframe[title="YouTube video player"]')).toBeAttached();
    await page.getByRole('link', { name: /Proyectos.*Ver Subpágina/ }).click();
    await expect(page.getByRole('heading', { name: 'Mis proyectos' })).toBeVisible();
    await page.getByRole('link', { name: 'Volver' }).click();
    await expect(page.getByRole('heading', { name: 'Hola, soy Ana' })).toBeVisible();

    const names = scripts.map((url) => new URL(url).pathname);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toMatch(/^\/assets\/(public|contact|embeds|embed-player|subpages|player|preload-helper|href)-[\w-]+\.js$/);
    for (const url of scripts) {
      const code = await (await page.request.get(url)).text();
      // React's own marks, which its production build keeps.
      expect(code, url).not.toMatch(/react\.(element|transitional\.element|fragment)|__REACT_DEVTOOLS|react-dom/);
    }
  });

  test('opens the contact dialog and saves the vCard', async ({ page }) => {
    await openPublicPage(page, `/view/${fixture.page.slug}`);
    await page.getByText('Diseñadora · Estudio Sol').click();
    const dialog = page.getByRole('dialog', { name: 'Ana López' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: '+34 600 11 22 33' })).toHaveAttribute('href', 'tel:+34600112233');
    await expect(dialog.getByRole('link', { name: 'ana@example.com' })).toHaveAttribute('href', 'mailto:ana@example.com');
    await expectLinkLeadsTo(page.request, dialog.getByRole('link', { name: 'LinkedIn' }), 'https://www.linkedin.com/in/ana');
    await expectLinkLeadsTo(page.request, dialog.getByRole('link', { name: 'ana.example.com' }), 'https://ana.example.com/');
    await expectLinkLeadsTo(
      page.request,
      dialog.getByRole('link', { name: 'Calle Mayor 1, Madrid' }),
      'https://www.google.com/maps/search/?api=1&query=Calle%20Mayor%201%2C%20Madrid',
    );
    await expect(dialog.getByText('Disponible de lunes a viernes.')).toBeVisible();

    // 'Descargar Contacto' downloads the file (issue 32, decision 018).
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('link', { name: 'Descargar Contacto' }).click()]);
    expect(download.suggestedFilename()).toBe('Ana_López.vcf');
    const vcard = readFileSync(await download.path(), 'utf8');
    expect(vcard).toMatch(/^BEGIN:VCARD\r\nVERSION:3\.0\r\n/);
    expect(vcard).toContain('FN:Ana López\r\n');
    expect(vcard).toContain('TEL;TYPE=CELL:+34 600 11 22 33\r\n');
    await expect(dialog.getByRole('link', { name: 'Descargar Contacto' })).toHaveAttribute('download', 'Ana_López.vcf');
    // 'Guardar Contacto' opens the same card in place (inline, text/vcard), so a phone offers to add it.
    const save = dialog.getByRole('link', { name: 'Guardar Contacto' });
    await expect(save).not.toHaveAttribute('download');
    const opened = await page.request.get((await save.getAttribute('href')) as string);
    expect(opened.headers()['content-type']).toBe('text/vcard; charset=utf-8');
    expect(opened.headers()['content-disposition']).toMatch(/^inline; /);
    expect(await opened.text()).toBe(vcard);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // The closed <dialog> leaves the DOM.
    await expect(page.locator('dialog')).toHaveCount(0);
    await dialog.page().getByText('Diseñadora · Estudio Sol').click();
    await page.getByRole('button', { name: 'Cerrar' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('loads the YouTube player only when the preview is pressed', async ({ page, context }) => {
    let apiRequests = 0;
    await context.route('https://www.youtube.com/iframe_api', (route) => {
      apiRequests += 1;
      return route.fulfill({ contentType: 'text/javascript', body: FAKE_YOUTUBE_API });
    });
    await openPublicPage(page, `/view/${fixture.page.slug}`);
    await page.waitForLoadState('networkidle');
    expect(apiRequests).toBe(0);
    await page.getByRole('link', { name: 'Reproducir video: Mi charla en la conferencia' }).click();
    await expect(page.locator('iframe[title="YouTube video player"]')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?autoplay=1',
    );
    expect(apiRequests).toBe(1);
    expect(context.pages()).toHaveLength(1);
  });

  test("opens a subpage in place and comes back with 'Volver'", async ({ page }) => {
    await openPublicPage(page, `/view/${fixture.page.slug}`);
    await page.getByRole('link', { name: /Proyectos.*Ver Subpágina/ }).click();
    await expect(page).toHaveURL(`/view/page/${fixture.subpageId}`);
    await expect(page.getByRole('heading', { name: 'Mis proyectos' })).toBeVisible();
    await expect(page).toHaveTitle('Proyectos | LinkHub');
    expect(await page.evaluate(() => (history.state as { usr?: { parentSlug?: string } }).usr?.parentSlug)).toBe(fixture.page.slug);

    await page.getByRole('link', { name: 'Volver' }).click();
    await expect(page).toHaveURL(`/view/${fixture.page.slug}`);
    await expect(page.getByRole('heading', { name: 'Hola, soy Ana' })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(`/view/page/${fixture.subpageId}`);
    await expect(page.getByRole('heading', { name: 'Mis proyectos' })).toBeVisible();
  });

  test("goes back in history from a page without a parent opened by id", async ({ page }) => {
    await page.goto(`/view/page/${fixture.subpageId}`);
    await openPublicPage(page, `/view/page/${fixture.page.id}`);
    await page.getByRole('button', { name: 'Volver' }).click();
    await expect(page).toHaveURL(`/view/page/${fixture.subpageId}`);
  });

  test('shows the footer bar handed over in navigation state', async ({ page, context }) => {
    await page.goto(`/view/${fixture.page.slug}`);
    await expect(page.getByTestId('footer-bar')).toHaveCount(0);
    await page.evaluate(() =>
      history.replaceState({ usr: { footer: { visible: true, floating: true, text: 'Reserva tu cita', buttonText: 'Reservar', buttonUrl: 'https://citas.example.com/' } } }, ''),
    );
    await page.reload();
    const footer = page.getByTestId('footer-bar');
    await expect(footer).toContainText('Reserva tu cita');
    await expect(footer).toHaveCSS('position', 'fixed');
    const button = footer.getByRole('link', { name: 'Reservar' });
    await expect(button).toHaveAttribute('target', '_blank');
    const [popup] = await Promise.all([context.waitForEvent('page'), button.click()]);
    expect(popup.url()).toContain('citas.example.com');
    await popup.close();

    await page.evaluate(() =>
      history.replaceState({ usr: { footer: { visible: true, text: 'Mi tarjeta', buttonText: 'Bajar', buttonUrl: '/api/items/0/vcard', buttonDownload: true } } }, ''),
    );
    await page.reload();
    await expect(page.getByTestId('footer-bar')).not.toHaveCSS('position', 'fixed');
    await expect(page.getByRole('link', { name: 'Bajar' })).toHaveAttribute('download', '');

    await page.evaluate(() =>
      history.replaceState({ usr: { footer: { visible: true, text: 'Trampa', buttonText: 'Pulsa', buttonUrl: 'javascript:alert(1)' } } }, ''),
    );
    await page.reload();
    await expect(page.getByTestId('footer-bar')).toContainText('Trampa');
    await expect(page.getByRole('link', { name: 'Pulsa' })).toHaveCount(0);
  });

  test('has no accessibility violations (axe)', async ({ page }) => {
    await openPublicPage(page, `/view/${fixture.page.slug}`);
    await expect(page.getByRole('heading', { name: 'Hola, soy Ana' })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

    await page.getByText('Diseñadora · Estudio Sol').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    const dialog = await new AxeBuilder({ page }).include('dialog').analyze();
    expect(dialog.violations.map((v) => v.id)).toEqual([]);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shows every block type and every link works', async ({ page }) => {
    await page.goto(`/view/${fixture.page.slug}`);
    await expectEveryBlock(page);

    await page.getByRole('link', { name: /Proyectos.*Ver Subpágina/ }).click();
    await expect(page).toHaveURL(`/view/page/${fixture.subpageId}`);
    await expect(page.getByRole('heading', { name: 'Mis proyectos' })).toBeVisible();
    await page.getByRole('link', { name: 'Volver' }).click();
    await expect(page).toHaveURL(`/view/${fixture.page.slug}`);
  });

  test('unfolds the contact card and downloads its vCard from the server', async ({ page }) => {
    await page.goto(`/view/${fixture.page.slug}`);
    await page.getByText('Diseñadora · Estudio Sol').click();
    await expect(page.getByRole('link', { name: '+34 600 11 22 33' })).toHaveAttribute('href', 'tel:+34600112233');
    await expect(page.getByRole('link', { name: 'LinkedIn' })).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Descargar Contacto' }).click()]);
    expect(download.suggestedFilename()).toBe('Ana_López.vcf');
    // 'Guardar Contacto' is the same file opened in place (issue 32, decision 018).
    await expect(page.getByRole('link', { name: 'Guardar Contacto' })).toHaveAttribute('href', /\/api\/items\/\d+\/vcard\?abrir$/);
    const vcard = readFileSync(await download.path(), 'utf8');
    expect(vcard.split('\r\n')).toEqual(
      expect.arrayContaining(['BEGIN:VCARD', 'VERSION:3.0', 'N:López;Ana;;;', 'FN:Ana López', 'ORG:Estudio Sol', 'TITLE:Diseñadora', 'EMAIL;TYPE=INTERNET:ana@example.com', 'END:VCARD']),
    );
  });
});

test.describe('the raw HTML', () => {
  test('holds the meta tags and the visible blocks, never the hidden one', async ({ request, baseURL }) => {
    const response = await request.get(`/view/${fixture.page.slug}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const canonical = `${baseURL}/view/${fixture.page.slug}`;
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('<title>Ana López | LinkHub</title>');
    expect(html).toContain('<meta name="description" content="Diseñadora en Madrid. Aquí tienes mis proyectos y cómo contactarme.">');
    expect(html).toContain(`<link rel="canonical" href="${canonical}">`);
    expect(html).toContain(`<meta property="og:url" content="${canonical}">`);
    // Issue 18: the sharing title defaults to the page's title alone.
    expect(html).toContain('<meta property="og:title" content="Ana López">');
    // Issue 38: without a share image of the owner's, the one drawn from the page.
    expect(html).toMatch(new RegExp(`<meta property="og:image" content="${canonical}/share\\.png\\?v=[0-9a-f]{8}">`));
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toMatch(new RegExp(`<meta name="twitter:image" content="${canonical}/share\\.png\\?v=[0-9a-f]{8}">`));
    expect(html).toContain('Hola, soy Ana');
    expect(html).not.toContain('Bloque oculto secreto');
  });

  test('ships only the public entry: its own script and stylesheet, no editor code', async ({ request }) => {
    const html = await (await request.get(`/view/${fixture.page.slug}`)).text();
    const scripts = [...html.matchAll(/<script type="module" src="([^"]+)"/g)].map((match) => match[1]);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(/^\/assets\/public-[\w-]+\.js$/);
    expect(html).toMatch(/<script type="module" src="[^"]+" fetchpriority="low">/);
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).not.toMatch(/assets\/main-/);
    const inline = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? '');
    expect(inline).toHaveLength(1);
    expect(inline[0]).toContain('@font-face');
    const asset = await request.get(scripts[0] as string, { headers: { 'accept-encoding': 'br' } });
    expect(asset.headers()['content-encoding']).toBe('br');
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await request.get(`/view/${fixture.page.slug}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(page.headers()['content-encoding']).toBe('gzip');
  });

  test("answers 'Página no encontrada' with 404 for a missing page", async ({ page }) => {
    const response = await page.goto('/view/esta-pagina-no-existe');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
    await expect(page.getByText('La página que estás buscando no existe o no se pudo cargar.')).toBeVisible();
    await expect(page).toHaveTitle('Página no encontrada | LinkHub');
    // Nothing on it needs a script: none is sent (decision 551).
    expect(await response?.text()).not.toContain('<script');
  });
});
