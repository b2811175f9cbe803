import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportPreview } from '@shared/schemas/import';
import { createOutboundClient, OUTBOUND_MESSAGES } from '../../lib/outbound';
import { png } from '../../test/images';
import { multipart } from '../../test/multipart';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { IMPORT_MESSAGES, previewFromHtml, previewFromJson } from './preview-import';

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, 'fixtures', name), 'utf8');

describe('reading a source (issue 37)', () => {
  it('reads a Linktree profile from its embedded data: headers, hidden and scheduled links, what is left out', () => {
    const preview = previewFromHtml(fixture('linktree.html'), 'https://linktr.ee/ana.cocina');
    expect(preview).toMatchObject({
      source: 'linktree',
      title: 'Ana Cocina',
      bio: 'Recetas fáciles cada semana 🍳\nMadrid',
      profileImageUrl: 'https://ugc.example-cdn.com/ana/avatar.jpg',
      socialLinks: [
        { network: 'instagram', url: 'https://www.instagram.com/ana.cocina' },
        { network: 'tiktok', url: 'https://www.tiktok.com/@ana.cocina' },
      ],
    });
    expect(preview.blocks).toEqual([
      { type: 'heading', text: 'Mis libros', visible: true },
      { type: 'link', title: 'Libro de verano', url: 'https://tienda.example/verano', visible: true },
      { type: 'link', title: 'Libro oculto', url: 'https://tienda.example/oculto', visible: false },
      { type: 'link', title: 'Directo del jueves', url: 'https://www.youtube.com/watch?v=abc', visible: false },
      { type: 'link', title: 'Escríbeme', url: 'mailto:ana@cocina.example', visible: true },
    ]);
    expect(preview.skipped).toEqual([
      { name: 'Tienda de Linktree: Delantal', reason: 'no disponible' },
      { name: 'Directo del jueves', reason: 'programado en Linktree: importado oculto' },
      { name: 'Red social MYSPACE', reason: 'red o dirección no admitida' },
      { name: '<script>alert(1)</script>', reason: expect.stringContaining('URL válida') },
    ]);
  });

  it('still reads Linktree data of a slightly other shape, and names what it cannot use', () => {
    const data = { props: { pageProps: { account: { username: 'solo', links: [{ title: 'Sin tipo', url: 'https://a.example/' }, { type: 'NEW_KIND', title: 'Nuevo' }, { type: 'CLASSIC' }] } } } };
    const preview = previewFromHtml(`<script id="__NEXT_DATA__" type="application/json">${JSON.stringify(data)}</script>`, null);
    expect(preview.title).toBe('solo');
    expect(preview.blocks).toEqual([{ type: 'link', title: 'Sin tipo', url: 'https://a.example/', visible: true }]);
    expect(preview.skipped).toEqual([{ name: 'Bloque de Linktree (new_kind): Nuevo', reason: 'no disponible' }, { name: 'Bloque de Linktree (classic)', reason: 'no disponible' }]);
  });

  it('reads a LittleLink page from its buttons', () => {
    const preview = previewFromHtml(fixture('littlelink.html'), 'https://pablo.example/');
    expect(preview).toMatchObject({ source: 'littlelink', title: 'Pablo Ríos', bio: 'Guitarra y canciones', profileImageUrl: 'https://pablo.example/images/avatar.png' });
    expect(preview.blocks.map((block) => block.type === 'link' && [block.title, block.url])).toEqual([
      ['Spotify', 'https://open.spotify.com/artist/123'],
      ['YouTube', 'https://youtube.com/@pablor%C3%ADos'],
      ['Correo', 'mailto:pablo@rios.example'],
    ]);
  });

  it('reads any other page: title, description, image and outbound links, without its own navigation or repeats', () => {
    const preview = previewFromHtml(fixture('generic.html'), 'https://estudiosol.example/');
    expect(preview).toMatchObject({ source: 'generic', title: 'Estudio Sol · Diseño', bio: 'Diseño gráfico en Valencia', profileImageUrl: 'https://estudiosol.example/img/portada.jpg' });
    expect(preview.blocks.map((block) => block.type === 'link' && block.url)).toEqual([
      'https://www.behance.net/estudiosol',
      'https://tienda.example/laminas',
      'https://www.instagram.com/estudiosol',
    ]);
    expect(preview.skipped).toEqual([{ name: 'Menú', reason: expect.stringContaining('URL válida') }]);
  });

  it('reads a Beacons page from its embedded data: heading, links, hidden ones, what is left out', () => {
    const preview = previewFromHtml(fixture('beacons.html'), 'https://beacons.ai/luciamar');
    expect(preview).toMatchObject({
      source: 'beacons',
      title: 'Lucía Mar',
      bio: 'Fotografía de viajes',
      profileImageUrl: 'https://cdn.beacons.example/luciamar/avatar.png',
      socialLinks: [
        { network: 'instagram', url: 'https://instagram.com/luciamar' },
        { network: 'youtube', url: 'https://www.youtube.com/@luciamar' },
      ],
    });
    expect(preview.blocks).toEqual([
      { type: 'heading', text: 'Mis viajes', visible: true },
      { type: 'link', title: 'Blog', url: 'https://luciamar.example/blog', visible: true },
      { type: 'link', title: 'Presets', url: 'https://tienda.example/presets', visible: false },
      { type: 'link', title: 'Antiguo', url: 'https://luciamar.example/antiguo', visible: false },
    ]);
    expect(preview.skipped).toEqual([
      { name: 'Sin enlace', reason: 'dirección no válida' },
      { name: 'Tienda de Beacons: Guías en PDF', reason: 'no disponible' },
      { name: 'Suscripción por correo', reason: 'no disponible' },
    ]);
  });

  it('still reads a Beacons page whose data drifted: a missing field, a new block type', () => {
    const drifted = fixture('beacons.html')
      .replace('"bio":"Fotografía de viajes",', '')
      .replace('"type":"store"', '"type":"newsletter_v2"')
      .replace('"title":"Blog",', '');
    const preview = previewFromHtml(drifted, null);
    expect(preview.source).toBe('beacons');
    expect(preview.bio).toBe('');
    expect(preview.blocks[1]).toEqual({ type: 'link', title: 'https://luciamar.example/blog', url: 'https://luciamar.example/blog', visible: true });
    expect(preview.skipped).toContainEqual({ name: 'Bloque de Beacons (newsletter_v2): Guías en PDF', reason: 'no disponible' });
  });

  it('reads a LinkStack export: heading, links in order, hidden ones, social icon, what is left out', () => {
    const preview = previewFromJson(fixture('linkstack.json'));
    expect(preview).toMatchObject({
      source: 'linkstack',
      title: 'Pedro Huerto',
      bio: 'Huerto urbano en Sevilla',
      profileImageUrl: null,
      socialLinks: [{ network: 'github', url: 'https://github.com/pedrohuerto' }],
    });
    expect(preview.blocks).toEqual([
      { type: 'heading', text: 'Mi huerto', visible: true },
      { type: 'link', title: 'Calendario de siembra', url: 'https://huerto.example/calendario', visible: true },
      { type: 'link', title: 'Semillas', url: 'https://tienda.example/semillas', visible: false },
    ]);
    expect(preview.skipped).toEqual([
      { name: 'Espacio de LinkStack', reason: 'no disponible' },
      { name: 'Texto de LinkStack: Gracias por pasar', reason: 'no disponible' },
      { name: 'Trampa', reason: expect.stringContaining('URL válida') },
    ]);
  });

  it('still reads a LinkStack export whose shape drifted: a missing field, a new button, the user as a list', () => {
    const data = JSON.parse(fixture('linkstack.json')) as { user: Record<string, unknown>; links: Record<string, unknown>[] };
    delete data.user.littlelink_name;
    delete data.links[1]!.order;
    data.links.push({ button_id: 150, title: 'Nuevo tipo', link: 'https://huerto.example/nuevo', order: 9 }, { button_id: 151, title: 'Sin dirección', order: 10 });
    const preview = previewFromJson(JSON.stringify({ ...data, user: [data.user] }));
    expect(preview.title).toBe('pedro');
    expect(preview.blocks.map((block) => (block.type === 'link' ? block.title : block.text))).toEqual(['Mi huerto', 'Calendario de siembra', 'Semillas', 'Nuevo tipo']);
    expect(preview.skipped).toContainEqual({ name: 'Sin dirección', reason: 'sin dirección' });
    expect(() => previewFromJson('{"links": []}')).toThrow('no es una exportación');
    expect(() => previewFromJson('no')).toThrow('no es una exportación');
  });

  it('cuts a hostile page to the limits and says so', () => {
    const links = Array.from({ length: 10_000 }, (_, index) => `<a href="https://x.example/${index}">Enlace ${index}</a>`).join('');
    const preview = previewFromHtml(`<title>${'T'.repeat(5000)}</title><meta name="description" content="${'d'.repeat(1000)}">${links}`, null);
    expect(preview.blocks).toHaveLength(500);
    expect(preview.title.length).toBeLessThanOrEqual(200);
    expect(preview.bio.length).toBeLessThanOrEqual(300);
    expect(preview.blocks.every((block) => block.type === 'link' && block.title.length <= 300)).toBe(true);
    expect(preview.skipped[0]).toEqual({ name: 'Biografía', reason: 'recortada a 300 caracteres' });
    expect(preview.skipped.at(-1)?.reason).toBe('más de 500 bloques');
  });
});

