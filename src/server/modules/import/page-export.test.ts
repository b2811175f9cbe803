import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Item } from '@shared/schemas/item';
import type { Page } from '@shared/schemas/page';
import { PAGE_EXPORT_DOCUMENT, type PageExport, pageExportJsonSchema } from '@shared/schemas/page-export';
import { type DatabaseHandle, openDatabase } from '../../db/client';
import { pdf, png } from '../../test/images';
import { createItem, createPage, heading, listItems, postItemImage, postItemPdf } from '../../test/factories';
import { multipart } from '../../test/multipart';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';

// The round trip (issue 37): a page exported from an app on PGlite and imported into a second
// account of another app, on PostgreSQL when TEST_DATABASE_URL is set (another PGlite otherwise).
let pglite: DatabaseHandle;
let from: TestApp;
let to: TestApp;
let owner: TestUser;
let mover: TestUser;
let page: Page;
let zip: Buffer;

const ORIGIN_FROM = 'http://desde.example';
const ORIGIN_TO = 'http://hacia.example';

beforeAll(async () => {
  pglite = await openDatabase({ kind: 'pglite' });
  from = await createTestApp({ database: pglite, publicView: true, publicUrl: ORIGIN_FROM });
  to = await createTestApp({ publicView: true, publicUrl: ORIGIN_TO });
  owner = await from.user();
  mover = await to.user();

  const photo = (await postItemImage(from, owner, await png(40, 40, '#c0392b'))).json<{ imageUrl: string }>().imageUrl;
  const picture = (await postItemImage(from, owner, await png(60, 30, '#27ae60'))).json<{ imageUrl: string }>().imageUrl;
  const document = (await postItemPdf(from, owner, pdf('Currículum'), 'cv.pdf')).json<{ url: string; filename: string; filesize: number }>();
  page = await createPage(from, owner, { title: 'Ana López' });
  const patched = await from.request({
    method: 'PATCH',
    url: `/api/pages/${page.id}`,
    as: owner,
    payload: {
      bio: 'Diseñadora en Madrid',
      profileImage: photo,
      backgroundColor: '#F0F4FF',
      backgroundOverlayColor: '#000000',
      backgroundOverlayOpacity: 40,
      theme: 'custom',
      buttonShape: 'pill',
      socialLinks: [{ network: 'instagram', url: 'https://instagram.com/ana' }],
      socialPosition: 'below',
    },
  });
  expect(patched.statusCode, patched.body).toBe(200);
  const blocks = [
    { type: 'heading', content: { text: 'Hola, soy Ana', size: 'medium', linkUrl: 'https://ana.example' } },
    { type: 'text', content: { text: 'Primera línea\nSegunda línea', fontFamily: 'Merriweather', fontStyle: 'italic' } },
    { type: 'youtube', content: { videoId: 'https://youtu.be/M7lc1UVf-VE', title: 'Mi charla' } },
    { type: 'link', content: { url: 'https://blog.example/post', title: 'Mi blog' } },
    { type: 'pdf', content: { title: 'CV', url: document.url, filename: document.filename, filesize: document.filesize } },
    { type: 'subpage', content: { title: 'Proyectos', buttonText: '' } },
    { type: 'image', content: { imageUrl: picture, altText: 'Ana en la playa', sizePreset: 'banner' } },
    { type: 'divider', content: { style: 'dashed', thickness: 3 } },
    { type: 'spacer', content: { size: 40 } },
    { type: 'contactCard', content: { name: 'Ana López', phone: '+34 600 11 22 33', email: 'ana@example.com' } },
  ];
  for (const block of blocks) await createItem(from, owner, page.id, block);
  await createItem(from, owner, page.id, { ...heading('Oculto'), isVisible: false });
  const subpageId = (await listItems(from, page.id, owner)).find((item) => item.type === 'subpage')!.content.pageId as number;
  await createItem(from, owner, subpageId, { type: 'link', content: { url: 'https://obra.example/1', title: 'Obra 1' } });
  await createItem(from, owner, subpageId, { type: 'image', content: { imageUrl: picture, altText: 'Obra' } });

  const res = await from.request({ method: 'GET', url: `/api/pages/${page.id}/export`, as: owner });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/zip');
  expect(res.headers['content-disposition']).toMatch(/linkhub-pagina-ana-lopez-\d{4}-\d\d-\d\d\.zip/);
  zip = res.rawPayload;
}, 60_000);

