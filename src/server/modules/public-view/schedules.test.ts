import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Item } from '@shared/schemas/item';
import type { Page } from '@shared/schemas/page';
import { PAGE_EXPORT_DOCUMENT, type PageExport } from '@shared/schemas/page-export';
import { multipart } from '../../test/multipart';
import { createItem, createPage, heading, listItems } from '../../test/factories';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';

// Issue 36 (decisions 960-962): block schedules, drafts and publish dates, redirect windows. The
// clock is injected: tests move it instead of waiting.
let now = new Date('2026-12-01T10:00:00Z');
const clock = () => now;
const at = (iso: string) => (now = new Date(iso));

let t: TestApp;
let other: TestApp;
let owner: TestUser;
let renders = 0;

beforeAll(async () => {
  t = await createTestApp({
    publicView: true,
    clock,
    wrapRenderer: (renderer) => ({ render: (input) => ((renders += 1), renderer.render(input)) }),
  });
  // A second instance on the same database, with its own cache.
  other = await createTestApp({ publicView: true, clock, database: t.database });
  owner = await t.user();
});
afterAll(async () => {
  await other.close();
  await t.close();
});

async function patch(url: string, payload: Record<string, unknown>) {
  return t.request({ method: 'PATCH', url, payload, as: owner });
}
const get = (app: TestApp, url: string, headers: Record<string, string> = {}) => app.request({ method: 'GET', url, headers });
const link = (title: string, url = 'https://example.com/a') => ({ type: 'link', content: { title, url } });