describe('the import API (issue 37)', () => {
  let t: TestApp;
  let owner: TestUser;
  let site: Server;
  let port: number;

  beforeAll(async () => {
    const photo = await png(32, 32);
    // A stand-in for linktr.ee on loopback, reached by name through an injected resolver and allowed
    // by name as OUTBOUND_ALLOW_HOSTS would; every other name resolves to a private address.
    site = createServer((request, response) => {
      if (request.url === '/ana.cocina') return response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(fixture('linktree.html'));
      if (request.url === '/a-casa') return response.writeHead(302, { location: 'http://intranet.example/' }).end();
      if (request.url === '/imagen') return response.writeHead(200, { 'content-type': 'image/png' }).end('png');
      if (request.url === '/foto.png') return response.writeHead(200, { 'content-type': 'image/png' }).end(photo);
      response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    port = (site.address() as AddressInfo).port;
    const outbound = createOutboundClient({
      allowHosts: ['links.example'],
      resolver: async (hostname) => [{ address: hostname === 'links.example' ? '127.0.0.1' : '10.0.0.8', family: 4 }],
    });
    t = await createTestApp({ outbound, limits: { itemsPerPage: 6 } });
    owner = await t.user();
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => site.close(() => resolve()));
  });

  const preview = async (payload: unknown, as: TestUser = owner) => t.request({ method: 'POST', url: '/api/import/preview', payload: payload as object, as });

  it('previews an address, writing nothing', async () => {
    const res = await preview({ url: `http://links.example:${port}/ana.cocina` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ImportPreview>()).toMatchObject({ source: 'linktree', title: 'Ana Cocina' });
    expect((await t.request({ method: 'GET', url: '/api/pages', as: owner })).json()).toEqual([]);
  });

  it('previews a saved page sent as a file, and refuses other files', async () => {
    const ok = multipart([{ name: 'file', fileName: 'ana.html', contentType: 'text/html', value: fixture('littlelink.html') }]);
    const res = await t.request({ method: 'POST', url: '/api/import/preview', headers: ok.headers, payload: ok.payload, as: owner });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ImportPreview>().source).toBe('littlelink');
    const pdf = multipart([{ name: 'file', fileName: 'ana.pdf', contentType: 'application/pdf', value: '%PDF-1.4' }]);
    const refused = await t.request({ method: 'POST', url: '/api/import/preview', headers: pdf.headers, payload: pdf.payload, as: owner });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: IMPORT_MESSAGES.fileType, code: 'import_file_type' });
    // Recognised by content: a LinkStack export named .txt is read as one.
    const linkstack = multipart([{ name: 'file', fileName: 'datos.txt', contentType: 'text/plain', value: fixture('linkstack.json') }]);
    const read = await t.request({ method: 'POST', url: '/api/import/preview', headers: linkstack.headers, payload: linkstack.payload, as: owner });
    expect(read.json<ImportPreview>().source).toBe('linkstack');
  });

  it.each([
    ['http://127.0.0.1/', OUTBOUND_MESSAGES.privateAddress],
    ['http://[::1]/', OUTBOUND_MESSAGES.privateAddress],
    ['http://169.254.169.254/', OUTBOUND_MESSAGES.privateAddress],
    ['http://intranet.example/', OUTBOUND_MESSAGES.privateAddress],
    ['file:///etc/passwd', OUTBOUND_MESSAGES.scheme],
    ['gopher://links.example/', OUTBOUND_MESSAGES.scheme],
    ['data:text/html,<a href=x>', OUTBOUND_MESSAGES.scheme],
  ])('refuses %s with a Spanish 400', async (url, message) => {
    const res = await preview({ url });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message, code: 'import_fetch_refused' });
  });

  it('refuses a redirect to a private address, and what is not a page', async () => {
    expect((await preview({ url: `http://links.example:${port}/a-casa` })).json()).toEqual({ error: OUTBOUND_MESSAGES.privateAddress, code: 'import_fetch_refused' });
    expect((await preview({ url: `http://links.example:${port}/imagen` })).json()).toEqual({ error: 'La dirección no devolvió una página web (HTML).', code: 'import_not_html' });
    expect((await preview({ url: `http://links.example:${port}/nada` })).json()).toEqual({ error: 'La página respondió con un error (404).', code: 'import_fetch_failed' });
    expect((await preview({})).statusCode).toBe(400);
    expect((await t.request({ method: 'POST', url: '/api/import/preview', payload: { url: 'x' } })).statusCode).toBe(401);
  });

  it('imports a preview as a new page, with a suffixed slug when taken, and its blocks in order', async () => {
    const read = (await preview({ url: `http://links.example:${port}/ana.cocina` })).json<ImportPreview>();
    await t.request({ method: 'POST', url: '/api/pages', payload: { title: 'Ana Cocina' }, as: owner });
    // The owner unticks the first block.
    const chosen = { ...read, blocks: read.blocks.slice(1) };
    const res = await t.request({ method: 'POST', url: '/api/import', payload: { preview: chosen, target: { kind: 'new' } }, as: owner });
    expect(res.statusCode, res.body).toBe(201);
    const page = res.json<{ id: number; slug: string; bio: string; socialLinks: unknown[] }>();
    expect(page.slug).toBe('ana-cocina-2');
    expect(page.bio).toBe(read.bio);
    expect(page.socialLinks).toHaveLength(2);
    const items = (await t.request({ method: 'GET', url: `/api/pages/${page.id}/items`, as: owner })).json<{ type: string; content: Record<string, unknown>; isVisible: boolean }[]>();
    expect(items.map((item) => [item.type, item.content.title, item.content.url, item.isVisible])).toEqual([
      ['link', 'Libro de verano', 'https://tienda.example/verano', true],
      ['link', 'Libro oculto', 'https://tienda.example/oculto', false],
      ['link', 'Directo del jueves', 'https://www.youtube.com/watch?v=abc', false],
      ['link', 'Escríbeme', 'mailto:ana@cocina.example', true],
    ]);
  });

  it('copies the profile photo into the account as an upload, and leaves out one that is not an image', async () => {
    const read = (await preview({ url: `http://links.example:${port}/ana.cocina` })).json<ImportPreview>();
    const withPhoto = { ...read, title: 'Con foto', profileImageUrl: `http://links.example:${port}/foto.png` };
    const res = await t.request({ method: 'POST', url: '/api/import', payload: { preview: withPhoto, target: { kind: 'new' } }, as: owner });
    expect(res.statusCode, res.body).toBe(201);
    const photoUrl = res.json<{ profileImage: string }>().profileImage;
    expect(photoUrl).toMatch(/\/storage\/v1\/object\/public\/profile-picture\/[0-9a-f-]+\.(png|webp)$/);
    const served = await t.request({ method: 'GET', url: new URL(photoUrl).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toMatch(/^image\//);
    // Not an image, or a private address: the page is made without a photo.
    for (const url of [`http://links.example:${port}/imagen`, 'http://intranet.example/foto.png']) {
      const without = await t.request({ method: 'POST', url: '/api/import', payload: { preview: { ...read, title: 'Sin foto', profileImageUrl: url, blocks: [] }, target: { kind: 'new' } }, as: owner });
      expect(without.statusCode, without.body).toBe(201);
      expect(without.json<{ profileImage: string | null }>().profileImage).toBeNull();
    }
  });

  it("appends to one of the owner's pages within its block cap, all or nothing; another owner's page is 404", async () => {
    const read = (await preview({ url: `http://links.example:${port}/ana.cocina` })).json<ImportPreview>();
    const target = (await t.request({ method: 'POST', url: '/api/pages', payload: { title: 'Destino' }, as: owner })).json<{ id: number }>();
    const append = (blocks: ImportPreview['blocks'], as = owner) =>
      t.request({ method: 'POST', url: '/api/import', payload: { preview: { ...read, blocks }, target: { kind: 'append', pageId: target.id } }, as });
    expect((await append(read.blocks.slice(0, 2))).statusCode).toBe(201);
    // 2 + 5 > 6: refused, and none of the 5 is kept.
    const over = await append(read.blocks);
    expect(over.statusCode).toBe(409);
    expect((await t.request({ method: 'GET', url: `/api/pages/${target.id}/items`, as: owner })).json()).toHaveLength(2);
    const stranger = await t.user();
    expect((await append(read.blocks.slice(0, 1), stranger)).statusCode).toBe(404);
  });

  it('checks an edited preview again: a javascript: address sent back is refused', async () => {
    const read = (await preview({ url: `http://links.example:${port}/ana.cocina` })).json<ImportPreview>();
    const hostile = { ...read, blocks: [{ type: 'link', title: 'x', url: 'javascript:alert(1)', visible: true }] };
    const res = await t.request({ method: 'POST', url: '/api/import', payload: { preview: hostile, target: { kind: 'new' } }, as: owner });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/URL válida/);
  });
});
