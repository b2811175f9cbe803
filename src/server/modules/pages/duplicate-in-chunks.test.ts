import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pages } from '../../db/schema';
import { createItem, createPage } from '../../test/factories';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';

// Issue 33 N-4, decision 868: a page with a tree of subpages is copied one page at a time, each in a
// short transaction of its own, so that other requests get their turns during a large copy.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ limits: { pagesPerUser: 40 } });
});
afterAll(() => t.close());

/** A short wait between looks (a client's, not a busy loop). */
const pause = () => new Promise((resolve) => setTimeout(resolve, 5));

const pagesOf = async (owner: TestUser) =>
  (await t.database.db.select({ n: count() }).from(pages).where(eq(pages.userId, owner.id)))[0]?.n ?? 0;

/** A page with `children` subpages, each with a block. */
async function tree(owner: TestUser, children: number) {
  const root = await createPage(t, owner, { title: 'Raíz' });
  for (let n = 0; n < children; n++) {
    const block = await createItem(t, owner, root.id, { type: 'subpage', content: { title: `Hija ${n}` } });
    await createItem(t, owner, block.content.pageId as number, { type: 'heading', content: { text: `Dentro ${n}` } });
  }
  return root;
}

describe('duplicating a tree of subpages in chunks', () => {
  it('commits page by page: others see the copy grow while it is made, and get their answers meanwhile', async () => {
    const owner = await t.user();
    const root = await tree(owner, 15);
    const before = await pagesOf(owner);
    expect(before).toBe(16);

    let done = false;
    const duplicate = t.request({ method: 'POST', url: `/api/pages/${root.id}/duplicate`, as: owner }).finally(() => (done = true));
    const seen: number[] = [];
    let answeredMeanwhile = 0;
    const other = await t.user();
    while (!done) {
      seen.push(await pagesOf(owner));
      if ((await t.request({ method: 'GET', url: '/api/pages', as: other })).statusCode === 200 && !done) answeredMeanwhile++;
      await pause();
    }
    const res = await duplicate;
    expect(res.statusCode, res.body).toBe(201);
    // Part of the copy was already there before the copy was done: it was not one transaction.
    expect(seen.some((n) => n > before && n < 2 * before)).toBe(true);
    expect(answeredMeanwhile).toBeGreaterThan(0);
    expect(await pagesOf(owner)).toBe(2 * before);

    // The copy is whole: each copied subpage block points to its own copied page, with its block.
    const copy = res.json<{ id: number }>();
    const blocks = (await t.request({ method: 'GET', url: `/api/pages/${copy.id}/items`, as: owner })).json<{ content: { pageId: number } }[]>();
    expect(blocks).toHaveLength(15);
    for (const block of blocks) {
      const [child] = await t.database.db.select().from(pages).where(eq(pages.id, block.content.pageId));
      expect(child?.parentPageId).toBe(copy.id);
      const inside = (await t.request({ method: 'GET', url: `/api/pages/${child?.id}/items`, as: owner })).json<unknown[]>();
      expect(inside).toHaveLength(1);
    }
  });

  it('leaves nothing behind when the copy fails half-way (the page cap)', async () => {
    const owner = await t.user();
    const root = await tree(owner, 24);
    expect(await pagesOf(owner)).toBe(25);
    const res = await t.request({ method: 'POST', url: `/api/pages/${root.id}/duplicate`, as: owner });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'Has llegado al máximo de 40 páginas (subpáginas incluidas). Elimina alguna para crear otra.', code: 'too_many_pages' });
    expect(await pagesOf(owner)).toBe(25);
  });

  it("a subpage block's duplicate copies its tree the same way, and deletes it if the block cannot be added", async () => {
    const owner = await t.user();
    const top = await createPage(t, owner, { title: 'Arriba' });
    const block = await createItem(t, owner, top.id, { type: 'subpage', content: { title: 'Rama' } });
    const branch = block.content.pageId as number;
    for (let n = 0; n < 12; n++) await createItem(t, owner, branch, { type: 'subpage', content: { title: `Hoja ${n}` } });
    const before = await pagesOf(owner);
    expect(before).toBe(14);

    let done = false;
    const duplicate = t.request({ method: 'POST', url: `/api/items/${block.id}/duplicate`, as: owner }).finally(() => (done = true));
    const seen: number[] = [];
    while (!done) {
      seen.push(await pagesOf(owner));
      await pause();
    }
    const res = await duplicate;
    expect(res.statusCode, res.body).toBe(201);
    expect(seen.some((n) => n > before && n < before + 13)).toBe(true);
    expect(await pagesOf(owner)).toBe(before + 13);
    const copied = res.json<{ content: { pageId: number } }>().content.pageId;
    expect(copied).not.toBe(branch);
    expect((await t.request({ method: 'GET', url: `/api/pages/${copied}/items`, as: owner })).json<unknown[]>()).toHaveLength(12);

    // 27 pages now: one more copy of 13 fills the 40; the next is refused and leaves nothing.
    expect((await t.request({ method: 'POST', url: `/api/items/${block.id}/duplicate`, as: owner })).statusCode).toBe(201);
    expect(await pagesOf(owner)).toBe(40);
    expect((await t.request({ method: 'POST', url: `/api/items/${block.id}/duplicate`, as: owner })).statusCode).toBe(409);
    expect(await pagesOf(owner)).toBe(40);
  });
});
