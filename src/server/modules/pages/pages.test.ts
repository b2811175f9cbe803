import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Item } from '@shared/schemas/item';
import type { Page } from '@shared/schemas/page';
import { createItem, createPage, heading, listItems } from '../../test/factories';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { mintAccessToken } from '../../test/tokens';

let t: TestApp;
let owner: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.user();
  stranger = await t.user();
});
afterAll(() => t.close());

describe('authentication', () => {
  it('refuses the page list without a token', async () => {
    const res = await t.request({ method: 'GET', url: '/api/pages' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Debes iniciar sesión para hacer esto.', code: 'unauthorized' });
  });

  it('refuses expired, foreign-signed, anon and wrong-audience tokens', async () => {
    const tokens = [
      await mintAccessToken(owner.id, { expiresIn: '-1m' }),
      await mintAccessToken(owner.id, { secret: 'another-secret-another-secret-another-secret' }),
      await mintAccessToken(owner.id, { role: 'anon' }),
      await mintAccessToken(owner.id, { audience: 'someone-else' }),
      'not-a-jwt',
    ];
    for (const token of tokens) {
      const res = await t.request({ method: 'GET', url: '/api/pages', headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toBe('Tu sesión no es válida o ha caducado. Vuelve a iniciar sesión.');
    }
  });
});

describe('POST /api/pages', () => {
  it('creates a page with the spec defaults and a slug from the title', async () => {
    const page = await createPage(t, owner, { title: '  Mi Página de Enlaces!  ' });
    expect(page).toMatchObject({
      userId: owner.id,
      title: 'Mi Página de Enlaces!',
      slug: 'mi-pagina-de-enlaces',
      showTitle: true,
      backgroundColor: '#FFFFFF',
      backgroundImage: null,
      profileImage: null,
      profileImageZoom: 100,
      profileImageBgColor: null,
      backgroundImageBlur: 0,
      backgroundOverlayColor: null,
      backgroundOverlayOpacity: 50,
      parentPageId: null,
    });
    expect(page.id).toBeGreaterThan(0);
    expect(new Date(page.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('requires a title', async () => {
    for (const payload of [{}, { title: '' }, { title: '   ' }, { title: 5 }]) {
      const res = await t.request({ method: 'POST', url: '/api/pages', payload, as: owner });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('title: Title is required');
    }
  });

  it('suffixes a generated slug that is taken: -2, -3', async () => {
    const a = await createPage(t, owner, { title: 'Portfolio' });
    const b = await createPage(t, owner, { title: 'Portfolio' });
    const c = await createPage(t, stranger, { title: 'Portfolio' });
    expect([a.slug, b.slug, c.slug]).toEqual(['portfolio', 'portfolio-2', 'portfolio-3']);
  });

  it('falls back to pagina-sin-titulo when the title has no slug characters', async () => {
    const page = await createPage(t, owner, { title: '¡¿?!' });
    expect(page.slug).toBe('pagina-sin-titulo');
  });

  it('never collides when the same title is created concurrently', async () => {
    const results = await Promise.all(
      Array.from({ length: 12 }, () => t.request({ method: 'POST', url: '/api/pages', payload: { title: 'Carrera' }, as: owner })),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(12).fill(201));
    const slugs = results.map((r) => r.json<Page>().slug);
    expect(new Set(slugs).size).toBe(12);
    expect(slugs).toContain('carrera');
  });

  it('answers 409 in Spanish for an explicit slug that is taken', async () => {
    await createPage(t, owner, { title: 'Uno', slug: 'reservado' });
    const res = await t.request({ method: 'POST', url: '/api/pages', payload: { title: 'Dos', slug: 'reservado' }, as: stranger });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'La URL "reservado" ya está en uso. Elige otra.', code: 'slug_taken' });
  });

  it('refuses slugs with characters other than lowercase letters, digits and hyphens', async () => {
    for (const slug of ['Mayus', 'con espacio', 'acentó', 'a/b', '']) {
      const res = await t.request({ method: 'POST', url: '/api/pages', payload: { title: 'X', slug }, as: owner });
      expect(res.statusCode, slug).toBe(400);
    }
  });

  it('answers malformed JSON, a wrong content type and an oversized body with 4xx in Spanish', async () => {
    const malformed = await t.request({
      method: 'POST',
      url: '/api/pages',
      payload: '{"title": ',
      headers: { 'content-type': 'application/json' },
      as: owner,
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ error: 'El cuerpo de la petición no es JSON válido.', code: 'invalid_json' });

    const xml = await t.request({ method: 'POST', url: '/api/pages', payload: '<a/>', headers: { 'content-type': 'application/xml' }, as: owner });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toEqual({ error: 'Tipo de contenido no admitido.', code: 'unsupported_media_type' });

    const huge = await t.request({
      method: 'POST',
      url: '/api/pages',
      payload: { title: 'x'.repeat(2 * 1024 * 1024) },
      as: owner,
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ error: 'La petición es demasiado grande.', code: 'body_too_large' });
  });
});

describe('GET /api/pages', () => {
  it("lists only the caller's pages, oldest first", async () => {
    const mine = await t.user();
    const first = await createPage(t, mine, { title: 'Primera' });
    const second = await createPage(t, mine, { title: 'Segunda' });
    await createPage(t, stranger, { title: 'Ajena' });
    const res = await t.request({ method: 'GET', url: '/api/pages', as: mine });
    expect(res.statusCode).toBe(200);
    expect(res.json<Page[]>().map((p) => p.id)).toEqual([first.id, second.id]);
  });
});

describe('public page reads', () => {
  it('reads a page by slug and by id without a token, with only what the public page shows', async () => {
    const page = await createPage(t, owner, { title: 'Pública' });
    // Its password, what it is marked, its status, publish date and redirect (issue 36) are its owner's settings.
    const { userId: _owner, createdAt: _created, updatedAt: _updated, hasPassword: _password, sensitive: _sensitive, status: _status, publishAt: _publishAt, redirect: _redirect, ...shown } = page;
    const stranger = await t.user();
    for (const as of [undefined, stranger]) {
      const bySlug = await t.request({ method: 'GET', url: `/api/pages/${page.slug}`, ...(as ? { as } : {}) });
      expect(bySlug.statusCode).toBe(200);
      expect(bySlug.json()).toEqual(shown);
      const byId = await t.request({ method: 'GET', url: `/api/pages/id/${page.id}`, ...(as ? { as } : {}) });
      expect(byId.statusCode).toBe(200);
      // No owner id (sequential ids would let anyone group pages by owner) and no timestamps.
      expect(byId.json()).toEqual(shown);
      expect(byId.body).not.toContain(owner.id);
    }
    // The owner's editor reads the whole page.
    expect((await t.request({ method: 'GET', url: `/api/pages/id/${page.id}`, as: owner })).json()).toEqual(page);
    expect((await t.request({ method: 'GET', url: `/api/pages/${page.slug}`, as: owner })).json()).toEqual(page);
  });

  it("answers a visitor the page's visible items with only what the public page shows", async () => {
    const page = await createPage(t, owner, { title: 'Con bloques' });
    const shown = await createItem(t, owner, page.id, { type: 'heading', content: { text: 'Visible' } });
    await createItem(t, owner, page.id, { type: 'heading', content: { text: 'Oculto' }, isVisible: false });
    const visitor = await t.request({ method: 'GET', url: `/api/pages/${page.id}/items` });
    const { pageId: _page, createdAt: _created, updatedAt: _updated, visibleFrom: _from, visibleUntil: _until, ...publicFields } = shown;
    expect(visitor.json()).toEqual([publicFields]);
    const mine = (await t.request({ method: 'GET', url: `/api/pages/${page.id}/items`, as: owner })).json<Item[]>();
    expect(mine).toHaveLength(2);
    expect(mine[0]).toEqual(shown);
  });

  it('answers 404 for a missing page and 400 for a malformed id', async () => {
    expect((await t.request({ method: 'GET', url: '/api/pages/no-existe' })).json()).toEqual({ error: 'Página no encontrada', code: 'page_not_found' });
    expect((await t.request({ method: 'GET', url: '/api/pages/id/999999' })).statusCode).toBe(404);
    const bad = await t.request({ method: 'GET', url: '/api/pages/id/abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('id: Identificador no válido');
  });
});

describe('PATCH /api/pages/{pageId}', () => {
  it('updates every field of the call table and keeps updatedAt current', async () => {
    const page = await createPage(t, owner, { title: 'Editable' });
    const changes = {
      title: 'Editada',
      slug: 'editada',
      showTitle: false,
      backgroundColor: '#112233',
      backgroundImage: 'https://cdn.example.com/fondo.jpg',
      backgroundImageBlur: 100,
      backgroundOverlayColor: '#000',
      backgroundOverlayOpacity: 0,
      profileImage: 'https://cdn.example.com/perfil.png',
      profileImageZoom: 200,
      profileImageBgColor: '#FFFFFF',
    };
    const res = await t.request({ method: 'PATCH', url: `/api/pages/${page.id}`, payload: changes, as: owner });
    expect(res.statusCode, res.body).toBe(200);
    const updated = res.json<Page>();
    expect(updated).toMatchObject(changes);
    expect(updated.updatedAt >= page.updatedAt).toBe(true);
    expect(updated.createdAt).toBe(page.createdAt);

    const cleared = await t.request({
      method: 'PATCH',
      url: `/api/pages/${page.id}`,
      payload: { backgroundImage: null, profileImage: null, backgroundOverlayColor: null, profileImageBgColor: null },
      as: owner,
    });
    expect(cleared.json()).toMatchObject({ backgroundImage: null, profileImage: null, backgroundOverlayColor: null, profileImageBgColor: null });
  });

  it.each([
    [{ title: '' }, 'title: Title is required'],
    [{ slug: '' }, 'slug: Slug is required'],
    [{ profileImageZoom: 49 }, null],
    [{ profileImageZoom: 201 }, null],
    [{ profileImageZoom: 100.5 }, null],
    [{ backgroundImageBlur: -1 }, null],
    [{ backgroundImageBlur: 101 }, null],
    [{ backgroundOverlayOpacity: 101 }, null],
    [{ backgroundImage: 'no es una url' }, null],
    [{ backgroundImage: 'javascript:alert(1)' }, null],
    [{ profileImage: 'data:image/png;base64,AAAA' }, null],
    [{ backgroundColor: 'red;background:url(x)' }, null],
    [{ showTitle: 'sí' }, null],
    [{}, 'No hay cambios que guardar.'],
  ])('refuses %j with 400', async (payload, message) => {
    const page = await createPage(t, owner, { title: 'Validación' });
    const res = await t.request({ method: 'PATCH', url: `/api/pages/${page.id}`, payload, as: owner });
    expect(res.statusCode).toBe(400);
    if (message) expect(res.json().error).toBe(message);
    else expect(res.json().error).toMatch(/\S/);
  });

  it('answers 409 when the new slug belongs to another page', async () => {
    const taken = await createPage(t, stranger, { title: 'Ocupado' });
    const page = await createPage(t, owner, { title: 'Libre' });
    const res = await t.request({ method: 'PATCH', url: `/api/pages/${page.id}`, payload: { slug: taken.slug }, as: owner });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: `La URL "${taken.slug}" ya está en uso. Elige otra.`, code: 'slug_taken' });
  });
});

describe('POST /api/pages/{id}/duplicate', () => {
  it('copies the page, its items in order and its subpages recursively', async () => {
    const root = await createPage(t, owner, { title: 'Raíz' });
    await t.request({ method: 'PATCH', url: `/api/pages/${root.id}`, payload: { backgroundColor: '#123456', profileImageZoom: 150 }, as: owner });
    await createItem(t, owner, root.id, heading('uno'));
    const sub = await createItem(t, owner, root.id, { type: 'subpage', content: { title: 'Hija' } });
    await createItem(t, owner, root.id, heading('tres'));
    const childId = sub.content.pageId as number;
    const grand = await createItem(t, owner, childId, { type: 'subpage', content: { title: 'Nieta' } });
    await createItem(t, owner, grand.content.pageId as number, heading('profundo'));

    const res = await t.request({ method: 'POST', url: `/api/pages/${root.id}/duplicate`, as: owner });
    expect(res.statusCode, res.body).toBe(201);
    const copy = res.json<Page>();
    expect(copy).toMatchObject({ title: 'Raíz (copia)', slug: 'raiz-copia', backgroundColor: '#123456', profileImageZoom: 150, userId: owner.id });
    expect(copy.id).not.toBe(root.id);

    const copiedItems = await listItems(t, copy.id, owner);
    expect(copiedItems.map((i) => [i.type, i.order])).toEqual([['heading', 0], ['subpage', 1], ['heading', 2]]);
    const copiedChildId = copiedItems[1]?.content.pageId as number;
    expect(copiedChildId).not.toBe(childId);
    const copiedChild = (await t.request({ method: 'GET', url: `/api/pages/id/${copiedChildId}` })).json<Page>();
    expect(copiedChild).toMatchObject({ title: 'Hija', parentPageId: copy.id });

    const copiedGrandBlock = (await listItems(t, copiedChildId, owner))[0] as Item;
    expect(copiedGrandBlock.content.pageId).not.toBe(grand.content.pageId);
    const deep = await listItems(t, copiedGrandBlock.content.pageId as number, owner);
    expect(deep.map((i) => i.content.text)).toEqual(['profundo']);

    const again = await t.request({ method: 'POST', url: `/api/pages/${root.id}/duplicate`, as: owner });
    expect(again.json<Page>().slug).toBe('raiz-copia-2');
  });
});

describe('DELETE /api/pages/{id}', () => {
  it('removes the page, its items and its subpages recursively', async () => {
    const root = await createPage(t, owner, { title: 'Para borrar' });
    const sub = await createItem(t, owner, root.id, { type: 'subpage', content: { title: 'Hija borrada' } });
    const childId = sub.content.pageId as number;
    const grand = await createItem(t, owner, childId, { type: 'subpage', content: { title: 'Nieta borrada' } });
    const res = await t.request({ method: 'DELETE', url: `/api/pages/${root.id}`, as: owner });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    for (const id of [root.id, childId, grand.content.pageId as number]) {
      expect((await t.request({ method: 'GET', url: `/api/pages/id/${id}` })).statusCode).toBe(404);
      expect((await t.request({ method: 'GET', url: `/api/pages/${id}/items` })).statusCode).toBe(404);
    }
  });

  it("removes the parent's subpage block when a subpage is deleted, keeping orders contiguous", async () => {
    const root = await createPage(t, owner, { title: 'Padre' });
    await createItem(t, owner, root.id, heading('antes'));
    const sub = await createItem(t, owner, root.id, { type: 'subpage', content: { title: 'Sola' } });
    await createItem(t, owner, root.id, heading('después'));
    const res = await t.request({ method: 'DELETE', url: `/api/pages/${sub.content.pageId as number}`, as: owner });
    expect(res.statusCode).toBe(204);
    const remaining = await listItems(t, root.id, owner);
    expect(remaining.map((i) => [i.content.text, i.order])).toEqual([['antes', 0], ['después', 1]]);
  });
});

describe('ownership of page calls', () => {
  it('answers 401 to anonymous callers and 404 to other users, and changes nothing', async () => {
    const page = await createPage(t, owner, { title: 'Privada' });
    const calls = [
      { method: 'PATCH' as const, url: `/api/pages/${page.id}`, payload: { title: 'Robada' } },
      { method: 'DELETE' as const, url: `/api/pages/${page.id}` },
      { method: 'POST' as const, url: `/api/pages/${page.id}/duplicate` },
    ];
    for (const call of calls) {
      const anonymous = await t.request(call);
      expect(anonymous.statusCode, `${call.method} ${call.url}`).toBe(401);
      const other = await t.request({ ...call, as: stranger });
      expect(other.statusCode, `${call.method} ${call.url}`).toBe(404);
      expect(other.json()).toEqual({ error: 'Página no encontrada', code: 'page_not_found' });
    }
    const after = await t.request({ method: 'GET', url: `/api/pages/id/${page.id}`, as: owner });
    expect(after.json()).toEqual(page);
    const strangerPages = (await t.request({ method: 'GET', url: '/api/pages', as: stranger })).json<Page[]>();
    expect(strangerPages.some((p) => p.title.includes('Privada'))).toBe(false);
  });
});
