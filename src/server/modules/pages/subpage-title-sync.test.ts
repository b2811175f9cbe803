import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Item } from '@shared/schemas/item';
import type { Page } from '@shared/schemas/page';
import { items, pages } from '../../db/schema';
import { createItem, createPage } from '../../test/factories';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';

let t: TestApp;
let owner: TestUser;

beforeAll(async () => {
  t = await createTestApp({ publicView: true });
  owner = await t.user();
});
afterAll(() => t.close());

const view = (url: string) => t.request({ method: 'GET', url, headers: { host: 'links.example' } });
const titleOf = async (pageId: number) => (await t.database.db.select({ title: pages.title }).from(pages).where(eq(pages.id, pageId)))[0]?.title;
const cardOf = async (itemId: number) => (await t.database.db.select({ content: items.content }).from(items).where(eq(items.id, itemId)))[0]?.content;

async function subpageCard(parent: Page, title: string): Promise<{ card: Item; childId: number }> {
  const card = await createItem(t, owner, parent.id, { type: 'subpage', content: { title } });
  return { card, childId: (card.content as { pageId: number }).pageId };
}

describe('a subpage and its card share one title (decision 013)', () => {
  it('creates the subpage with the card’s title', async () => {
    const parent = await createPage(t, owner, { title: 'Inicio' });
    const { childId } = await subpageCard(parent, 'Mi tienda');
    expect(await titleOf(childId)).toBe('Mi tienda');
    const list = (await t.request({ method: 'GET', url: '/api/pages', as: owner })).json<Page[]>();
    // The page list lets the editor group subpages under their parent.
    expect(list.find((page) => page.id === childId)).toMatchObject({ title: 'Mi tienda', parentPageId: parent.id, slug: 'mi-tienda' });
    expect(list.find((page) => page.id === parent.id)).toMatchObject({ parentPageId: null });
  });

  it('renames the subpage when its card’s title changes, and both public pages show it at once', async () => {
    const parent = await createPage(t, owner, { title: 'Inicio' });
    const { card, childId } = await subpageCard(parent, 'Nueva Subpágina');
    // Both pages rendered (and cached) before the change.
    expect((await view(`/view/page/${childId}`)).body).toContain('Nueva Subpágina | LinkHub');
    expect((await view(`/view/${parent.slug}`)).body).toContain('Nueva Subpágina');

    const res = await t.request({ method: 'PATCH', url: `/api/items/${card.id}`, payload: { content: { ...card.content as object, title: 'Mi tienda ' } }, as: owner });
    expect(res.statusCode, res.body).toBe(200);
    expect(await titleOf(childId)).toBe('Mi tienda');
    expect((await view(`/view/page/${childId}`)).body).toContain('Mi tienda | LinkHub');
    const parentHtml = (await view(`/view/${parent.slug}`)).body;
    expect(parentHtml).toContain('Mi tienda');
    expect(parentHtml).not.toContain('Nueva Subpágina');
    // Its address, never chosen by the owner, follows the title (issue 32, decision 016).
    expect((await t.request({ method: 'GET', url: `/api/pages/id/${childId}` })).json<Page>().slug).toMatch(/^mi-tienda(-\d+)?$/);
  });

  it('renames the card when the subpage is renamed (PATCH title), and both public pages show it at once', async () => {
    const parent = await createPage(t, owner, { title: 'Inicio' });
    const { card, childId } = await subpageCard(parent, 'Carta');
    expect((await view(`/view/${parent.slug}`)).body).toContain('Carta');

    const res = await t.request({ method: 'PATCH', url: `/api/pages/${childId}`, payload: { title: 'Carta de verano' }, as: owner });
    expect(res.statusCode, res.body).toBe(200);
    expect(await cardOf(card.id)).toMatchObject({ title: 'Carta de verano', pageId: childId });
    const listed = (await t.request({ method: 'GET', url: `/api/pages/${parent.id}/items`, as: owner })).json<Item[]>();
    expect(listed.find((item) => item.id === card.id)?.content).toMatchObject({ title: 'Carta de verano' });
    expect((await view(`/view/${parent.slug}`)).body).toContain('Carta de verano');
    expect((await view(`/view/page/${childId}`)).body).toContain('Carta de verano | LinkHub');
  });

  it('changes nothing else: other cards, other fields, a page without a card, another owner’s pages', async () => {
    const parent = await createPage(t, owner, { title: 'Inicio' });
    const first = await subpageCard(parent, 'Uno');
    const second = await subpageCard(parent, 'Dos');
    await t.request({ method: 'PATCH', url: `/api/items/${first.card.id}`, payload: { content: { ...first.card.content as object, buttonText: 'Entrar' } }, as: owner });
    expect(await titleOf(first.childId)).toBe('Uno');

    const renamed = await t.request({ method: 'PATCH', url: `/api/pages/${first.childId}`, payload: { title: 'Uno bis' }, as: owner });
    expect(renamed.statusCode).toBe(200);
    expect(await cardOf(first.card.id)).toMatchObject({ title: 'Uno bis', buttonText: 'Entrar' });
    expect(await cardOf(second.card.id)).toMatchObject({ title: 'Dos' });

    // Renaming a page with no card (a top page) touches no block.
    const plain = await t.request({ method: 'PATCH', url: `/api/pages/${parent.id}`, payload: { title: 'Inicio 2' }, as: owner });
    expect(plain.statusCode).toBe(200);

    // Another owner cannot reach the subpage through a card of theirs naming its id.
    const stranger = await t.user();
    const theirs = await createPage(t, stranger, { title: 'Ajena' });
    const theirCard = await createItem(t, stranger, theirs.id, { type: 'subpage', content: { title: 'Robo', pageId: first.childId } });
    expect((theirCard.content as { pageId: number }).pageId).not.toBe(first.childId);
    await t.request({ method: 'PATCH', url: `/api/items/${theirCard.id}`, payload: { content: { title: 'Robado', pageId: first.childId } }, as: stranger });
    expect(await titleOf(first.childId)).toBe('Uno bis');
  });

  it('names a pasted or duplicated subpage after its card', async () => {
    const parent = await createPage(t, owner, { title: 'Inicio' });
    const { childId } = await subpageCard(parent, 'Original');
    const pasted = await createItem(t, owner, parent.id, { type: 'subpage', content: { title: 'Pegada', pageId: childId } });
    const pastedChild = (pasted.content as { pageId: number }).pageId;
    expect(pastedChild).not.toBe(childId);
    expect(await titleOf(pastedChild)).toBe('Pegada');
    const duplicate = await t.request({ method: 'POST', url: `/api/items/${pasted.id}/duplicate`, as: owner });
    const copy = duplicate.json<Item>();
    expect(await titleOf((copy.content as { pageId: number }).pageId)).toBe('Pegada');
  });
});

