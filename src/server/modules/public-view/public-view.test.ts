import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockDefaults } from '@shared/blocks';
import type { Item } from '@shared/schemas/item';
import type { Page } from '@shared/schemas/page';
import { items } from '../../db/schema';
import { createItem, createPage, heading, listItems } from '../../test/factories';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';

let t: TestApp;
let owner: TestUser;

beforeAll(async () => {
  t = await createTestApp({ publicView: true, publicUrl: 'http://links.example' });
  owner = await t.user();
});
afterAll(() => t.close());

async function view(url: string, headers: Record<string, string> = {}) {
  const res = await t.request({ method: 'GET', url, headers: { host: 'links.example', ...headers } });
  const document = new JSDOM(res.body).window.document;
  return { res, document, html: res.body };
}

const text = (document: Document, selector: string) =>
  [...document.querySelectorAll(selector)].map((element) => element.textContent?.trim());
const metaContent = (document: Document, key: string) =>
  document.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content');

async function patchPage(page: Page, payload: Record<string, unknown>) {
  const res = await t.request({ method: 'PATCH', url: `/api/pages/${page.id}`, payload, as: owner });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Page>();
}

describe('a page with every block type', () => {
  let page: Page;
  let contactId: number;
  const blockIds: number[] = [];
  /** Outgoing links go through /go/{id} (issue 15); it must lead to the block's own address. */
  const expectGo = async (href: string | null | undefined, id: number | undefined, target: string, suffix = '') => {
    expect(href).toBe(`/go/${id}${suffix}`);
    const res = await t.request({ method: 'GET', url: `/go/${id}${suffix}`, headers: { 'user-agent': 'curl/8' } });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`${target}#`);
  };

  beforeAll(async () => {
    page = await createPage(t, owner, { title: 'Ana López' });
    page = await patchPage(page, {
      profileImage: 'https://img.example/ana.jpg',
      backgroundColor: '#F0F4FF',
      backgroundImage: 'https://img.example/fondo.jpg',
      backgroundOverlayColor: '#000000',
      backgroundOverlayOpacity: 40,
      backgroundImageBlur: 4,
    });
    const blocks = [
      { type: 'heading', content: { text: 'Hola, soy Ana', size: 'medium', linkUrl: 'https://ana.example' } },
      { type: 'text', content: { text: 'Primera línea\nSegunda línea', fontFamily: 'Merriweather', fontStyle: 'italic' } },
      { type: 'youtube', content: { videoId: 'https://youtu.be/M7lc1UVf-VE', title: 'Mi charla' } },
      { type: 'link', content: { url: 'https://blog.example/post', title: 'Mi blog', favicon: 'https://blog.example/favicon.ico' } },
      { type: 'pdf', content: { title: 'CV', url: 'https://files.example/cv.pdf', filesize: 1536 } },
      { type: 'subpage', content: { title: 'Proyectos', buttonText: '' } },
      { type: 'image', content: { imageUrl: 'https://img.example/foto.jpg', altText: 'Ana en la playa', sizePreset: 'banner' } },
      { type: 'image', content: { imageUrl: 'https://img.example/web.jpg', layoutType: 'web', linkUrl: 'https://shop.example', title: 'Mi tienda' } },
      { type: 'divider', content: { style: 'dashed', thickness: 3 } },
      { type: 'spacer', content: { size: 40 } },
      { type: 'contactCard', content: { name: 'Ana López', phone: '+34 600 11 22 33', email: 'ana@example.com', address: 'Calle Mayor 1, Madrid' } },
    ];
    for (const block of blocks) {
      const item = await createItem(t, owner, page.id, block);
      if (block.type === 'contactCard') contactId = item.id;
      blockIds.push(item.id);
    }
    await createItem(t, owner, page.id, { ...heading('Oculto'), isVisible: false });
  });

  it('is rendered on the server with every visible block, in order', async () => {
    const { res, document } = await view(`/view/${page.slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(document.documentElement.lang).toBe('es');
    expect(text(document, 'main > h1')).toEqual(['Ana López']);
    expect([...document.querySelectorAll('[data-block-type]')].map((el) => el.getAttribute('data-block-type'))).toEqual([
      'heading', 'text', 'youtube', 'link', 'pdf', 'subpage', 'image', 'image', 'divider', 'spacer', 'contactCard',
    ]);
    expect(res.body).not.toContain('Oculto');

    const headingLink = document.querySelector('[data-block-type="heading"] a');
    await expectGo(headingLink?.getAttribute('href'), blockIds[0], 'https://ana.example/');
    expect(headingLink?.getAttribute('target')).toBe('_blank');
    expect(headingLink?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(headingLink?.querySelector('h2')?.textContent).toBe('Hola, soy Ana');

    const paragraph = document.querySelector('[data-block-type="text"] p') as HTMLElement;
    expect(paragraph.textContent).toBe('Primera línea\nSegunda línea');
    expect(paragraph.getAttribute('style')).toContain('font-family:"Merriweather"');
    expect(paragraph.getAttribute('style')).toContain('font-style:italic');

    const video = document.querySelector('[data-block-type="youtube"] a');
    await expectGo(video?.getAttribute('href'), blockIds[2], 'https://www.youtube.com/watch?v=M7lc1UVf-VE');
    expect(video?.getAttribute('aria-label')).toBe('Reproducir video: Mi charla');
    // LinkHub's own facade: nothing from YouTube before the tap, not even its thumbnail (decision 973).
    expect(video?.querySelector('img')).toBeNull();
    expect(video?.textContent).toContain('Mi charla');

    await expectGo(document.querySelector('[data-block-type="link"] a')?.getAttribute('href'), blockIds[3], 'https://blog.example/post');
    expect(text(document, '[data-block-type="pdf"] p')).toEqual(['CV', '1.5 KB']);
    const subpage = document.querySelector('[data-block-type="subpage"] a');
    expect(subpage?.getAttribute('href')).toMatch(/^\/view\/page\/\d+$/);
    expect(subpage?.textContent).toContain('Ver Subpágina');

    const banner = document.querySelector('[data-block-type="image"] img');
    expect(banner?.getAttribute('alt')).toBe('Ana en la playa');
    expect(banner?.getAttribute('width')).toBe('1200');
    expect(banner?.getAttribute('height')).toBe('400');
    const webCard = document.querySelectorAll('[data-block-type="image"]')[1]?.querySelector('a');
    await expectGo(webCard?.getAttribute('href'), blockIds[7], 'https://shop.example/');
    expect(webCard?.textContent).toContain('Visitar Sitio Web');

    expect(document.querySelector('hr')?.getAttribute('style')).toContain('border-top-style:dashed');
    expect(document.querySelector('[data-testid="spacer"]')?.getAttribute('style')).toBe('height:40px');
    const contact = document.querySelector('[data-block-type="contactCard"] details');
    expect(contact?.querySelector('a[href="tel:+34600112233"]')).not.toBeNull();
    expect(contact?.querySelector('a[href="mailto:ana@example.com"]')).not.toBeNull();
    await expectGo(
      contact?.querySelector(`a[href="/go/${contactId}/maps"]`)?.getAttribute('href'),
      contactId,
      'https://www.google.com/maps/search/?api=1&query=Calle%20Mayor%201%2C%20Madrid',
      '/maps',
    );
    expect(text(document, `a[href="/api/items/${contactId}/vcard"]`)).toEqual(['Descargar Contacto']);
    // 'Guardar Contacto' opens the same card in place (issue 32, decision 018).
    expect(text(document, `a[href="/api/items/${contactId}/vcard?abrir"]`)).toEqual(['Guardar Contacto']);
  });

  it('images carry their size and only the first blocks load eagerly', async () => {
    const { document } = await view(`/view/${page.slug}`);
    const profile = document.querySelector('main img[alt="Foto de perfil de Ana López"]');
    expect(profile?.getAttribute('src')).toBe('https://img.example/ana.jpg');
    // A page made since issue 18 has the medium photo (96 px; decision 310).
    expect(profile?.getAttribute('width')).toBe('96');
    expect(profile?.getAttribute('fetchpriority')).toBe('high');
    for (const image of document.querySelectorAll('[data-block-type] img')) {
      expect(image.getAttribute('width'), image.outerHTML).toMatch(/^\d+$/);
      expect(image.getAttribute('height'), image.outerHTML).toMatch(/^\d+$/);
    }
    expect(document.querySelector('[data-block-type="image"] img')?.getAttribute('loading')).toBe('eager');
    expect(document.querySelectorAll('[data-block-type="image"]')[1]?.querySelector('img')?.getAttribute('loading')).toBe('lazy');
  });

  it('has the background, overlay and blur', async () => {
    const { document } = await view(`/view/${page.slug}`);
    const root = document.querySelector('#root > div') as HTMLElement;
    expect(root.getAttribute('style')).toContain('background-color:#F0F4FF');
    const layers = root.querySelectorAll('[aria-hidden="true"] > div');
    expect(layers[0]?.getAttribute('style')).toContain('background-image:url(&quot;https://img.example/fondo.jpg&quot;)'.replaceAll('&quot;', '"'));
    expect(layers[0]?.getAttribute('style')).toContain('filter:blur(4px)');
    expect(layers[1]?.getAttribute('style')).toContain('background-color:rgba(0, 0, 0, 0.4)');
  });

  it('has the title, description, canonical URL and sharing tags in the head', async () => {
    const { document, html } = await view(`/view/${page.slug}`);
    expect(document.title).toBe('Ana López | LinkHub');
    expect(metaContent(document, 'description')).toBe('Primera línea Segunda línea');
    const canonical = `http://links.example/view/${page.slug}`;
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(canonical);
    // The sharing title defaults to the page's title alone (issue 18).
    expect(metaContent(document, 'og:title')).toBe('Ana López');
    expect(metaContent(document, 'og:url')).toBe(canonical);
    // Without a share image of the owner's, the one drawn from the page (issue 38, decision 981).
    const shareImage = new RegExp(`^${canonical}/share\\.png\\?v=[0-9a-f]{8}$`);
    expect(metaContent(document, 'og:image')).toMatch(shareImage);
    expect(metaContent(document, 'og:image:width')).toBe('1200');
    expect(metaContent(document, 'og:image:height')).toBe('630');
    expect(metaContent(document, 'og:description')).toBe('Primera línea Segunda línea');
    expect(metaContent(document, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(document, 'twitter:image')).toMatch(shareImage);
    expect(document.querySelector('link[rel="stylesheet"]')?.getAttribute('href')).toBe('/assets/public-test.css');
    expect(document.querySelector('script[type="module"]')?.getAttribute('src')).toBe('/assets/public-test.js');
    expect(html).toContain('<link rel="preload" href="/assets/inter-latin-700-normal-test.woff2" as="font" type="font/woff2" crossorigin>');
    expect(html).toContain('<link rel="preload" href="/assets/merriweather-latin-400-italic-test.woff2" as="font" type="font/woff2" crossorigin>');
    // No data for hydration: the page is its HTML (decision 551).
    expect(document.querySelectorAll('script:not([src]):not([type="application/ld+json"])')).toHaveLength(0);
    expect(document.querySelectorAll('[data-block-type]')).toHaveLength(11);
  });

  it('opens by id and as a preview with the same content and the canonical slug address', async () => {
    for (const url of [`/view/page/${page.id}`, `/preview/page/${page.id}`]) {
      const { res, document } = await view(url);
      expect(res.statusCode).toBe(200);
      expect(text(document, 'main > h1')).toEqual(['Ana López']);
      expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`http://links.example/view/${page.slug}`);
    }
    expect(metaContent((await view(`/preview/page/${page.id}`)).document, 'robots')).toBe('noindex');
  });

  it('answers the contact card as a vCard 3.0 download', async () => {
    const res = await t.request({ method: 'GET', url: `/api/items/${contactId}/vcard` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/vcard; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="Ana_Lopez.vcf"; filename*=UTF-8''Ana_L%C3%B3pez.vcf`);
    expect(res.body.split('\r\n')).toEqual([
      'BEGIN:VCARD',
      'VERSION:3.0',
      'N:López;Ana;;;',
      'FN:Ana López',
      'TEL;TYPE=CELL:+34 600 11 22 33',
      'EMAIL;TYPE=INTERNET:ana@example.com',
      'ADR;TYPE=WORK:;;Calle Mayor 1\\, Madrid;;;;',
      'END:VCARD',
      '',
    ]);
  });
});

describe('subpages', () => {
  it("shows 'Volver' to the parent's slug, also after the parent's slug changes", async () => {
    let parent = await createPage(t, owner, { title: 'Padre Volver' });
    const block = await createItem(t, owner, parent.id, { type: 'subpage', content: { title: 'Hija Volver' } });
    const childId = block.content.pageId as number;

    let { document } = await view(`/view/page/${childId}`);
    const back = [...document.querySelectorAll('a')].find((a) => a.textContent?.includes('Volver'));
    expect(back?.getAttribute('href')).toBe(`/view/${parent.slug}`);

    parent = await patchPage(parent, { slug: 'padre-renombrado' });
    ({ document } = await view(`/view/page/${childId}`));
    const moved = [...document.querySelectorAll('a')].find((a) => a.textContent?.includes('Volver'));
    expect(moved?.getAttribute('href')).toBe('/view/padre-renombrado');
  });

  it("has no 'Volver' link on a page opened by slug or on a page without a parent", async () => {
    const page = await createPage(t, owner, { title: 'Sin padre' });
    expect((await view(`/view/${page.slug}`)).html).not.toContain('Volver');
    // By id without a parent: a button back through history, hidden until the page's script shows it
    // in a tab with somewhere to go back to (decision 551).
    const { document } = await view(`/view/page/${page.id}`);
    expect([...document.querySelectorAll('a')].some((a) => a.textContent?.includes('Volver'))).toBe(false);
    expect(document.querySelector('button[data-back]')?.hasAttribute('hidden')).toBe(true);
  });
});

describe('content stored before validation existed', () => {
  let page: Page;

  beforeAll(async () => {
    page = await createPage(t, owner, { title: 'Legado' });
    await t.database.db.insert(items).values([
      { pageId: page.id, type: 'link', order: 0, content: { url: 'javascript:alert(1)', title: 'Malicioso' } },
      { pageId: page.id, type: 'heading', order: 1, content: { text: 'Titular', linkUrl: 'JavaScript:alert(2)' } },
      { pageId: page.id, type: 'image', order: 2, content: { imageUrl: 'javascript:alert(3)', linkUrl: 'data:text/html,x' } },
      { pageId: page.id, type: 'widget', order: 3, content: {} },
      { pageId: page.id, type: 'text', order: 4, content: '{"text": "Desde JSON"}' as unknown as Record<string, unknown> },
      { pageId: page.id, type: 'text', order: 5, content: '{roto' as unknown as Record<string, unknown> },
      { pageId: page.id, type: 'spacer', order: 6, content: { size: 'grande' } },
      { pageId: page.id, type: 'youtube', order: 7, content: { videoId: 42 } },
      { pageId: page.id, type: 'contactCard', order: 8, content: { name: 'Eva', website: 'javascript:alert(4)', phone: '<b>' } },
    ]);
  });

  it('never turns a javascript: or data: address into a link and renders the rest', async () => {
    const { res, document } = await view(`/view/${page.slug}`);
    expect(res.statusCode).toBe(200);
    const rendered = document.getElementById('root')?.innerHTML ?? '';
    expect(rendered.toLowerCase()).not.toContain('javascript:');
    expect(rendered).not.toContain('data:text/html');
    for (const element of document.querySelectorAll('[href], [src]')) {
      expect(element.getAttribute('href') ?? element.getAttribute('src')).toMatch(/^(https?:|mailto:|tel:|\/)/);
    }
    expect(text(document, '[data-block-type="link"]')).toEqual(['Malicioso']);
    expect(document.querySelector('[data-block-type="link"] a')).toBeNull();
    expect(document.querySelector('[data-block-type="heading"] a')).toBeNull();
    expect(text(document, '[data-block-type="heading"] h1')).toEqual(['Titular']);
  });

  it("shows the spec's notices for an unknown type and unreadable content, and reads JSON strings", async () => {
    const { document } = await view(`/view/${page.slug}`);
    expect(text(document, '[data-block-type="widget"]')).toEqual(['Contenido no reconocido: widget']);
    expect(text(document, '[data-block-type="text"]')).toEqual(['Desde JSON', 'Error al mostrar contenido']);
    expect(document.querySelector('[data-block-type="spacer"] div')?.getAttribute('style')).toBe('height:20px');
    expect(text(document, '[data-block-type="youtube"]')).toEqual(['ID de video de YouTube inválido']);
  });
});

describe('the not-found page', () => {
  it.each(['/view/no-existe', '/view/page/999999', '/preview/page/999999', '/view/page/abc', '/view/Con%20Espacios', '/view/page/0'])(
    '%s answers 404 with the spec text',
    async (url) => {
      const { res, document } = await view(url);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(text(document, 'h1')).toEqual(['Página no encontrada']);
      expect(text(document, 'main p')).toEqual(['La página que estás buscando no existe o no se pudo cargar.']);
      expect(document.title).toBe('Página no encontrada | LinkHub');
      expect(metaContent(document, 'robots')).toBe('noindex');
    },
  );

  it('finds a page by slug whatever its case', async () => {
    const page = await createPage(t, owner, { title: 'Mayúsculas' });
    expect((await view(`/view/${page.slug.toUpperCase()}`)).res.statusCode).toBe(200);
  });
});

describe('cache and invalidation', () => {
  it('answers the same page from memory until a write changes it', async () => {
    let page = await createPage(t, owner, { title: 'Cacheada' });
    const first = await createItem(t, owner, page.id, heading('Uno'));
    const a = await view(`/view/${page.slug}`);
    const b = await view(`/view/${page.slug}`);
    expect(b.res.headers.etag).toBe(a.res.headers.etag);
    const notModified = await t.request({ method: 'GET', url: `/view/${page.slug}`, headers: { host: 'links.example', 'if-none-match': String(a.res.headers.etag) } });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');

    const steps: [string, () => Promise<unknown>, (html: string) => void][] = [
      ['item content', () => t.request({ method: 'PATCH', url: `/api/items/${first.id}`, payload: { content: { text: 'Dos' } }, as: owner }), (html) => expect(html).toContain('Dos')],
      ['new item', () => createItem(t, owner, page.id, heading('Tres')), (html) => expect(html).toContain('Tres')],
      ['hidden item', () => t.request({ method: 'PATCH', url: `/api/items/${first.id}`, payload: { isVisible: false }, as: owner }), (html) => expect(html).not.toContain('Dos')],
      ['page title', () => patchPage(page, { title: 'Renombrada' }), (html) => expect(html).toContain('Renombrada | LinkHub')],
      ['deleted item', () => t.request({ method: 'DELETE', url: `/api/items/${first.id}`, as: owner }), (html) => expect(html).toContain('Tres')],
    ];
    for (const [name, write, check] of steps) {
      await write();
      const after = await view(`/view/${page.slug}`);
      expect(after.res.statusCode, name).toBe(200);
      check(after.html);
    }

    const oldSlug = page.slug;
    page = await patchPage(page, { slug: 'cacheada-nueva' });
    // The cached page under the old slug is gone: the old address now leads to the new one (decision 012).
    const moved = await view(`/view/${oldSlug}`);
    expect(moved.res.statusCode).toBe(308);
    expect(moved.res.headers.location).toBe('/view/cacheada-nueva#');
    expect((await view('/view/cacheada-nueva')).res.statusCode).toBe(200);

    await t.request({ method: 'DELETE', url: `/api/pages/${page.id}`, as: owner });
    expect((await view('/view/cacheada-nueva')).res.statusCode).toBe(404);
    expect((await view(`/view/${oldSlug}`)).res.statusCode).toBe(404);
    expect((await view(`/view/page/${page.id}`)).res.statusCode).toBe(404);
  });

  it('serves a page created under a slug that was not found before', async () => {
    expect((await view('/view/llega-tarde')).res.statusCode).toBe(404);
    await createPage(t, owner, { title: 'Llega tarde' });
    expect((await view('/view/llega-tarde')).res.statusCode).toBe(200);
  });

  it('answers every host it serves with the one page of PUBLIC_URL, and other hosts 421 (decision 864)', async () => {
    const page = await createPage(t, owner, { title: 'Dos hosts' });
    const canonical = `http://links.example/view/${page.slug}`;
    const answers = [
      await view(`/view/${page.slug}`),
      await view(`/view/${page.slug}`, { host: 'links.example:80' }),
      await view(`/view/${page.slug}`, { host: '127.0.0.1:3000' }),
      await view(`/view/${page.slug}`, { host: 'localhost' }),
    ];
    for (const { res, document } of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.headers.etag).toBe(answers[0]?.res.headers.etag);
      expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(canonical);
    }
    for (const host of ['uno.example', 'dos.example:8080', 'links.example:8080', 'mal"host', 'links.example.evil.example']) {
      const res = await t.request({ method: 'GET', url: `/view/${page.slug}`, headers: { host } });
      expect(res.statusCode, host).toBe(421);
      expect(res.json()).toEqual({ error: 'Este servidor no atiende esta dirección. Usa la dirección pública del sitio.', code: 'misdirected' });
    }
  });
});

describe('compression', () => {
  it('sends brotli or gzip when accepted, and plain HTML otherwise', async () => {
    const page = await createPage(t, owner, { title: 'Comprimida' });
    const plain = await t.request({ method: 'GET', url: `/view/${page.slug}` });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');

    const gzip = await t.request({ method: 'GET', url: `/view/${page.slug}`, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);

    const br = await t.request({ method: 'GET', url: `/view/${page.slug}`, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
  });
});

describe('GET /api/items/{id}/vcard', () => {
  it('escapes vCard values, folds long lines and names the file after the contact', async () => {
    const page = await createPage(t, owner, { title: 'Contactos' });
    const notes = 'Línea uno; con punto y coma, y coma\nLínea dos \\ barra ' + 'x'.repeat(80);
    const item = await createItem(t, owner, page.id, {
      type: 'contactCard',
      content: { name: '  Juan  de la Peña ', company: 'ACME; S.L.', notes, website: 'https://juan.example', linkedinUrl: 'https://www.linkedin.com/in/juan' },
    });
    const res = await t.request({ method: 'GET', url: `/api/items/${item.id}/vcard` });
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''Juan_de_la_Pe%C3%B1a.vcf`);
    const unfolded = res.body.replace(/\r\n /g, '');
    expect(unfolded).toContain('N:de la Peña;Juan;;;\r\n');
    expect(unfolded).toContain('ORG:ACME\\; S.L.\r\n');
    expect(unfolded).toContain(`NOTE:Línea uno; con punto y coma\\, y coma\\nLínea dos \\\\ barra ${'x'.repeat(80)}\r\n`);
    expect(unfolded).toContain('URL;TYPE=WORK:https://juan.example/\r\n');
    expect(unfolded).toContain('X-SOCIALPROFILE;TYPE=linkedin:https://www.linkedin.com/in/juan\r\n');
    for (const line of res.body.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });

  it('files a person with a mobile and a business with a landline; Guardar opens the card, Descargar downloads it (issue 32, decision 018)', async () => {
    const page = await createPage(t, owner, { title: 'Tarjetas' });
    const person = await createItem(t, owner, page.id, { type: 'contactCard', content: { name: 'Ana López', company: 'Estudio Sol', phone: '+34 600 11 22 33' } });
    expect(person.content).toMatchObject({ kind: 'person', phoneType: 'cell' });
    const shop = await createItem(t, owner, page.id, {
      type: 'contactCard',
      content: { kind: 'company', name: 'Panadería Sol, S.L.', phone: '+34 91 555 12 34', phoneType: 'voice' },
    });
    const personCard = (await t.request({ method: 'GET', url: `/api/items/${person.id}/vcard` })).body;
    expect(personCard).toContain('\r\nN:López;Ana;;;\r\nFN:Ana López\r\nORG:Estudio Sol\r\n');
    expect(personCard).toContain('TEL;TYPE=CELL:+34 600 11 22 33\r\n');
    expect(personCard).not.toContain('X-ABShowAs');

    const download = await t.request({ method: 'GET', url: `/api/items/${shop.id}/vcard` });
    expect(download.headers['content-type']).toBe('text/vcard; charset=utf-8');
    expect(download.headers['content-disposition']).toMatch(/^attachment; /);
    const lines = download.body.split('\r\n');
    expect(lines.slice(0, 6)).toEqual(['BEGIN:VCARD', 'VERSION:3.0', 'N:;;;;', 'FN:Panadería Sol\\, S.L.', 'ORG:Panadería Sol\\, S.L.', 'X-ABShowAs:COMPANY']);
    expect(lines).toContain('TEL;TYPE=VOICE:+34 91 555 12 34');
    expect(lines.filter((line) => line.startsWith('TEL'))).toHaveLength(1);

    const open = await t.request({ method: 'GET', url: `/api/items/${shop.id}/vcard?abrir` });
    expect(open.headers['content-type']).toBe('text/vcard; charset=utf-8');
    expect(open.headers['content-disposition']).toMatch(/^inline; /);
    expect(open.body).toBe(download.body);

    const wrong = await t.request({ method: 'POST', url: `/api/pages/${page.id}/items`, payload: { type: 'contactCard', content: { name: 'X', kind: 'tienda' } }, as: owner });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: 'Tipo de contacto no válido' });
  });

  it("uses 'contact' as the file name when the name has nothing usable", async () => {
    const page = await createPage(t, owner, { title: 'Sin nombre' });
    await t.database.db.insert(items).values({ pageId: page.id, type: 'contactCard', order: 0, content: { name: '...' } });
    const [row] = await t.database.db.select().from(items).where((await import('drizzle-orm')).eq(items.pageId, page.id));
    const res = await t.request({ method: 'GET', url: `/api/items/${row?.id}/vcard` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="contact.vcf"');
  });

  it('answers 404 for hidden cards, other types and bad ids', async () => {
    const page = await createPage(t, owner, { title: 'Privado' });
    const hidden = await createItem(t, owner, page.id, { type: 'contactCard', content: { name: 'Oculta' }, isVisible: false });
    const other = await createItem(t, owner, page.id, heading('No es contacto'));
    for (const url of [`/api/items/${hidden.id}/vcard`, `/api/items/${other.id}/vcard`, '/api/items/abc/vcard', '/api/items/99999999/vcard']) {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ error: 'Elemento no encontrado', code: 'item_not_found' });
    }
  });
});

describe('pinned blocks (decision 011)', () => {
  it('come first in the server HTML, in their own order, the first short one sticky, and follow a pin or unpin at once', async () => {
    const page = await createPage(t, owner, { title: 'Con fijados' });
    const [one, two, , four] = [
      await createItem(t, owner, page.id, heading('Uno')),
      await createItem(t, owner, page.id, { type: 'link', content: { title: 'Enlace fijado', url: 'https://a.example' } }),
      await createItem(t, owner, page.id, heading('Tres')),
      await createItem(t, owner, page.id, heading('Cuatro fijado')),
    ];
    const blocks = async () => {
      const { document } = await view(`/view/${page.slug}`);
      return [...document.querySelectorAll('[data-block-type]')].map((block) => [
        block.textContent?.replace('a.example', '').trim(),
        block.getAttribute('data-pinned'),
        block.classList.contains('sticky'),
      ]);
    };
    expect((await blocks()).map(([text]) => text)).toEqual(['Uno', 'Enlace fijado', 'Tres', 'Cuatro fijado']);

    for (const item of [four, two]) {
      const res = await t.request({ method: 'PATCH', url: `/api/items/${item?.id}`, payload: { isSticky: true }, as: owner });
      expect(res.statusCode).toBe(200);
    }
    expect(await blocks()).toEqual([
      ['Enlace fijado', 'sticky', true],
      ['Cuatro fijado', 'true', false],
      ['Uno', null, false],
      ['Tres', null, false],
    ]);

    await t.request({ method: 'PATCH', url: `/api/items/${two?.id}`, payload: { isSticky: false }, as: owner });
    await t.request({ method: 'PATCH', url: `/api/items/${one?.id}`, payload: { isVisible: false }, as: owner });
    expect(await blocks()).toEqual([
      ['Cuatro fijado', 'sticky', true],
      ['Enlace fijado', null, false],
      ['Tres', null, false],
    ]);
  });
});

describe('incomplete blocks (issue 32, decision 015)', () => {
  it('keeps a new block off the public page until its essential field is set (issue 32, decision 015)', async () => {
    const page = await createPage(t, owner, { title: 'Sin completar' });
    const created: Record<string, Item> = {};
    for (const type of ['link', 'youtube', 'pdf', 'image', 'contactCard', 'heading'] as const) {
      created[type] = await createItem(t, owner, page.id, { type, content: blockDefaults(type) });
    }
    expect((await listItems(t, page.id, owner)).map((i) => i.type)).toEqual(['link', 'youtube', 'pdf', 'image', 'contactCard', 'heading']);
    expect((await listItems(t, page.id)).map((i) => i.type)).toEqual(['heading']);
    let html = (await t.request({ method: 'GET', url: `/view/${page.slug}` })).body;
    expect(html).not.toContain('data-block-type="link"');
    expect(html).not.toContain('Nuevo Enlace');
    expect(html).not.toContain('example.com');
    expect((await t.request({ method: 'GET', url: `/go/${created.link!.id}` })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `/api/items/${created.contactCard!.id}/vcard` })).statusCode).toBe(404);

    const set = (item: Item, content: Record<string, unknown>) =>
      t.request({ method: 'PATCH', url: `/api/items/${item.id}`, payload: { content: { ...item.content, ...content } }, as: owner });
    expect((await set(created.link!, { url: 'https://ana.example' })).statusCode).toBe(200);
    expect((await set(created.youtube!, { videoId: 'https://youtu.be/dQw4w9WgXcQ' })).statusCode).toBe(200);
    expect((await set(created.pdf!, { url: 'https://files.example/cv.pdf' })).statusCode).toBe(200);
    expect((await set(created.image!, { imageUrl: 'https://img.example/a.png' })).statusCode).toBe(200);
    expect((await set(created.contactCard!, { name: 'Ana López' })).statusCode).toBe(200);
    expect((await listItems(t, page.id)).map((i) => i.type)).toEqual(['link', 'youtube', 'pdf', 'image', 'contactCard', 'heading']);
    html = (await t.request({ method: 'GET', url: `/view/${page.slug}` })).body;
    expect(html).toContain('data-block-type="link"');
    expect(html).toContain('ana.example');
    expect((await t.request({ method: 'GET', url: `/go/${created.link!.id}` })).statusCode).toBe(302);
    expect((await t.request({ method: 'GET', url: `/api/items/${created.contactCard!.id}/vcard` })).statusCode).toBe(200);
  });
});
