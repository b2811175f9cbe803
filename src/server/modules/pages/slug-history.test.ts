import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@shared/constants';
import type { Page } from '@shared/schemas/page';
import { pageSlugs } from '../../db/schema';
import { createItem, createPage, heading } from '../../test/factories';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';

let t: TestApp;
let owner: TestUser;
let other: TestUser;

beforeAll(async () => {
  t = await createTestApp({ publicView: true });
  [owner, other] = [await t.user(), await t.user()];
});
afterAll(() => t.close());

const view = (url: string) => t.request({ method: 'GET', url, headers: { host: 'links.example' } });

function patch(page: Pick<Page, 'id'>, payload: Record<string, unknown>, as = owner) {
  return t.request({ method: 'PATCH', url: `/api/pages/${page.id}`, payload, as });
}

async function rename(page: Pick<Page, 'id'>, slug: string, as = owner): Promise<Page> {
  const res = await patch(page, { slug }, as);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Page>();
}

const historyOf = async (pageId: number) =>
  (await t.database.db.select({ slug: pageSlugs.slug }).from(pageSlugs).where(eq(pageSlugs.pageId, pageId)))
    .map((row) => row.slug)
    .sort();

const taken = (slug: string) => ({ error: `La URL "${slug}" ya está en uso. Elige otra.`, code: 'slug_taken' });