afterAll(async () => {
  await from?.close();
  await to?.close();
  await pglite?.close();
});

const exportDocument = (bytes: Buffer) => JSON.parse(Buffer.from(unzipSync(bytes)[PAGE_EXPORT_DOCUMENT]!).toString('utf8')) as PageExport;
const send = (t: TestApp, as: TestUser, bytes: Buffer, query = '', fileName = 'pagina.zip') =>
  t.request({ method: 'POST', url: `/api/import/page-export${query}`, as, ...multipart([{ name: 'file', fileName, contentType: 'application/octet-stream', value: bytes }]) });

/** A public page's HTML with what differs between two sites and two copies left out: origins, ids, file keys, nonces. */
async function publicHtml(t: TestApp, slug: string, origin: string) {
  const res = await t.request({ method: 'GET', url: `/view/${slug}`, headers: { host: new URL(origin).host } });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return res.body
    .replaceAll(origin, 'ORIGIN')
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, 'UUID')
    .replace(/nonce="[^"]*"/g, 'nonce')
    // The share image's version follows the photo's address, whose name is new on the other site.
    .replace(/share\.png\?v=[0-9a-f]{8}/g, 'share.png?v=V')
    .replace(/\/go\/\d+/g, '/go/N')
    .replace(/(data-[a-z-]*id|id)="[^"]*\d[^"]*"/g, '$1="N"')
    .replace(/\/view\/page\/\d+/g, '/view/page/N')
    .replace(/\/[a-z-]+-\d+(?=["/?])/g, '/SLUG');
}

describe('exporting a page (issue 37)', () => {
  it('downloads linkhub-page.json and the files its pages use, valid against the published JSON Schema', async () => {
    const files = unzipSync(zip);
    const document = exportDocument(zip);
    expect(document).toMatchObject({ format: 'linkhub-page', version: 1 });
    expect(document.pages.map((exported) => [exported.ref, exported.parentRef, exported.title, exported.items.length])).toEqual([
      [1, null, 'Ana López', 11],
      [2, 1, 'Proyectos', 2],
    ]);
    expect(document.pages[0]!.items.find((item) => item.type === 'subpage')!.content.pageId).toBe(2);
    // The photo, the picture (used twice, carried once) and the PDF.
    expect(document.files.map((file) => file.contentType).sort()).toEqual(['application/pdf', expect.stringMatching(/^image\//), expect.stringMatching(/^image\//)]);
    for (const file of document.files) expect(files[file.path]?.length).toBe(file.size);
    // Nothing else about the owner: no ids, statistics or slug history.
    const text = JSON.stringify(document);
    expect(text).not.toContain(owner.id);
    expect(text).not.toMatch(/"(userId|id|createdAt|clicks|views|slugHistory)":/);

    const schema = await from.request({ method: 'GET', url: '/api/schemas/page-export.json' });
    expect(schema.statusCode).toBe(200);
    expect(schema.json()).toEqual(pageExportJsonSchema());
    // The copy in docs/ is the one the server publishes.
    expect(JSON.parse(readFileSync(path.join(import.meta.dirname, '../../../../docs/schemas/page-export.json'), 'utf8'))).toEqual(schema.json());
    const validate = new Ajv2020({ strict: false }).compile(schema.json());
    expect(validate(document), JSON.stringify(validate.errors)).toBe(true);
    expect(validate({ ...document, version: 2 })).toBe(false);
  });

  it("is the owner's alone: another account's export of it is 404", async () => {
    const stranger = await from.user();
    expect((await from.request({ method: 'GET', url: `/api/pages/${page.id}/export`, as: stranger })).statusCode).toBe(404);
    expect((await from.request({ method: 'GET', url: `/api/pages/${page.id}/export` })).statusCode).toBe(401);
  });
});

describe('importing a page export into another site (issue 37)', () => {
  it('previews what it would create, writing nothing', async () => {
    const res = await send(to, mover, zip, '?preview=1');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ title: 'Ana López', pages: 2, blocks: 13, files: 3 });
    expect((await to.request({ method: 'GET', url: '/api/pages', as: mover })).json()).toEqual([]);
  });

  it('recreates the page, its subpage and files; the public pages match the originals', async () => {
    const res = await send(to, mover, zip);
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json<Page>();
    expect(made).toMatchObject({ title: 'Ana López', slug: 'ana-lopez', bio: 'Diseñadora en Madrid', buttonShape: 'pill', socialPosition: 'below' });
    expect(made.profileImage).toMatch(new RegExp(`^${ORIGIN_TO}/storage/v1/object/public/item-images/`));
    const madeItems = await listItems(to, made.id, mover);
    expect(madeItems.map((item) => [item.type, item.isVisible])).toEqual((await listItems(from, page.id, owner)).map((item) => [item.type, item.isVisible]));
    const subpage = madeItems.find((item) => item.type === 'subpage')!.content.pageId as number;
    const children = await listItems(to, subpage, mover);
    expect(children.map((item: Item) => item.type)).toEqual(['link', 'image']);
    // The files were copied: the new addresses serve them.
    for (const url of [made.profileImage!, madeItems.find((item) => item.type === 'pdf')!.content.url as string]) {
      const served = await to.request({ method: 'GET', url: new URL(url).pathname });
      expect(served.statusCode, url).toBe(200);
    }
    const subpageSlug = (await to.request({ method: 'GET', url: `/api/pages/id/${subpage}`, as: mover })).json<Page>().slug;
    const originalSubpage = (await listItems(from, page.id, owner)).find((item) => item.type === 'subpage')!.content.pageId as number;
    const originalSubpageSlug = (await from.request({ method: 'GET', url: `/api/pages/id/${originalSubpage}`, as: owner })).json<Page>().slug;
    expect(await publicHtml(to, made.slug, ORIGIN_TO)).toBe(await publicHtml(from, page.slug, ORIGIN_FROM));
    expect(await publicHtml(to, subpageSlug, ORIGIN_TO)).toBe(await publicHtml(from, originalSubpageSlug, ORIGIN_FROM));
  });

  it('gives a taken slug a suffix, takes the bare JSON (files keep their addresses) and counts the files against the quota', async () => {
    const again = await send(to, mover, zip);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json<Page>().slug).toBe('ana-lopez-2');
    const json = Buffer.from(JSON.stringify(exportDocument(zip)));
    const bare = await send(to, mover, json, '', 'linkhub-page.json');
    expect(bare.statusCode, bare.body).toBe(201);
    expect(bare.json<Page>().profileImage).toMatch(new RegExp(`^${ORIGIN_FROM}/`));

    const small = await createTestApp({ limits: { uploadBytesPerUser: 200 } });
    try {
      const user = await small.user();
      const refused = await send(small, user, zip);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toMatch(/límite/);
      expect((await small.request({ method: 'GET', url: '/api/pages', as: user })).json()).toEqual([]);
    } finally {
      await small.close();
    }
  });

  it('refuses what is not a page export, or a tampered one, with a Spanish 400 and writes nothing', async () => {
    const before = (await to.request({ method: 'GET', url: '/api/pages', as: mover })).json<Page[]>().length;
    const document = exportDocument(zip);
    const cases: [Buffer, RegExp][] = [
      [Buffer.from('<html></html>'), /no es una exportación/],
      [Buffer.from('{"format":"otra"}'), /no es una exportación/],
      [Buffer.from(JSON.stringify({ ...document, version: 9 })), /no es válida/],
      [Buffer.from(JSON.stringify({ ...document, pages: [{ ...document.pages[0]!, backgroundColor: 'url(javascript:alert(1))' }] })), /no es válida/],
      [Buffer.from(JSON.stringify({ ...document, pages: [{ ...document.pages[0]!, items: [{ type: 'link', content: { url: 'javascript:alert(1)', title: 'x' }, linkUrl: null, isSticky: false, isVisible: true }] }] })), /URL/],
      [Buffer.from(JSON.stringify({ ...document, pages: [document.pages[1]!, document.pages[0]!] })), /no es válida/],
      [Buffer.from(JSON.stringify({ ...document, pages: [{ ...document.pages[0]!, items: [{ type: 'script', content: {}, linkUrl: null, isSticky: false, isVisible: true }] }] })), /tipo de bloque desconocido/],
    ];
    for (const [bytes, message] of cases) {
      const res = await send(to, mover, bytes);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error).toMatch(message);
    }
    expect((await to.request({ method: 'GET', url: '/api/pages', as: mover })).json()).toHaveLength(before);
  });
});
