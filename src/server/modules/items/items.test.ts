import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOCK_TYPES, blockDefaults } from '@shared/blocks';
import type { Item } from '@shared/schemas/item';
import type { Page } from '@shared/schemas/page';
import { createItem, createPage, heading, listItems } from '../../test/factories';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';

let t: TestApp;
let owner: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.user();
  stranger = await t.user();
});
afterAll(() => t.close());

const orders = (items: Item[]) => items.map((i) => [i.id, i.order]);

describe('POST /api/pages/{pageId}/items', () => {
  it('accepts the creation defaults of every block type', async () => {
    const page = await createPage(t, owner, { title: 'Todos los tipos' });
    for (const [index, type] of BLOCK_TYPES.entries()) {
      const item = await createItem(t, owner, page.id, { type, content: blockDefaults(type), order: index });
      expect(item).toMatchObject({ pageId: page.id, type, order: index, isSticky: false, isVisible: true, linkUrl: null });
      expect(typeof item.content).toBe('object');
    }
    const items = await listItems(t, page.id, owner);
    expect(items.map((i) => i.type)).toEqual(BLOCK_TYPES);
  });

  it('accepts content as a JSON string and stores and returns it as an object', async () => {
    const page = await createPage(t, owner);
    const item = await createItem(t, owner, page.id, { type: 'spacer', content: JSON.stringify({ size: 40 }), order: 0 });
    expect(item.content).toEqual({ size: 40 });
    expect((await listItems(t, page.id))[0]?.content).toEqual({ size: 40 });
  });

  it('appends at the end without an order and inserts at a given order, keeping orders contiguous', async () => {
    const page = await createPage(t, owner);
    const a = await createItem(t, owner, page.id, heading('a'));
    const b = await createItem(t, owner, page.id, heading('b'));
    const c = await createItem(t, owner, page.id, { ...heading('c'), order: 1 });
    const far = await createItem(t, owner, page.id, { ...heading('far'), order: 99 });
    expect(orders(await listItems(t, page.id))).toEqual([[a.id, 0], [c.id, 1], [b.id, 2], [far.id, 3]]);
  });

  it.each([
    ['heading', { text: '' }, 'El texto no puede estar vacío'],
    ['heading', { text: 'x', size: 'huge' }, null],
    ['heading', { text: 'x', backgroundOpacity: 101 }, null],
    ['heading', { text: 'x', linkUrl: 'javascript:alert(1)' }, 'Debe ser una URL válida que empiece por http:// o https://'],
    ['text', { text: 'x', fontFamily: 'Comic Sans' }, null],
    ['text', { text: 'x', textColor: 'red;} body {display:none' }, 'Color no válido'],
    ['youtube', {}, 'ID de video de YouTube inválido'],
    ['youtube', { videoId: 42 }, 'ID de video de YouTube inválido'],
    ['youtube', { videoId: 'no es un id' }, 'ID de video de YouTube inválido'],
    ['link', { url: 'notaurl', title: 'x' }, 'Debe ser una URL válida que empiece por http:// o https://, o una dirección mailto: o tel:'],
    ['link', { url: 'data:text/html,<script>alert(1)</script>', title: 'x' }, null],
    ['pdf', { url: 'notaurl', title: 'x' }, null],
    ['subpage', { title: '' }, 'El título no puede estar vacío'],
    ['image', { imageUrl: 'javascript:alert(1)' }, null],
    ['image', { imageUrl: 'https://ok.example/a.png', sizePreset: 'giant' }, null],
    ['divider', { thickness: 0 }, null],
    ['spacer', { size: 5 }, null],
    ['spacer', { size: 201 }, null],
    ['contactCard', { name: 'Ana', email: 'no-es-correo' }, 'Correo electrónico no válido'],
    ['contactCard', { name: 'Ana', website: 'ftp://x.example' }, null],
    ['contactCard', { name: 'Ana', linkedinUrl: 'javascript:alert(1)' }, null],
  ])('refuses %s content %j with 400', async (type, content, message) => {
    const page = await createPage(t, owner);
    const res = await t.request({ method: 'POST', url: `/api/pages/${page.id}/items`, payload: { type, content }, as: owner });
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json();
    if (message) expect(body.error).toBe(message);
    expect(body.details[0].path).toMatch(/^content/);
    expect(await listItems(t, page.id, owner)).toEqual([]);
  });

  it('refuses unknown types, malformed JSON content and non-object content', async () => {
    const page = await createPage(t, owner);
    const cases = [
      { type: 'marquee', content: {} },
      { type: 'heading', content: '{"text": ' },
      { type: 'heading', content: [1, 2] },
      { type: 'heading', content: 'texto' },
    ];
    for (const payload of cases) {
      const res = await t.request({ method: 'POST', url: `/api/pages/${page.id}/items`, payload, as: owner });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error).toMatch(/\S/);
    }
  });

  it('extracts the video id from a YouTube address', async () => {
    const page = await createPage(t, owner);
    const item = await createItem(t, owner, page.id, { type: 'youtube', content: { videoId: 'https://youtu.be/M7lc1UVf-VE?t=3' } });
    expect(item.content.videoId).toBe('M7lc1UVf-VE');
  });

  it('creates the child page of a subpage block and stores its id in the block', async () => {
    const page = await createPage(t, owner, { title: 'Madre' });
    const item = await createItem(t, owner, page.id, { type: 'subpage', content: { ...blockDefaults('subpage'), title: 'Mis Proyectos' } });
    const childId = item.content.pageId as number;
    expect(childId).toBeGreaterThan(0);
    const child = (await t.request({ method: 'GET', url: `/api/pages/id/${childId}`, as: owner })).json<Page>();
    expect(child).toMatchObject({ title: 'Mis Proyectos', slug: 'mis-proyectos', parentPageId: page.id, userId: owner.id });
    const again = await createItem(t, owner, page.id, { type: 'subpage', content: { title: 'Mis Proyectos' } });
    const second = (await t.request({ method: 'GET', url: `/api/pages/id/${again.content.pageId as number}` })).json<Page>();
    expect(second.slug).toBe('mis-proyectos-2');
  });

  it("pasting a subpage block copies the caller's page it names, never another user's", async () => {
    const page = await createPage(t, owner);
    const original = await createItem(t, owner, page.id, { type: 'subpage', content: { title: 'Original' } });
    await createItem(t, owner, original.content.pageId as number, heading('dentro'));
    const pasted = await createItem(t, owner, page.id, { type: 'subpage', content: original.content });
    expect(pasted.content.pageId).not.toBe(original.content.pageId);
    expect((await listItems(t, pasted.content.pageId as number)).map((i) => i.content.text)).toEqual(['dentro']);

    const foreignPage = await createPage(t, stranger, { title: 'Ajena' });
    await createItem(t, stranger, foreignPage.id, heading('secreto'));
    const mine = await createPage(t, owner);
    const stolen = await createItem(t, owner, mine.id, { type: 'subpage', content: { title: 'Intento', pageId: foreignPage.id } });
    expect(stolen.content.pageId).not.toBe(foreignPage.id);
    expect(await listItems(t, stolen.content.pageId as number)).toEqual([]);
  });
});

