import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Item } from '@shared/schemas/item';
import type { Page } from '@shared/schemas/page';
import type { StatsGoal, StatsResponse } from '@shared/schemas/stats';
import { createItem, createPage } from '../../test/factories';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { rollUp } from './roll-up';

/** Goals (issue 42, decision 1005): each source, across the rollup mark, with its conversion rate. */

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Objetivos/1';
const BOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const HOST = { host: 'links.example' };
const FORM = { ...HOST, 'content-type': 'application/x-www-form-urlencoded' };

let t: TestApp;
let owner: TestUser;
let stranger: TestUser;
let clock = new Date('2026-11-24T10:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ publicView: true, publicUrl: 'http://links.example', stats: { now: () => clock } });
  owner = await t.user();
  stranger = await t.user();
}, 60_000);
afterAll(() => t.close());

const visit = (url: string, ip = '198.51.100.7', ua = CHROME) => t.app.inject({ method: 'GET', url, remoteAddress: ip, headers: { ...HOST, 'user-agent': ua } });
const send = (url: string, form: Record<string, string>, ip = '198.51.100.7') =>
  t.app.inject({ method: 'POST', url, remoteAddress: ip, headers: { ...FORM, 'user-agent': CHROME }, payload: new URLSearchParams(form).toString() });

async function stats(page: Page, from: string, to: string): Promise<StatsResponse> {
  await t.app.stats?.flush();
  const res = await t.request({ method: 'GET', url: `/api/pages/${page.id}/stats?from=${from}&to=${to}`, as: owner });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<StatsResponse>();
}

const goal = (result: StatsResponse, kind: StatsGoal['kind'], itemId: number) => result.goals.find((entry) => entry.kind === kind && entry.itemId === itemId);