describe('a new subpage starts from its parent (issue 32, decision 016)', () => {
  const pageOf = async (pageId: number) => (await t.request({ method: 'GET', url: '/api/pages', as: owner })).json<Page[]>().find((page) => page.id === pageId)!;

  it('takes its parent’s look: theme, background and button style, and its language', async () => {
    const parent = await createPage(t, owner, { title: 'Con estilo' });
    const look = {
      theme: 'bosque',
      backgroundColor: '#1D3328',
      backgroundImage: 'https://img.example/fondo.jpg',
      backgroundImageBlur: 4,
      backgroundOverlayColor: '#000000',
      backgroundOverlayOpacity: 40,
      buttonShape: 'pill',
      buttonFill: 'outline',
      buttonColor: '#EEF3E6',
      buttonTextColor: '#FFFFFF',
      showLinkDomain: true,
      language: 'en',
    };
    expect((await t.request({ method: 'PATCH', url: `/api/pages/${parent.id}`, payload: { ...look, bio: 'Solo del padre', profileKind: 'organization' }, as: owner })).statusCode).toBe(200);
    const { childId } = await subpageCard(parent, 'Nueva Subpágina');
    const child = await pageOf(childId);
    expect(child).toMatchObject(look);
    expect(child.bio).toBe('');
    expect(child.profileKind).toBe('person');
  });

  it('gets a slug from its title when the card is renamed, and its old address redirects; its card still opens it by id', async () => {
    const parent = await createPage(t, owner, { title: 'Inicio' });
    const { card, childId } = await subpageCard(parent, 'Nueva Subpágina');
    const before = (await pageOf(childId)).slug;
    expect(before).toMatch(/^nueva-subpagina(-\d+)?$/);
    const renamed = await t.request({ method: 'PATCH', url: `/api/items/${card.id}`, payload: { content: { ...card.content, title: 'Mis Vídeos' } }, as: owner });
    expect(renamed.statusCode).toBe(200);
    const after = (await pageOf(childId)).slug;
    expect(after).toMatch(/^mis-videos(-\d+)?$/);
    const old = await view(`/view/${before}`);
    expect(old.statusCode).toBe(308);
    expect(old.headers.location).toContain(`/view/${after}`);
    expect((await view(`/view/page/${childId}`)).statusCode).toBe(200);
    expect(JSON.stringify((await cardOf(card.id)) ?? {})).toContain(`"pageId":${childId}`);
  });

  it('keeps a slug the owner chose, and a top-level page keeps its slug', async () => {
    const parent = await createPage(t, owner, { title: 'Raíz' });
    const { card, childId } = await subpageCard(parent, 'Nueva Subpágina');
    const chosen = `elegida-${childId}`;
    expect((await t.request({ method: 'PATCH', url: `/api/pages/${childId}`, payload: { slug: chosen }, as: owner })).statusCode).toBe(200);
    await t.request({ method: 'PATCH', url: `/api/items/${card.id}`, payload: { content: { ...card.content, title: 'Otro título' } }, as: owner });
    expect((await pageOf(childId)).slug).toBe(chosen);
    const renamedRoot = await t.request({ method: 'PATCH', url: `/api/pages/${parent.id}`, payload: { title: 'Raíz nueva' }, as: owner });
    expect(renamedRoot.json()).toMatchObject({ slug: parent.slug });
  });
});