describe('GET /api/pages/{id}/items', () => {
  it('hides invisible items from everyone but the owner', async () => {
    const page = await createPage(t, owner);
    const shown = await createItem(t, owner, page.id, heading('visible'));
    const hidden = await createItem(t, owner, page.id, { ...heading('oculto'), isVisible: false });
    expect((await listItems(t, page.id)).map((i) => i.id)).toEqual([shown.id]);
    expect((await listItems(t, page.id, stranger)).map((i) => i.id)).toEqual([shown.id]);
    expect((await listItems(t, page.id, owner)).map((i) => i.id)).toEqual([shown.id, hidden.id]);
  });

  it('answers 404 for a page that does not exist', async () => {
    const res = await t.request({ method: 'GET', url: '/api/pages/987654/items' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Página no encontrada', code: 'page_not_found' });
  });
});

describe('PATCH /api/items/{id}', () => {
  it('changes isSticky, isVisible (also as is_visible), content and linkUrl', async () => {
    const page = await createPage(t, owner);
    const item = await createItem(t, owner, page.id, heading('antes'));
    const patch = (payload: Record<string, unknown>) =>
      t.request({ method: 'PATCH', url: `/api/items/${item.id}`, payload, as: owner });

    expect((await patch({ isSticky: true })).json()).toMatchObject({ isSticky: true, isVisible: true });
    expect((await patch({ isVisible: false })).json()).toMatchObject({ isVisible: false });
    expect((await patch({ is_visible: true })).json()).toMatchObject({ isVisible: true });
    const edited = await patch({ content: JSON.stringify({ text: 'después', size: 'small' }) });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<Item>().content).toEqual({ text: 'después', size: 'small', linkUrl: null });
    // Stored as the URL parser writes it (decision 850).
    expect((await patch({ linkUrl: 'https://EXAMPLE.com' })).json()).toMatchObject({ linkUrl: 'https://example.com/' });
  });

  it('refuses an empty change and invalid content, leaving the item as it was', async () => {
    const page = await createPage(t, owner);
    const item = await createItem(t, owner, page.id, heading('intacto'));
    for (const payload of [{}, { content: { text: '' } }, { isSticky: 'yes' }, { content: { text: 'x', linkUrl: 'javascript:void(0)' } }]) {
      const res = await t.request({ method: 'PATCH', url: `/api/items/${item.id}`, payload, as: owner });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await listItems(t, page.id, owner))[0]).toEqual(item);
  });

  it('skips a numbered save older than one already applied from the same writer (decision 505)', async () => {
    const page = await createPage(t, owner);
    const item = await createItem(t, owner, page.id, heading('inicio'));
    const patch = (payload: Record<string, unknown>) =>
      t.request({ method: 'PATCH', url: `/api/items/${item.id}`, payload, as: owner });
    const text = async () => (await listItems(t, page.id))[0]?.content.text;

    // The newer save (3) arrives first; the older one (2) arrives after it and changes nothing.
    expect((await patch({ content: { text: 'último', size: 'large' }, saveWriter: 'w1', saveSeq: 3 })).statusCode).toBe(200);
    const stale = await patch({ content: { text: 'anterior', size: 'large' }, isSticky: true, saveWriter: 'w1', saveSeq: 2 });
    expect(stale.statusCode).toBe(200);
    expect(stale.json<Item>()).toMatchObject({ content: { text: 'último' }, isSticky: false });
    expect(await text()).toBe('último');
    // The same number again (a repeated request) is skipped too; a later one applies.
    await patch({ content: { text: 'repetido', size: 'large' }, saveWriter: 'w1', saveSeq: 3 });
    expect(await text()).toBe('último');
    expect((await patch({ content: { text: 'cuarto', size: 'large' }, saveWriter: 'w1', saveSeq: 4 })).json()).toMatchObject({ content: { text: 'cuarto' } });
    // Another writer (another browser) and unnumbered saves always apply, in arrival order.
    await patch({ content: { text: 'otro navegador', size: 'large' }, saveWriter: 'w2', saveSeq: 1 });
    expect(await text()).toBe('otro navegador');
    await patch({ content: { text: 'sin número', size: 'large' } });
    expect(await text()).toBe('sin número');
    // The answer never shows the numbering.
    expect(Object.keys((await patch({ isVisible: false, saveWriter: 'w2', saveSeq: 2 })).json<Item>())).not.toContain('saveSeq');
    // Half a number is refused.
    expect((await patch({ isSticky: true, saveSeq: 9 })).statusCode).toBe(400);
    expect((await patch({ isSticky: true, saveWriter: 'w1', saveSeq: 0 })).statusCode).toBe(400);
  });

  it("keeps a subpage block pointing to its own child page", async () => {
    const page = await createPage(t, owner);
    const other = await createPage(t, owner, { title: 'Otra' });
    const item = await createItem(t, owner, page.id, { type: 'subpage', content: { title: 'Hija' } });
    const res = await t.request({
      method: 'PATCH',
      url: `/api/items/${item.id}`,
      payload: { content: { ...item.content, title: 'Renombrada', pageId: other.id } },
      as: owner,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<Item>().content).toMatchObject({ title: 'Renombrada', pageId: item.content.pageId });
  });
});

describe('DELETE /api/items/{id}', () => {
  it('removes the item and closes the gap in the order', async () => {
    const page = await createPage(t, owner);
    const a = await createItem(t, owner, page.id, heading('a'));
    const b = await createItem(t, owner, page.id, heading('b'));
    const c = await createItem(t, owner, page.id, heading('c'));
    const res = await t.request({ method: 'DELETE', url: `/api/items/${b.id}`, as: owner });
    expect(res.statusCode).toBe(204);
    expect(orders(await listItems(t, page.id))).toEqual([[a.id, 0], [c.id, 1]]);
  });
});

describe('POST /api/items/{id}/duplicate', () => {
  it('inserts the copy right after the original', async () => {
    const page = await createPage(t, owner);
    const a = await createItem(t, owner, page.id, heading('a'));
    const b = await createItem(t, owner, page.id, { ...heading('b'), isSticky: true });
    const res = await t.request({ method: 'POST', url: `/api/items/${a.id}/duplicate`, as: owner });
    expect(res.statusCode).toBe(201);
    const copy = res.json<Item>();
    expect(copy).toMatchObject({ type: 'heading', content: a.content, order: 1 });
    expect(orders(await listItems(t, page.id))).toEqual([[a.id, 0], [copy.id, 1], [b.id, 2]]);
  });

  it('gives a duplicated subpage block its own copy of the child page', async () => {
    const page = await createPage(t, owner);
    const sub = await createItem(t, owner, page.id, { type: 'subpage', content: { title: 'Hija' } });
    await createItem(t, owner, sub.content.pageId as number, heading('dentro'));
    const copy = (await t.request({ method: 'POST', url: `/api/items/${sub.id}/duplicate`, as: owner })).json<Item>();
    expect(copy.content.pageId).not.toBe(sub.content.pageId);
    const child = (await t.request({ method: 'GET', url: `/api/pages/id/${copy.content.pageId as number}` })).json<Page>();
    expect(child.parentPageId).toBe(page.id);
    expect((await listItems(t, child.id)).map((i) => i.content.text)).toEqual(['dentro']);
  });
});

describe('reordering', () => {
  async function threeItems() {
    const page = await createPage(t, owner);
    const a = await createItem(t, owner, page.id, heading('a'));
    const b = await createItem(t, owner, page.id, heading('b'));
    const c = await createItem(t, owner, page.id, heading('c'));
    return { page, ids: [a.id, b.id, c.id] as const };
  }

  it('POST /api/items/reorder renumbers from 0 in the given order', async () => {
    const { page, ids } = await threeItems();
    const res = await t.request({ method: 'POST', url: '/api/items/reorder', payload: { pageId: page.id, itemIds: [ids[2], ids[0], ids[1]] }, as: owner });
    expect(res.statusCode, res.body).toBe(200);
    expect(orders(res.json<Item[]>())).toEqual([[ids[2], 0], [ids[0], 1], [ids[1], 2]]);
    expect(orders(await listItems(t, page.id))).toEqual([[ids[2], 0], [ids[0], 1], [ids[1], 2]]);
  });

  it('PATCH /api/pages/{pageId}/items/order does the same', async () => {
    const { page, ids } = await threeItems();
    const res = await t.request({ method: 'PATCH', url: `/api/pages/${page.id}/items/order`, payload: { itemIds: [ids[1], ids[2], ids[0]] }, as: owner });
    expect(res.statusCode).toBe(200);
    expect(orders(await listItems(t, page.id))).toEqual([[ids[1], 0], [ids[2], 1], [ids[0], 2]]);
  });

  it('refuses id lists that are not exactly the page items, changing nothing', async () => {
    const { page, ids } = await threeItems();
    const other = await threeItems();
    const wrong = [
      [ids[0], ids[1]],
      [ids[0], ids[1], ids[2], other.ids[0]],
      [ids[0], ids[1], other.ids[0]],
      [ids[0], ids[0], ids[1]],
      [],
    ];
    for (const itemIds of wrong) {
      const res = await t.request({ method: 'POST', url: '/api/items/reorder', payload: { pageId: page.id, itemIds }, as: owner });
      expect(res.statusCode, JSON.stringify(itemIds)).toBe(400);
    }
    const bad = await t.request({ method: 'POST', url: '/api/items/reorder', payload: { pageId: page.id, itemIds: [ids[0], ids[1]] }, as: owner });
    expect(bad.json()).toEqual({ error: 'La lista de elementos no coincide con los elementos de la página.', code: 'reorder_mismatch' });
    expect(orders(await listItems(t, page.id))).toEqual([[ids[0], 0], [ids[1], 1], [ids[2], 2]]);
  });

  it('keeps orders contiguous under concurrent adds, duplicates and deletes', async () => {
    const page = await createPage(t, owner);
    const seed = await createItem(t, owner, page.id, heading('seed'));
    await Promise.all([
      ...Array.from({ length: 6 }, (_, i) => t.request({ method: 'POST', url: `/api/pages/${page.id}/items`, payload: heading(`n${i}`), as: owner })),
      ...Array.from({ length: 3 }, () => t.request({ method: 'POST', url: `/api/items/${seed.id}/duplicate`, as: owner })),
    ]);
    const items = await listItems(t, page.id);
    expect(items).toHaveLength(10);
    expect(items.map((i) => i.order)).toEqual([...Array(10).keys()]);
  });
});

describe('ownership of item calls', () => {
  it('answers 401 to anonymous callers and 404 to other users for every mutating call', async () => {
    const page = await createPage(t, owner);
    const item = await createItem(t, owner, page.id, heading('mío'));
    const calls = [
      { method: 'POST' as const, url: `/api/pages/${page.id}/items`, payload: heading('intruso'), notFound: 'Página no encontrada', code: 'page_not_found' },
      { method: 'PATCH' as const, url: `/api/items/${item.id}`, payload: { isVisible: false }, notFound: 'Elemento no encontrado', code: 'item_not_found' },
      { method: 'POST' as const, url: `/api/items/${item.id}/duplicate`, notFound: 'Elemento no encontrado', code: 'item_not_found' },
      { method: 'POST' as const, url: '/api/items/reorder', payload: { pageId: page.id, itemIds: [] as number[] }, notFound: 'Página no encontrada', code: 'page_not_found' },
      { method: 'PATCH' as const, url: `/api/pages/${page.id}/items/order`, payload: { itemIds: [] as number[] }, notFound: 'Página no encontrada', code: 'page_not_found' },
      { method: 'DELETE' as const, url: `/api/items/${item.id}`, notFound: 'Elemento no encontrado', code: 'item_not_found' },
    ];
    const currentIds = async () => (await listItems(t, page.id, owner)).map((i) => i.id);
    for (const { notFound, code, ...call } of calls) {
      if ('itemIds' in (call.payload ?? {})) (call.payload as { itemIds: number[] }).itemIds = await currentIds();
      const anonymous = await t.request(call);
      expect(anonymous.statusCode, `${call.method} ${call.url}`).toBe(401);
      const other = await t.request({ ...call, as: stranger });
      expect(other.statusCode, `${call.method} ${call.url}`).toBe(404);
      expect(other.json()).toEqual({ error: notFound, code });
      const mine = await t.request({ ...call, as: owner });
      expect(mine.statusCode, `${call.method} ${call.url}`).toBeLessThan(300);
    }
  });
});