describe('a block with a schedule', () => {
  let page: Page;
  let scheduled: Item;

  beforeAll(async () => {
    at('2026-12-01T10:00:00Z');
    page = await createPage(t, owner, { title: 'Agenda' });
    await createItem(t, owner, page.id, heading('Siempre'));
    scheduled = await createItem(t, owner, page.id, link('Entradas a la venta'));
  });

  it('reads and writes visibleFrom and visibleUntil, and refuses an end before its start', async () => {
    const res = await patch(`/api/items/${scheduled.id}`, { visibleFrom: '2026-12-01T12:00:00+01:00', visibleUntil: '2026-12-01T13:00:00+01:00' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ visibleFrom: '2026-12-01T11:00:00.000Z', visibleUntil: '2026-12-01T12:00:00.000Z' });

    const backwards = await patch(`/api/items/${scheduled.id}`, { visibleUntil: '2026-12-01T10:30:00Z' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toEqual({ error: 'El final debe ser posterior al inicio.', code: 'schedule_ends_before_start' });
    const bad = await patch(`/api/items/${scheduled.id}`, { visibleFrom: 'mañana' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('invalid_data');
  });

  it('is absent from the page, its data and its /go link before its start and after its end, cached or not', async () => {
    at('2026-12-01T10:59:00Z');
    const before = await get(t, `/view/${page.slug}`);
    expect(before.statusCode).toBe(200);
    expect(before.body).toContain('Siempre');
    expect(before.body).not.toContain('Entradas a la venta');
    expect((await listItems(t, page.id)).map((item) => item.id)).not.toContain(scheduled.id);
    const gone = await get(t, `/go/${scheduled.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.headers['content-type']).toContain('text/html');
    expect(gone.body).toContain('Este enlace ya no está disponible');
    expect(gone.body).toContain(`href="/view/${page.slug}"`);

    // The cached render carries its next change: served until the start, not after.
    const rendersBefore = renders;
    expect((await get(t, `/view/${page.slug}`)).body).not.toContain('Entradas a la venta');
    expect(renders).toBe(rendersBefore);
    const etag = before.headers.etag as string;
    expect((await get(t, `/view/${page.slug}`, { 'if-none-match': etag })).statusCode).toBe(304);

    at('2026-12-01T11:00:00Z');
    const during = await get(t, `/view/${page.slug}`, { 'if-none-match': etag });
    expect(during.statusCode).toBe(200);
    expect(during.body).toContain('Entradas a la venta');
    expect((await listItems(t, page.id)).map((item) => item.id)).toContain(scheduled.id);
    const go = await get(t, `/go/${scheduled.id}`);
    expect(go.statusCode).toBe(302);
    // The other instance answers the same, from its own cache.
    expect((await get(other, `/view/${page.slug}`)).body).toContain('Entradas a la venta');

    at('2026-12-01T12:00:00Z');
    for (const app of [t, other]) {
      const after = await get(app, `/view/${page.slug}`, { 'if-none-match': during.headers.etag as string });
      expect(after.statusCode).toBe(200);
      expect(after.body).not.toContain('Entradas a la venta');
    }
    expect((await get(t, `/go/${scheduled.id}`)).statusCode).toBe(404);
    expect((await listItems(t, page.id)).map((item) => item.id)).not.toContain(scheduled.id);
    // Its owner still reads it, with its schedule.
    const own = (await listItems(t, page.id, owner)).find((item) => item.id === scheduled.id);
    expect(own).toMatchObject({ visibleUntil: '2026-12-01T12:00:00.000Z' });
  });

  it('is copied with its schedule when the block or the page is duplicated', async () => {
    const copy = await t.request({ method: 'POST', url: `/api/items/${scheduled.id}/duplicate`, as: owner });
    expect(copy.statusCode, copy.body).toBe(201);
    expect(copy.json()).toMatchObject({ visibleFrom: '2026-12-01T11:00:00.000Z', visibleUntil: '2026-12-01T12:00:00.000Z' });
    const pageCopy = await t.request({ method: 'POST', url: `/api/pages/${page.id}/duplicate`, as: owner });
    expect(pageCopy.statusCode, pageCopy.body).toBe(201);
    const copied = await listItems(t, pageCopy.json<Page>().id, owner);
    expect(copied.filter((item) => item.visibleUntil === '2026-12-01T12:00:00.000Z')).toHaveLength(2);
  });
});

describe('a draft page', () => {
  let page: Page;

  beforeAll(async () => {
    at('2026-12-02T10:00:00Z');
    page = await createPage(t, owner, { title: 'Lanzamiento' });
    await createItem(t, owner, page.id, heading('Muy pronto'));
  });

  it('starts published, and as a draft answers 404 to visitors but not to its owner', async () => {
    expect(page).toMatchObject({ status: 'published', publishAt: null, redirect: null });
    expect((await get(t, `/view/${page.slug}`)).statusCode).toBe(200);
    const res = await patch(`/api/pages/${page.id}`, { status: 'draft' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'draft' });

    for (const url of [`/view/${page.slug}`, `/view/page/${page.id}`, `/preview/page/${page.id}`]) {
      for (const app of [t, other]) expect((await get(app, url)).statusCode, url).toBe(404);
    }
    expect((await get(t, `/api/pages/id/${page.id}`)).statusCode).toBe(404);
    expect((await get(t, `/api/pages/${page.id}/items`)).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `/api/pages/id/${page.id}`, as: owner })).statusCode).toBe(200);
    expect(await listItems(t, page.id, owner)).toHaveLength(1);
    expect((await patch(`/api/pages/${page.id}`, { status: 'borrador' })).statusCode).toBe(400);
  });

  it('is published by itself at its publish date, on every instance', async () => {
    const res = await patch(`/api/pages/${page.id}`, { status: 'draft', publishAt: '2026-12-02T12:00:00+01:00' });
    expect(res.json()).toMatchObject({ status: 'draft', publishAt: '2026-12-02T11:00:00.000Z' });
    at('2026-12-02T10:59:59Z');
    expect((await get(t, `/view/${page.slug}`)).statusCode).toBe(404);
    at('2026-12-02T11:00:00Z');
    for (const app of [t, other]) {
      const shown = await get(app, `/view/${page.slug}`);
      expect(shown.statusCode).toBe(200);
      expect(shown.body).toContain('Muy pronto');
    }
  });
});

describe('a draft subpage', () => {
  it("keeps its card off its parent's page until it is published, cached or not", async () => {
    at('2026-12-02T14:00:00Z');
    const parent = await createPage(t, owner, { title: 'Portada' });
    const card = await createItem(t, owner, parent.id, { type: 'subpage', content: { title: 'Catálogo de invierno' } });
    const child = Number(card.content.pageId);
    await createItem(t, owner, child, heading('Abrigos'));
    expect((await get(t, `/view/${parent.slug}`)).body).toContain('Catálogo de invierno');

    expect((await patch(`/api/pages/${child}`, { status: 'draft', publishAt: '2026-12-02T16:00:00Z' })).statusCode).toBe(200);
    for (const app of [t, other]) {
      expect((await get(app, `/view/${parent.slug}`)).body, 'the card of a draft').not.toContain('Catálogo de invierno');
      expect((await get(app, `/api/pages/${parent.id}/items`)).json<Item[]>().map((item) => item.type)).toEqual([]);
    }
    expect((await listItems(t, parent.id, owner)).map((item) => item.type)).toEqual(['subpage']);
    // Its publish date ends the cached render of the parent too.
    at('2026-12-02T16:00:00Z');
    for (const app of [t, other]) expect((await get(app, `/view/${parent.slug}`)).body).toContain('Catálogo de invierno');
  });
});

describe('a redirect window', () => {
  let page: Page;
  let target: Item;
  let title: Item;

  beforeAll(async () => {
    at('2026-12-03T10:00:00Z');
    page = await createPage(t, owner, { title: 'Estreno' });
    title = await createItem(t, owner, page.id, heading('Estreno'));
    target = await createItem(t, owner, page.id, link('Ver el estreno', 'https://video.example/estreno'));
  });

  it('refuses a block that is not a link of the page, and an end before its start', async () => {
    const notLink = await patch(`/api/pages/${page.id}`, { redirect: { itemId: title.id, from: null, until: null } });
    expect(notLink.statusCode).toBe(400);
    expect(notLink.json()).toEqual({ error: 'Solo se puede redirigir a un bloque de enlace de esta página.', code: 'redirect_not_a_link' });
    const elsewhere = await createPage(t, owner, { title: 'Otra' });
    const foreign = await createItem(t, owner, elsewhere.id, link('Fuera'));
    expect((await patch(`/api/pages/${page.id}`, { redirect: { itemId: foreign.id, from: null, until: null } })).json().code).toBe('redirect_not_a_link');
    const backwards = await patch(`/api/pages/${page.id}`, { redirect: { itemId: target.id, from: '2026-12-03T12:00:00Z', until: '2026-12-03T11:00:00Z' } });
    expect(backwards.json()).toEqual({ error: 'El final debe ser posterior al inicio.', code: 'schedule_ends_before_start' });
  });

  it('answers 307 to the counted /go link in its window, and the page comes back by itself', async () => {
    const res = await patch(`/api/pages/${page.id}`, { redirect: { itemId: target.id, from: '2026-12-03T11:00:00Z', until: '2026-12-03T12:00:00Z' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().redirect).toEqual({ itemId: target.id, from: '2026-12-03T11:00:00Z', until: '2026-12-03T12:00:00Z' });

    const before = await get(t, `/view/${page.slug}`);
    expect(before.statusCode).toBe(200);
    at('2026-12-03T11:00:00Z');
    for (const app of [t, other]) {
      for (const url of [`/view/${page.slug}`, `/view/page/${page.id}`]) {
        const redirected = await get(app, url);
        expect(redirected.statusCode, url).toBe(307);
        expect(redirected.headers.location).toBe(`/go/${target.id}#`);
      }
    }
    // The page's own preview still shows it.
    expect((await get(t, `/preview/page/${page.id}`)).statusCode).toBe(200);
    const go = await get(t, `/go/${target.id}`);
    expect(go.statusCode).toBe(302);
    expect(go.headers.location).toBe('https://video.example/estreno#');

    at('2026-12-03T12:00:00Z');
    for (const app of [t, other]) expect((await get(app, `/view/${page.slug}`)).statusCode).toBe(200);
  });

  it('is carried by duplication to the copy of its link', async () => {
    const copy = await t.request({ method: 'POST', url: `/api/pages/${page.id}/duplicate`, as: owner });
    const copied = copy.json<Page>();
    const items = await listItems(t, copied.id, owner);
    const copiedLink = items.find((item) => item.type === 'link');
    expect(copied.redirect).toBeNull(); // answered as inserted; the stored one follows
    const stored = (await t.request({ method: 'GET', url: `/api/pages/id/${copied.id}`, as: owner })).json<Page>();
    expect(stored.redirect).toEqual({ itemId: copiedLink?.id, from: '2026-12-03T11:00:00Z', until: '2026-12-03T12:00:00Z' });
  });

  it('is carried by the page export, naming its link by its place, and by the import', async () => {
    await patch(`/api/items/${target.id}`, { visibleUntil: '2026-12-31T00:00:00Z' });
    await patch(`/api/pages/${page.id}`, { status: 'draft', publishAt: '2026-12-04T00:00:00Z' });
    const zip = await t.request({ method: 'GET', url: `/api/pages/${page.id}/export`, as: owner });
    expect(zip.statusCode, zip.body).toBe(200);
    const document = JSON.parse(Buffer.from(unzipSync(zip.rawPayload)[PAGE_EXPORT_DOCUMENT]!).toString('utf8')) as PageExport;
    const [exported] = document.pages;
    expect(exported).toMatchObject({ status: 'draft', publishAt: '2026-12-04T00:00:00.000Z', redirect: { item: 2, from: '2026-12-03T11:00:00Z', until: '2026-12-03T12:00:00Z' } });
    expect(exported?.items[1]).toMatchObject({ visibleFrom: null, visibleUntil: '2026-12-31T00:00:00.000Z' });

    const imported = await t.request({
      method: 'POST',
      url: '/api/import/page-export',
      as: owner,
      ...multipart([{ name: 'file', fileName: 'pagina.zip', contentType: 'application/octet-stream', value: zip.rawPayload }]),
    });
    expect(imported.statusCode, imported.body).toBe(201);
    const made = (await t.request({ method: 'GET', url: `/api/pages/id/${imported.json<Page>().id}`, as: owner })).json<Page>();
    const madeItems = await listItems(t, made.id, owner);
    expect(made).toMatchObject({ status: 'draft', publishAt: '2026-12-04T00:00:00.000Z', redirect: { itemId: madeItems[1]?.id, from: '2026-12-03T11:00:00Z' } });
    expect(madeItems[1]).toMatchObject({ type: 'link', visibleUntil: '2026-12-31T00:00:00.000Z' });
  });
});
