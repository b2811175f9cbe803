import { strFromU8, unzipSync } from 'fflate';
import pg from 'pg';
import { PAGE_EXPORT_DOCUMENT } from '@shared/schemas/page-export';
import { JSDOM } from 'jsdom';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Item } from '@shared/schemas/item';
import type { Page } from '@shared/schemas/page';
import { type CounterStore, memoryCounters, postgresCounters } from '../../counters/counters';
import { pages, statsEvents } from '../../db/schema';
import { createItem, createPage } from '../../test/factories';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { openTestDatabase } from '../../test/test-database';
import { passwordCookieName, passwordCookieValue } from './page-access';

const HOST = { host: 'links.example', 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1' };
const TARGET = 'https://secreto.example/oferta';

let t: TestApp;
let owner: TestUser;

beforeAll(async () => {
  t = await createTestApp({ publicView: true, publicUrl: 'http://links.example' });
  owner = await t.user();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}, app = t) => app.request({ method: 'GET', url, headers: { ...HOST, ...headers } });
const post = (url: string, form: Record<string, string>, headers: Record<string, string> = {}, app = t) =>
  app.request({
    method: 'POST',
    url,
    headers: { ...HOST, 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(form).toString(),
  });
const cookieOf = (res: { headers: Record<string, unknown> }) => String(res.headers['set-cookie'] ?? '').split(';')[0]!;

async function patchItem(item: Item, payload: Record<string, unknown>) {
  const res = await t.request({ method: 'PATCH', url: `/api/items/${item.id}`, payload, as: owner });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Item>();
}
async function patchPage(page: Page, payload: Record<string, unknown>) {
  const res = await t.request({ method: 'PATCH', url: `/api/pages/${page.id}`, payload, as: owner });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Page>();
}

describe('a block locked with a code', () => {
  let page: Page;
  let link: Item;
  let text: Item;

  beforeAll(async () => {
    page = await createPage(t, owner, { title: 'Ofertas' });
    link = await createItem(t, owner, page.id, { type: 'link', content: { title: 'Oferta secreta', url: TARGET } });
    text = await createItem(t, owner, page.id, { type: 'text', content: { text: 'La clave del cofre es 1234' } });
  });

  it('refuses codes too short or too long in Spanish, and never answers the code', async () => {
    const short = await t.request({ method: 'PATCH', url: `/api/items/${link.id}`, payload: { lockCode: 'abc' }, as: owner });
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain('El código debe tener al menos 4 caracteres');
    const long = await t.request({ method: 'PATCH', url: `/api/items/${link.id}`, payload: { lockCode: 'x'.repeat(65) }, as: owner });
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain('no puede tener más de 64 caracteres');

    link = await patchItem(link, { lockCode: 'abre-1234' });
    text = await patchItem(text, { lockCode: 'abre-1234' });
    expect(link.locked).toBe(true);
    expect(JSON.stringify(link)).not.toContain('abre-1234');
    expect(link).not.toHaveProperty('lockCode');
    expect(link).not.toHaveProperty('lockHash');
    const listed = await t.request({ method: 'GET', url: `/api/pages/${page.id}/items`, as: owner });
    expect(listed.body).not.toContain('argon2');
  });

  it('shows the title with a lock, never the target, in the HTML, the cached HTML and the data', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await get(`/view/${page.slug}`);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('secreto.example');
      expect(res.body).not.toContain('cofre');
      const document = new JSDOM(res.body).window.document;
      const card = document.querySelector(`a[href="/acceso/bloque/${link.id}"]`);
      expect(card?.textContent).toContain('Oferta secreta');
      expect(card?.textContent).toContain('bloqueado con código');
    }
    const data = await get(`/api/pages/${page.id}/items`);
    expect(data.statusCode).toBe(200);
    expect(data.body).not.toContain('secreto.example');
    expect(data.body).not.toContain('cofre');
    expect(data.json<Item[]>().find((item) => item.id === link.id)).toMatchObject({ locked: true, content: { title: 'Oferta secreta' }, linkUrl: null });
    // Its /go link leads nowhere without the key a right code gives.
    expect((await get(`/go/${link.id}`)).statusCode).toBe(404);
    expect((await get(`/go/${link.id}?k=1.abc`)).statusCode).toBe(404);
  });

  it('asks for the code in a form, refuses a wrong one, and leads a right one to the counted /go link', async () => {
    const form = await get(`/acceso/bloque/${link.id}`);
    expect(form.statusCode).toBe(200);
    expect(form.headers['cache-control']).toBe('no-store');
    const document = new JSDOM(form.body).window.document;
    expect(document.querySelector('form')?.getAttribute('method')).toBe('post');
    expect(document.querySelector('form')?.getAttribute('action')).toBe(`/acceso/bloque/${link.id}`);
    expect(document.querySelector('input[name="code"]')).not.toBeNull();
    expect(form.body).not.toContain('secreto.example');

    const wrong = await post(`/acceso/bloque/${link.id}`, { code: 'otra-cosa' }, { 'x-forwarded-for': '203.0.113.1' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.body).toContain('El código no es correcto.');
    expect(wrong.body).not.toContain('secreto.example');

    const right = await post(`/acceso/bloque/${link.id}`, { code: 'abre-1234' });
    expect(right.statusCode).toBe(303);
    const location = String(right.headers.location);
    expect(location).toMatch(new RegExp(`^/go/${link.id}\\?k=\\d+\\.[\\w-]{43}#?$`));
    const go = await get(location.replace(/#$/, ''));
    expect(go.statusCode).toBe(302);
    expect(go.headers.location).toBe(`${TARGET}#`);
  });

  it('shows a locked text alone once its code is right', async () => {
    const right = await post(`/acceso/bloque/${text.id}`, { code: 'abre-1234' });
    expect(right.statusCode).toBe(303);
    const location = String(right.headers.location).replace(/#$/, '');
    expect(location).toMatch(new RegExp(`^/acceso/bloque/${text.id}/ver\\?k=`));
    const shown = await get(location);
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('La clave del cofre es 1234');
    // Without its key it is the code's form again.
    expect((await get(`/acceso/bloque/${text.id}/ver`)).statusCode).toBe(303);
  });

  it('counts unlocks as events of their block', async () => {
    await t.app.stats?.flush();
    const rows = await t.database.db.select().from(statsEvents).where(and(eq(statsEvents.pageId, page.id), eq(statsEvents.kind, 3)));
    expect(rows.map((row) => row.itemId).sort()).toEqual([link.id, text.id].sort());
  });

  it('a copy of the page never carries the code: the copied block is hidden', async () => {
    const res = await t.request({ method: 'POST', url: `/api/pages/${page.id}/duplicate`, as: owner });
    expect(res.statusCode, res.body).toBe(201);
    const copied = await t.request({ method: 'GET', url: `/api/pages/${res.json<Page>().id}/items`, as: owner });
    const copy = copied.json<Item[]>().find((item) => item.type === 'link')!;
    expect(copy).toMatchObject({ locked: false, isVisible: false });
  });
});

describe('a locked subpage card (decision 967)', () => {
  it('stands before the subpage and the pages below it, by their own addresses too, until the code is right', async () => {
    const parent = await createPage(t, owner, { title: 'Club' });
    const card = await createItem(t, owner, parent.id, { type: 'subpage', content: { title: 'Socios' } });
    const childId = card.content.pageId as number;
    const [child] = await t.database.db.select().from(pages).where(eq(pages.id, childId));
    await createItem(t, owner, childId, { type: 'text', content: { text: 'Solo para socios' } });
    const deeper = await createItem(t, owner, childId, { type: 'subpage', content: { title: 'Actas' } });
    const [grandchild] = await t.database.db.select().from(pages).where(eq(pages.id, deeper.content.pageId as number));
    // Rendered and cached while open; the lock drops those renders on every instance.
    expect((await get(`/view/${child!.slug}`)).body).toContain('Solo para socios');
    await patchItem(card, { lockCode: 'socio-2026' });

    for (const slug of [child!.slug, grandchild!.slug]) {
      const locked = await get(`/view/${slug}`);
      expect(locked.statusCode).toBe(200);
      expect(locked.body).not.toContain('Solo para socios');
      expect(locked.body).toContain(`/acceso/pagina/`);
    }
    expect((await get(`/api/pages/${childId}/items`)).statusCode).toBe(404);

    const right = await post(`/acceso/bloque/${card.id}`, { code: 'socio-2026' });
    expect(right.statusCode).toBe(303);
    expect(String(right.headers.location).replace(/#$/, '')).toBe(`/view/${child!.slug}`);
    const cookie = cookieOf(right);
    expect(cookie.startsWith(`${passwordCookieName(childId)}=`)).toBe(true);
    expect((await get(`/view/${child!.slug}`, { cookie })).body).toContain('Solo para socios');
    expect((await get(`/view/${grandchild!.slug}`, { cookie })).statusCode).toBe(200);
    // The code typed on the page's own screen opens it as well.
    const typed = await post(`/acceso/pagina/${childId}/contrasena`, { password: 'socio-2026' });
    expect(typed.statusCode).toBe(303);
    // Unlocked again: open to all.
    await patchItem(card, { lockCode: null });
    expect((await get(`/view/${child!.slug}`)).body).toContain('Solo para socios');
  });
});

describe('the wrong-code limit, counted across two instances', () => {
  it('allows 5 wrong codes per visitor and block in 15 minutes, on either instance', async () => {
    const database = await openTestDatabase();
    const quiet = { warn: () => undefined, info: () => undefined } as never;
    const second = database.pool ? new pg.Pool({ connectionString: database.pool.options.connectionString, max: 2 }) : null;
    // PGlite serves one process: both instances share one counter store, as they share the database.
    const shared = memoryCounters();
    const countersA: CounterStore = database.pool ? postgresCounters(database.pool as pg.Pool, quiet) : shared;
    const countersB: CounterStore = second ? postgresCounters(second, quiet) : shared;
    const a = await createTestApp({ database, counters: countersA, publicView: true, publicUrl: 'http://links.example' });
    const b = await createTestApp({ database: second ? { ...database, pool: second } : database, counters: countersB, publicView: true, publicUrl: 'http://links.example' });
    try {
      const someone = await a.user();
      const res = await a.request({ method: 'POST', url: '/api/pages', payload: { title: 'Límite' }, as: someone });
      const page = res.json<Page>();
      const made = await a.request({ method: 'POST', url: `/api/pages/${page.id}/items`, payload: { type: 'link', content: { title: 'Caja', url: TARGET }, lockCode: 'correcto' }, as: someone });
      const item = made.json<Item>();
      const visitor = { 'x-forwarded-for': '198.51.100.7' };
      const codes: number[] = [];
      for (let i = 0; i < 5; i++) codes.push((await post(`/acceso/bloque/${item.id}`, { code: `mal-${i}` }, visitor, i % 2 === 0 ? a : b)).statusCode);
      expect(codes).toEqual([403, 403, 403, 403, 429]);
      const limited = await post(`/acceso/bloque/${item.id}`, { code: 'correcto' }, visitor, b);
      expect(limited.statusCode).toBe(429);
      expect(limited.body).toContain('Demasiados intentos');
      // Another visitor is not held back.
      expect((await post(`/acceso/bloque/${item.id}`, { code: 'correcto' }, { 'x-forwarded-for': '198.51.100.8' }, a)).statusCode).toBe(303);
    } finally {
      await a.close();
      await b.close();
      await second?.end();
      await database.close();
    }
  });
});

describe('a page password', () => {
  let page: Page;
  let sub: Page;
  let own: Page;

  beforeAll(async () => {
    page = await createPage(t, owner, { title: 'Privada' });
    await createItem(t, owner, page.id, { type: 'link', content: { title: 'Solo amigos', url: TARGET } });
    const subBlock = await createItem(t, owner, page.id, { type: 'subpage', content: { title: 'Fotos' } });
    sub = (await t.request({ method: 'GET', url: `/api/pages/id/${Number(subBlock.content.pageId)}`, as: owner })).json<Page>();
    await createItem(t, owner, sub.id, { type: 'text', content: { text: 'Fotos de la boda' } });
    const ownBlock = await createItem(t, owner, page.id, { type: 'subpage', content: { title: 'Propia' } });
    own = (await t.request({ method: 'GET', url: `/api/pages/id/${Number(ownBlock.content.pageId)}`, as: owner })).json<Page>();
  });

  it('is write-only: the page reads hasPassword', async () => {
    const short = await t.request({ method: 'PATCH', url: `/api/pages/${page.id}`, payload: { password: 'abc' }, as: owner });
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain('La contraseña debe tener al menos 4 caracteres');
    page = await patchPage(page, { password: 'amigos-2026' });
    expect(page.hasPassword).toBe(true);
    expect(JSON.stringify(page)).not.toContain('amigos-2026');
    expect(page).not.toHaveProperty('passwordHash');
    own = await patchPage(own, { password: 'solo-esta' });
  });

  it('shows the form (cached page or not), and the page and its subpage once it is right', async () => {
    // Warm the cache with the owner's own look at the page: a visitor must not get it.
    const form = await get(`/view/${page.slug}`);
    expect(form.statusCode).toBe(200);
    expect(form.headers['cache-control']).toBe('no-store');
    expect(form.headers.etag).toBeUndefined();
    expect(form.body).toContain('Esta página está protegida');
    expect(form.body).not.toContain('Solo amigos');
    expect((await get(`/view/${sub.slug}`)).body).not.toContain('Fotos de la boda');
    expect((await get(`/api/pages/${page.id}/items`)).statusCode).toBe(404);
    expect((await get(`/api/pages/${sub.id}/items`)).statusCode).toBe(404);

    const wrong = await post(`/acceso/pagina/${page.id}/contrasena`, { password: 'no' }, { 'x-forwarded-for': '203.0.113.50' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.body).toContain('La contraseña no es correcta.');

    const right = await post(`/acceso/pagina/${page.id}/contrasena`, { password: 'amigos-2026' });
    expect(right.statusCode).toBe(303);
    expect(String(right.headers.location)).toMatch(new RegExp(`^/view/${page.slug}#?$`));
    const setCookie = String(right.headers['set-cookie']);
    expect(setCookie).toContain(`${passwordCookieName(page.id)}=`);
    expect(setCookie).toMatch(/Path=\/; Max-Age=43200; HttpOnly; SameSite=Lax/);
    const cookie = cookieOf(right);

    for (let i = 0; i < 2; i++) {
      const shown = await get(`/view/${page.slug}`, { cookie });
      expect(shown.statusCode).toBe(200);
      expect(shown.body).toContain('Solo amigos');
      expect(shown.headers['cache-control']).toBe('private, no-cache');
    }
    // The subpage follows its parent; one with its own password does not.
    expect((await get(`/view/${sub.slug}`, { cookie })).body).toContain('Fotos de la boda');
    expect((await get(`/api/pages/${sub.id}/items`, { cookie })).statusCode).toBe(200);
    expect((await get(`/view/${own.slug}`, { cookie })).body).toContain('Esta página está protegida');
    // Still the form for anyone else, after the cache holds the page, and for a sign-up's answer (issue 40).
    expect((await get(`/view/${page.slug}`)).body).not.toContain('Solo amigos');
    const signupAnswer = await get(`/view/${page.slug}?suscripcion=1.thanks`);
    expect(signupAnswer.body).toContain('Esta página está protegida');
    expect(signupAnswer.body).not.toContain('Solo amigos');
  });

  it('ends after 12 hours and when the password changes', async () => {
    const [row] = await t.database.db.select().from(pages).where(eq(pages.id, page.id));
    const password = { pageId: page.id, hash: row!.passwordHash! };
    const expired = `${passwordCookieName(page.id)}=${passwordCookieValue(password, Date.now() - 12 * 60 * 60 * 1000 - 1000)}`;
    expect((await get(`/view/${page.slug}`, { cookie: expired })).body).toContain('Esta página está protegida');
    const fresh = `${passwordCookieName(page.id)}=${passwordCookieValue(password, Date.now())}`;
    expect((await get(`/view/${page.slug}`, { cookie: fresh })).body).toContain('Solo amigos');

    await patchPage(page, { password: 'nueva-clave' });
    expect((await get(`/view/${page.slug}`, { cookie: fresh })).body).toContain('Esta página está protegida');
    expect((await get(`/view/${sub.slug}`, { cookie: fresh })).body).toContain('Esta página está protegida');
    const again = await post(`/acceso/pagina/${page.id}/contrasena`, { password: 'nueva-clave' });
    expect((await get(`/view/${page.slug}`, { cookie: cookieOf(again) })).body).toContain('Solo amigos');
  });
});

describe('sensitive content', () => {
  it('puts a gate before an 18+ block, with Continuar and Volver, and counts the pass', async () => {
    const page = await createPage(t, owner, { title: 'Bar' });
    const item = await createItem(t, owner, page.id, { type: 'link', content: { title: 'Carta de cócteles', url: TARGET }, sensitive: '18' });
    expect(item.sensitive).toBe('18');
    const shown = await get(`/view/${page.slug}`);
    expect(shown.body).toContain('18+');
    expect(shown.body).not.toContain('secreto.example');
    const gate = await get(`/acceso/bloque/${item.id}`);
    expect(gate.statusCode).toBe(200);
    const document = new JSDOM(gate.body).window.document;
    expect(document.body.textContent).toContain('solo para mayores de 18 años');
    expect(document.querySelector('button[type="submit"]')?.textContent).toBe('Continuar');
    expect(document.querySelector(`a[href="/view/${page.slug}"]`)?.textContent).toBe('Volver');
    const passed = await post(`/acceso/bloque/${item.id}`, {});
    expect(passed.statusCode).toBe(303);
    expect(String(passed.headers.location)).toMatch(new RegExp(`^/go/${item.id}#?$`));
    await t.app.stats?.flush();
    const rows = await t.database.db.select().from(statsEvents).where(and(eq(statsEvents.pageId, page.id), eq(statsEvents.kind, 4)));
    expect(rows.map((row) => row.itemId)).toEqual([item.id]);
  });

  it('puts a gate before a whole page, remembered by a cookie, counted with no block', async () => {
    let page = await createPage(t, owner, { title: 'Galería' });
    await createItem(t, owner, page.id, { type: 'text', content: { text: 'Obras de desnudo' } });
    page = await patchPage(page, { sensitive: 'sensitive' });
    const gate = await get(`/view/${page.slug}`);
    expect(gate.body).toContain('Contenido sensible');
    expect(gate.body).not.toContain('Obras de desnudo');
    const passed = await post(`/acceso/pagina/${page.id}/continuar`, {});
    expect(passed.statusCode).toBe(303);
    expect(String(passed.headers['set-cookie'])).toMatch(/Max-Age=43200; HttpOnly; SameSite=Lax/);
    expect((await get(`/view/${page.slug}`, { cookie: cookieOf(passed) })).body).toContain('Obras de desnudo');
    await t.app.stats?.flush();
    const rows = await t.database.db.select().from(statsEvents).where(and(inArray(statsEvents.pageId, [page.id]), eq(statsEvents.kind, 4)));
    expect(rows.map((row) => row.itemId)).toEqual([null]);
  });

  it('is carried by the page and account exports, never a code or a password', async () => {
    let page = await createPage(t, owner, { title: 'Exportable' });
    await createItem(t, owner, page.id, { type: 'link', content: { title: 'X', url: TARGET }, sensitive: '21', lockCode: 'codigo-1' });
    page = await patchPage(page, { sensitive: '25', password: 'clave-exportada' });
    const res = await t.request({ method: 'GET', url: `/api/pages/${page.id}/export`, as: owner });
    expect(res.statusCode).toBe(200);
    const document = strFromU8(unzipSync(new Uint8Array(res.rawPayload))[PAGE_EXPORT_DOCUMENT]!);
    expect(document).toContain('"sensitive": "25"');
    expect(document).toContain('"sensitive": "21"');
    for (const secret of ['argon2', 'clave-exportada', 'codigo-1', 'password', 'lock']) expect(document).not.toContain(secret);
    const account = await t.request({ method: 'GET', url: '/api/account/export', as: owner });
    expect(account.statusCode).toBe(200);
    expect(account.body).toMatch(/"hasPassword": ?true/);
    for (const secret of ['argon2', 'clave-exportada', 'codigo-1', 'lockHash', 'passwordHash']) expect(account.body).not.toContain(secret);
  });
});