describe('goals from each source', () => {
  let page: Page;
  let gated: Page;
  const ids: Record<string, Item> = {};

  beforeAll(async () => {
    clock = new Date('2026-11-24T10:00:00Z');
    page = await createPage(t, owner, { title: 'Objetivos' });
    ids.contact = await createItem(t, owner, page.id, { type: 'contactCard', content: { name: 'Ana Pérez', email: 'ana@example.com' } });
    ids.pdf = await createItem(t, owner, page.id, { type: 'pdf', content: { title: 'Carta', url: 'https://files.example/carta.pdf' } });
    ids.signup = await createItem(t, owner, page.id, { type: 'emailSignup', content: { title: 'Novedades' } });
    ids.locked = await createItem(t, owner, page.id, { type: 'link', content: { title: 'Oferta', url: 'https://oferta.example' }, lockCode: 'abre-1234' });
    ids.adult = await createItem(t, owner, page.id, { type: 'link', content: { title: 'Bar', url: 'https://bar.example' }, sensitive: '18' });
    ids.shop = await createItem(t, owner, page.id, { type: 'link', content: { title: 'Tienda', url: 'https://tienda.example' } });
    ids.blog = await createItem(t, owner, page.id, { type: 'link', content: { title: 'Blog', url: 'https://blog.example' } });
    gated = await createPage(t, owner, { title: 'Galería' });
    const patched = await t.request({ method: 'PATCH', url: `/api/pages/${gated.id}`, payload: { sensitive: 'sensitive' }, as: owner });
    expect(patched.statusCode, patched.body).toBe(200);
  });

  /** One of each goal, from two visitors, plus what must not count. */
  async function produce(ip: string) {
    expect((await visit(`/view/${page.slug}`, ip)).statusCode).toBe(200);
    expect((await visit(`/api/items/${ids.contact!.id}/vcard`, ip)).statusCode).toBe(200);
    expect((await visit(`/go/${ids.pdf!.id}`, ip)).statusCode).toBe(302);
    expect((await send(`/subscribe/${ids.signup!.id}`, { email: `lector-${ip}@example.com`, consent: '1', sitio_web: '' }, ip)).statusCode).toBe(303);
    expect((await send(`/acceso/bloque/${ids.locked!.id}`, { code: 'abre-1234' }, ip)).statusCode).toBe(303);
    expect((await send(`/acceso/bloque/${ids.adult!.id}`, {}, ip)).statusCode).toBe(303);
    expect((await send(`/acceso/pagina/${gated.id}/continuar`, {}, ip)).statusCode).toBe(303);
    expect((await visit(`/go/${ids.shop!.id}`, ip)).statusCode).toBe(302);
    expect((await visit(`/go/${ids.blog!.id}`, ip)).statusCode).toBe(302);
  }

  it('has none before any visitor, and an owner marks only their own blocks (another owner\'s, 404)', async () => {
    expect((await stats(page, '2026-11-24', '2026-11-24')).goals).toEqual([]);
    const mark = (itemId: number, as: TestUser, method: 'PUT' | 'DELETE' = 'PUT', pageId = page.id) =>
      t.request({ method, url: `/api/pages/${pageId}/stats/goals/${itemId}`, as });
    expect((await mark(ids.shop!.id, stranger)).statusCode).toBe(404);
    expect((await mark(ids.shop!.id, stranger)).json()).toMatchObject({ error: 'Página no encontrada' });
    // A block of another page of the owner's, or none at all: 404 in Spanish.
    const elsewhere = await mark(ids.shop!.id, owner, 'PUT', gated.id);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toMatchObject({ error: 'Elemento no encontrado', code: 'item_not_found' });
    expect((await mark(987_654, owner)).statusCode).toBe(404);
    expect((await mark(ids.shop!.id, owner)).statusCode).toBe(204);
    expect((await mark(ids.shop!.id, owner)).statusCode).toBe(204);
    // A marked block is listed before its first click, so that the owner sees it.
    expect((await stats(page, '2026-11-24', '2026-11-24')).goals).toEqual([
      { kind: 'click', itemId: ids.shop!.id, count: 0, rate: 0, series: [0] },
    ]);
  });

  it('counts each source per block and day, raw and rolled up, with its conversion rate against visitors', async () => {
    clock = new Date('2026-11-24T10:00:00Z');
    await produce('198.51.100.7');
    await produce('198.51.100.8');
    // A bot's vCard and PDF are no goals.
    await visit(`/api/items/${ids.contact!.id}/vcard`, '198.51.100.9', BOT);
    await visit(`/go/${ids.pdf!.id}`, '198.51.100.9', BOT);
    const before = await stats(page, '2026-11-23', '2026-11-24');
    expect(before.totals.visitors).toBe(2);
    const expected = (kind: StatsGoal['kind'], itemId: number) => ({ kind, itemId, count: 2, rate: 1, series: [0, 2] });
    expect(goal(before, 'vcard', ids.contact!.id)).toEqual(expected('vcard', ids.contact!.id));
    expect(goal(before, 'pdf', ids.pdf!.id)).toEqual(expected('pdf', ids.pdf!.id));
    expect(goal(before, 'signup', ids.signup!.id)).toEqual(expected('signup', ids.signup!.id));
    expect(goal(before, 'unlock', ids.locked!.id)).toEqual(expected('unlock', ids.locked!.id));
    expect(goal(before, 'gate', ids.adult!.id)).toEqual(expected('gate', ids.adult!.id));
    expect(goal(before, 'click', ids.shop!.id)).toEqual(expected('click', ids.shop!.id));
    // The blog is not a goal; the page's own gate is its page's (item 0).
    expect(before.goals.some((entry) => entry.itemId === ids.blog!.id)).toBe(false);
    expect(before.goals).toHaveLength(6);
    const gatedStats = await stats(gated, '2026-11-24', '2026-11-24');
    expect(gatedStats.goals).toEqual([{ kind: 'gate', itemId: 0, count: 2, rate: 0, series: [2] }]);

    // Rolled up (the mark moves to 11:00), then more raw hits after the mark: counted once each.
    clock = new Date('2026-11-24T11:05:00Z');
    expect(await rollUp(t.database.db, clock)).toBeGreaterThanOrEqual(1);
    expect(await stats(page, '2026-11-23', '2026-11-24')).toEqual(before);
    await produce('198.51.100.10');
    const after = await stats(page, '2026-11-23', '2026-11-24');
    expect(after.totals.visitors).toBe(3);
    expect(goal(after, 'vcard', ids.contact!.id)).toEqual({ kind: 'vcard', itemId: ids.contact!.id, count: 3, rate: 1, series: [0, 3] });
    expect(goal(after, 'signup', ids.signup!.id)?.count).toBe(3);
    expect(goal(after, 'click', ids.shop!.id)?.count).toBe(3);

    // The next day: the rollup closes the 24th; a visitor with a vCard only, and one without goals.
    clock = new Date('2026-11-25T09:00:00Z');
    await visit(`/view/${page.slug}`, '198.51.100.20');
    await visit(`/api/items/${ids.contact!.id}/vcard?abrir`, '198.51.100.20');
    await visit(`/view/${page.slug}`, '198.51.100.21');
    await visit(`/view/${page.slug}`, '198.51.100.22');
    await t.app.stats?.flush();
    clock = new Date('2026-11-25T12:00:00Z');
    await rollUp(t.database.db, clock);
    const two = await stats(page, '2026-11-24', '2026-11-25');
    expect(two.totals.visitors).toBe(6);
    expect(goal(two, 'vcard', ids.contact!.id)).toEqual({ kind: 'vcard', itemId: ids.contact!.id, count: 4, rate: 0.6667, series: [3, 1] });
    expect(goal(two, 'pdf', ids.pdf!.id)).toMatchObject({ count: 3, rate: 0.5, series: [3, 0] });
    expect(two.goals[0]).toMatchObject({ kind: 'vcard', count: 4 });
    const only25 = await stats(page, '2026-11-25', '2026-11-25');
    expect(only25.goals).toEqual([
      { kind: 'vcard', itemId: ids.contact!.id, count: 1, rate: 0.3333, series: [1] },
      { kind: 'click', itemId: ids.shop!.id, count: 0, rate: 0, series: [0] },
    ]);
  });

  it('carries the goals in the CSV, one column each', async () => {
    const res = await t.request({ method: 'GET', url: `/api/pages/${page.id}/stats.csv?from=2026-11-24&to=2026-11-25`, as: owner });
    expect(res.statusCode).toBe(200);
    const [header, first, second] = res.body.split('\r\n');
    expect(header).toContain(`objetivo: Descargas de vCard · bloque ${ids.contact!.id}: Ana Pérez`);
    expect(header).toContain(`objetivo: Clics en bloque · bloque ${ids.shop!.id}: Tienda`);
    const columns = header!.split(',');
    const vcard = columns.findIndex((name) => name.includes('Descargas de vCard'));
    expect(first!.split(',')[vcard]).toBe('3');
    expect(second!.split(',')[vcard]).toBe('1');
  });

  it('unmarks a block; resetting a block or the page drops its goals', async () => {
    expect((await t.request({ method: 'DELETE', url: `/api/pages/${page.id}/stats/goals/${ids.shop!.id}`, as: owner })).statusCode).toBe(204);
    let result = await stats(page, '2026-11-24', '2026-11-25');
    expect(goal(result, 'click', ids.shop!.id)).toBeUndefined();
    expect((await t.request({ method: 'DELETE', url: `/api/pages/${page.id}/stats/items/${ids.contact!.id}`, as: owner })).statusCode).toBe(204);
    result = await stats(page, '2026-11-24', '2026-11-25');
    expect(goal(result, 'vcard', ids.contact!.id)).toBeUndefined();
    expect(goal(result, 'pdf', ids.pdf!.id)?.count).toBe(3);
    expect((await t.request({ method: 'DELETE', url: `/api/pages/${page.id}/stats`, as: owner })).statusCode).toBe(204);
    expect((await stats(page, '2026-11-24', '2026-11-25')).goals).toEqual([]);
  });
});