describe('lasting addresses (decision 012)', () => {
  it('answers every earlier slug with a 308 to the current one, query string kept (the QR code URL too)', async () => {
    const page = await createPage(t, owner, { title: 'Marta García', slug: 'marta' });
    await createItem(t, owner, page.id, heading('Hola'));
    await rename(page, 'marta-garcia');
    await rename(page, 'marta-garcia-fotos');
    expect(await historyOf(page.id)).toEqual(['marta', 'marta-garcia', 'marta-garcia-fotos']);

    for (const old of ['marta', 'marta-garcia', 'MARTA']) {
      const res = await view(`/view/${old}`);
      expect(res.statusCode, old).toBe(308);
      expect(res.headers.location).toBe('/view/marta-garcia-fotos#');
      expect(res.headers['cache-control']).toBe('no-store');
    }
    // A printed code may carry tracking parameters: they go along.
    const qr = await view('/view/marta?utm_source=qr&utm_medium=print');
    expect(qr.statusCode).toBe(308);
    expect(qr.headers.location).toBe('/view/marta-garcia-fotos?utm_source=qr&utm_medium=print#');
    const head = await t.request({ method: 'HEAD', url: '/view/marta', headers: { host: 'links.example' } });
    expect(head.statusCode).toBe(308);

    const current = await view('/view/marta-garcia-fotos');
    expect(current.statusCode).toBe(200);
    expect(current.body).toContain('Hola');
    // The page by id is not affected.
    expect((await view(`/view/page/${page.id}`)).statusCode).toBe(200);
  });

  it('answers GET /api/pages/{old slug} with the page itself, whose slug is the current one', async () => {
    const page = await createPage(t, owner, { title: 'Api', slug: 'api-antes' });
    await rename(page, 'api-despues');
    const res = await t.request({ method: 'GET', url: '/api/pages/api-antes' });
    expect(res.statusCode).toBe(200);
    expect(res.json<Page>()).toMatchObject({ id: page.id, slug: 'api-despues' });
    expect((await t.request({ method: 'GET', url: '/api/pages/api-nunca' })).statusCode).toBe(404);
  });

  it('keeps an old slug from anyone else, the same owner’s other pages included, with 409', async () => {
    const page = await createPage(t, owner, { title: 'Reservada', slug: 'reservada' });
    await rename(page, 'reservada-2025');

    const mine = await createPage(t, owner, { title: 'Otra mía' });
    const byRename = await patch(mine, { slug: 'reservada' });
    expect(byRename.statusCode).toBe(409);
    expect(byRename.json()).toEqual(taken('reservada'));

    const byCreate = await t.request({ method: 'POST', url: '/api/pages', payload: { title: 'Ajena', slug: 'reservada' }, as: other });
    expect(byCreate.statusCode).toBe(409);
    expect(byCreate.json()).toEqual(taken('reservada'));
    const othersPage = await createPage(t, other, { title: 'Ajena' });
    expect((await patch(othersPage, { slug: 'reservada' }, other)).json()).toEqual(taken('reservada'));

    // A slug made from a title skips it.
    const generated = await createPage(t, other, { title: 'Reservada' });
    expect(generated.slug).toBe('reservada-2');

    expect((await view('/view/reservada')).headers.location).toBe('/view/reservada-2025#');
  });

  it('lets the page take its old slug back, and the slug it leaves then redirects', async () => {
    const page = await createPage(t, owner, { title: 'Vuelta', slug: 'vuelta' });
    await rename(page, 'vuelta-nueva');
    expect((await view('/view/vuelta')).statusCode).toBe(308);

    const back = await rename(page, 'vuelta');
    expect(back.slug).toBe('vuelta');
    expect((await view('/view/vuelta')).statusCode).toBe(200);
    const left = await view('/view/vuelta-nueva');
    expect(left.statusCode).toBe(308);
    expect(left.headers.location).toBe('/view/vuelta#');
    expect(await historyOf(page.id)).toEqual(['vuelta', 'vuelta-nueva']);
  });

  it('releases every slug of a page when the page is deleted, its subpages’ too', async () => {
    const page = await createPage(t, owner, { title: 'Efímera', slug: 'efimera' });
    const card = await createItem(t, owner, page.id, { type: 'subpage', content: { title: 'Efímera hija' } });
    const childId = (card.content as { pageId: number }).pageId;
    await rename({ id: childId }, 'efimera-hija-nueva');
    await rename(page, 'efimera-nueva');
    expect((await t.request({ method: 'DELETE', url: `/api/pages/${page.id}`, as: owner })).statusCode).toBe(204);

    expect(await historyOf(page.id)).toEqual([]);
    expect(await historyOf(childId)).toEqual([]);
    for (const slug of ['efimera', 'efimera-nueva', 'efimera-hija', 'efimera-hija-nueva']) {
      expect((await view(`/view/${slug}`)).statusCode, slug).toBe(404);
    }
    // Anyone may take them now.
    expect((await createPage(t, other, { title: 'Mía ahora', slug: 'efimera' })).slug).toBe('efimera');
    expect((await createPage(t, other, { title: 'Efímera hija' })).slug).toBe('efimera-hija');
  });

  it('gives a contested slug to exactly one of two concurrent renames', async () => {
    const [a, b] = [await createPage(t, owner, { title: 'Carrera A' }), await createPage(t, other, { title: 'Carrera B' })];
    const answers = await Promise.all([patch(a, { slug: 'carrera' }), patch(b, { slug: 'carrera' }, other)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const rows = await t.database.db.select().from(pageSlugs).where(eq(pageSlugs.slug, 'carrera'));
    expect(rows).toHaveLength(1);
    const winner = answers[0]?.statusCode === 200 ? a : b;
    expect(rows[0]?.pageId).toBe(winner.id);
  });

  it(`keeps the ${LIMITS.oldSlugsPerPage} most recently left old slugs of a page and frees older ones (decision 863)`, async () => {
    expect(LIMITS.oldSlugsPerPage).toBe(20);
    const page = await createPage(t, owner, { title: 'Inquieta', slug: 'inquieta-0' });
    for (let n = 1; n <= 25; n++) await rename(page, `inquieta-${n}`);
    // 25 old slugs left: the 5 oldest are gone, the 20 newest still redirect.
    const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, k) => `inquieta-${from + k}`);
    expect(await historyOf(page.id)).toEqual(range(5, 25).sort());
    expect((await view('/view/inquieta-4')).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/pages/inquieta-0' })).statusCode).toBe(404);
    const kept = await view('/view/inquieta-5');
    expect(kept.statusCode).toBe(308);
    expect(kept.headers.location).toBe('/view/inquieta-25#');
    // A dropped one is free for anyone, another account included.
    expect((await createPage(t, other, { title: 'Ajena', slug: 'inquieta-0' })).slug).toBe('inquieta-0');
    expect((await view('/view/inquieta-0')).statusCode).toBe(200);

    // Newest first means most recently left: taking the oldest kept one back and leaving it again
    // makes it the newest, so the next one in line goes instead.
    expect((await rename(page, 'inquieta-5')).slug).toBe('inquieta-5');
    expect(await historyOf(page.id)).toEqual(range(5, 25).sort());
    await rename(page, 'inquieta-nueva');
    expect(await historyOf(page.id)).toEqual([...range(5, 5), ...range(7, 25), 'inquieta-nueva'].sort());
    expect((await view('/view/inquieta-5')).statusCode).toBe(308);
    expect((await view('/view/inquieta-6')).statusCode).toBe(404);
    // Renames are never refused for the number of addresses a page has had.
    for (let n = 30; n < 60; n++) await rename(page, `inquieta-${n}`);
    expect(await historyOf(page.id)).toHaveLength(LIMITS.oldSlugsPerPage + 1);
  });
});
