import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOCK_TYPES, blockDefaults, type BlockType } from '@shared/blocks';
import { blockStringLimits } from '@shared/blocks/field-limits';
import { LIMITS } from '@shared/constants';
import { contentBytes } from '@shared/content-size';
import type { Item } from '@shared/schemas/item';
import type { Page } from '@shared/schemas/page';
import { items } from '../../db/schema';
import { createItem, createPage } from '../../test/factories';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';

// Content limits (issue 17, decision 850): every field, a block, a page, the rendered page, and
// rows stored before the limits.

let t: TestApp;
let owner: TestUser;

beforeAll(async () => {
  t = await createTestApp({ publicView: true });
  owner = await t.user();
});
afterAll(() => t.close());

const post = (pageId: number, body: Record<string, unknown>) => t.request({ method: 'POST', url: `/api/pages/${pageId}/items`, payload: body, as: owner });
const patch = (itemId: number, body: Record<string, unknown>) => t.request({ method: 'PATCH', url: `/api/items/${itemId}`, payload: body, as: owner });
const itemCount = async (pageId: number) => (await t.database.db.select({ n: count() }).from(items).where(eq(items.pageId, pageId)))[0]?.n;

/** A value of exactly `length` characters that the field accepts (URLs and e-mails keep their shape). */
function valueOf(field: string, length: number): string {
  if (/url$|website|favicon/i.test(field) || field === 'videoId') return `https://a.example/${'a'.repeat(length - 18)}`;
  if (field === 'source') return `https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC?si=${'a'.repeat(length - 57)}`;
  if (field === 'email') return `${'a'.repeat(64)}@${'b'.repeat(length - 64 - 1 - 4)}.com`;
  if (field === 'phone') return '1'.repeat(length);
  // 'Horario': an interval or an exception, padded with spaces the field trims.
  if (/^(mon|tue|wed|thu|fri|sat|sun)$/.test(field)) return '09:00-10:00'.padEnd(length);
  if (field === 'exceptions') return '2026-12-25 cerrado'.padEnd(length);
  if (/color/i.test(field)) return 'a'.repeat(length);
  return 'a'.repeat(length);
}

describe('every string field of every block type', () => {
  it.each(BLOCK_TYPES.flatMap((type) => [...blockStringLimits(type)].filter(([field, max]) => max > 20 && field !== 'videoId' && !/color/i.test(field)).map(([field, max]) => [type, field, max] as const)))(
    '%s.%s: accepted at %i characters, refused with 400 one past it',
    async (type, field, max) => {
      const page = await createPage(t, owner, { title: `${type} ${field}` });
      const content = { ...(blockDefaults(type as BlockType) as Record<string, unknown>) };
      const atMax = await post(page.id, { type, content: { ...content, [field]: valueOf(field, max) } });
      expect(atMax.statusCode, atMax.body).toBe(201);
      const over = await post(page.id, { type, content: { ...content, [field]: valueOf(field, max + 1) } });
      expect(over.statusCode).toBe(400);
      expect(over.json()).toMatchObject({ error: `No puede tener más de ${max} caracteres`, details: [{ path: `content.${field}` }] });
      const saved = await patch(atMax.json<Item>().id, { content: { ...content, [field]: valueOf(field, max + 1) } });
      expect(saved.statusCode).toBe(400);
      expect(await itemCount(page.id)).toBe(1);
    },
  );

  it("the probe's 1 MB e-mail is refused, a 254-character one stored", async () => {
    const page = await createPage(t, owner, { title: 'Correo' });
    const huge = await post(page.id, { type: 'contactCard', content: { name: 'Eva', email: `${'a'.repeat(1024 * 1024 - 20)}@example.com` } });
    // Past the 1 MB body limit as JSON: 413; anything under it is refused by the field.
    expect([400, 413]).toContain(huge.statusCode);
    const long = await post(page.id, { type: 'contactCard', content: { name: 'Eva', email: `${'a'.repeat(300)}@example.com` } });
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toBe('No puede tener más de 254 caracteres');
    const ok = await post(page.id, { type: 'contactCard', content: { name: 'Eva', email: valueOf('email', 254) } });
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('page fields too: title, slug, colours and images', async () => {
    const page = await createPage(t, owner, { title: 'Campos' });
    const cases: [Record<string, unknown>, string][] = [
      [{ title: 'a'.repeat(201) }, 'title: No puede tener más de 200 caracteres'],
      [{ slug: 'a'.repeat(101) }, 'slug: No puede tener más de 100 caracteres'],
      [{ backgroundColor: 'a'.repeat(65) }, 'backgroundColor: No puede tener más de 64 caracteres'],
      [{ profileImage: valueOf('url', 2049) }, 'profileImage: No puede tener más de 2048 caracteres'],
    ];
    for (const [payload, message] of cases) {
      const res = await t.request({ method: 'PATCH', url: `/api/pages/${page.id}`, payload, as: owner });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(message);
    }
  });
});

describe('the bytes of one block', () => {
  it('refuses content over 32 KB as JSON, whatever its fields', async () => {
    const page = await createPage(t, owner, { title: 'Bloque grande' });
    // Every field within its length, but control characters take 6 bytes each as JSON.
    const content = { name: '名'.repeat(300), jobTitle: '職'.repeat(300), company: '社'.repeat(300), address: '所'.repeat(300), notes: '\u0001'.repeat(5000) };
    expect(contentBytes(content)).toBeGreaterThan(LIMITS.itemContentBytes);
    const res = await post(page.id, { type: 'contactCard', content });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'El contenido de este elemento es demasiado grande (máximo 32 KB). Acórtalo.' });
    expect(await itemCount(page.id)).toBe(0);
  });
});

describe("a page's blocks together", () => {
  const wide = '語'.repeat(LIMITS.longTextMax); // 15 KB of text

  async function fillUntilRefused(page: Page, block: Record<string, unknown>): Promise<{ stored: Item[]; refusal: { statusCode: number; error: string } }> {
    const stored: Item[] = [];
    for (;;) {
      const res = await post(page.id, block);
      if (res.statusCode !== 201) return { stored, refusal: { statusCode: res.statusCode, error: res.json<{ error: string }>().error } };
      stored.push(res.json<Item>());
      if (stored.length > LIMITS.pageContentBytes / 1000) throw new Error('the page cap never came');
    }
  }

  it('refuses the block that would pass 256 KB, then a save that grows a block and a duplicate; a save that shrinks passes', async () => {
    const page = await createPage(t, owner, { title: 'Página llena' });
    const { stored, refusal } = await fillUntilRefused(page, { type: 'text', content: { text: wide } });
    expect(refusal).toEqual({
      statusCode: 409,
      error: 'Esta página ya tiene demasiado contenido (máximo 256 KB entre todos sus elementos). Acorta o elimina algún elemento.',
    });
    const total = stored.reduce((sum, item) => sum + contentBytes(item.content), 0);
    expect(total).toBeLessThanOrEqual(LIMITS.pageContentBytes);
    expect(total + contentBytes(stored[0]?.content)).toBeGreaterThan(LIMITS.pageContentBytes);

    const first = stored[0] as Item;
    const shrink = await patch(first.id, { content: { text: 'corto' } });
    expect(shrink.statusCode).toBe(200);
    // The room freed takes another long block; the shortened one cannot grow back past the cap.
    expect((await post(page.id, { type: 'text', content: { text: wide } })).statusCode).toBe(201);
    const grow = await patch(first.id, { content: { text: wide } });
    expect(grow.statusCode).toBe(409);
    const duplicate = await t.request({ method: 'POST', url: `/api/items/${(stored[1] as Item).id}/duplicate`, as: owner });
    expect(duplicate.statusCode).toBe(409);
    expect(await itemCount(page.id)).toBe(stored.length + 1);
  });

  it('refuses the block that would make the page too large to show (2 MB of HTML), before its bytes are full', async () => {
    const page = await createPage(t, owner, { title: 'Página pesada' });
    // `<` is one byte stored but ten in the page (&lt; and \u003c).
    const { stored, refusal } = await fillUntilRefused(page, { type: 'text', content: { text: '<'.repeat(LIMITS.longTextMax) } });
    expect(refusal).toEqual({
      statusCode: 409,
      error: 'Esta página sería demasiado grande para mostrarse (máximo 2 MB). Acorta o elimina algún elemento.',
    });
    expect(stored.reduce((sum, item) => sum + contentBytes(item.content), 0)).toBeLessThan(LIMITS.pageContentBytes);
    const view = await t.request({ method: 'GET', url: `/view/${page.slug}` });
    expect(view.statusCode).toBe(200);
    expect(view.rawPayload.length).toBeLessThanOrEqual(LIMITS.pageRenderBytes);
  });

  it('parallel creations at the edge of the cap cannot pass it together', async () => {
    const page = await createPage(t, owner, { title: 'Carrera' });
    const { stored } = await fillUntilRefused(page, { type: 'text', content: { text: wide } });
    await patch((stored[0] as Item).id, { content: { text: 'a' } });
    await patch((stored[1] as Item).id, { content: { text: 'a' } });
    // Room for about two long blocks now; ten try at once.
    const results = await Promise.all(Array.from({ length: 10 }, () => post(page.id, { type: 'text', content: { text: wide } })));
    expect(results.filter((res) => res.statusCode === 201).length).toBeLessThanOrEqual(2);
    const rows = await t.database.db.select({ content: items.content }).from(items).where(eq(items.pageId, page.id));
    expect(rows.reduce((sum, row) => sum + contentBytes(row.content), 0)).toBeLessThanOrEqual(LIMITS.pageContentBytes);
  });
});

describe('rows stored before the limits', () => {
  it("the probe's page: cards with a 1 MB e-mail are read cut to the field, and visitors get what fits", async () => {
    const page = await createPage(t, owner, { title: 'Antigua' });
    const email = `${'a'.repeat(1024 * 1024)}@example.com`;
    await t.database.db.insert(items).values(
      Array.from({ length: 12 }, (_, order) => ({ pageId: page.id, type: 'contactCard', order, content: { name: `Tarjeta ${order}`, email, notes: 'n'.repeat(100_000), extra: { deep: 'x'.repeat(10_000) } } })),
    );
    await t.database.db.insert(items).values(
      Array.from({ length: 250 }, (_, index) => ({ pageId: page.id, type: 'text', order: 12 + index, content: { text: `Texto ${index} ${'t'.repeat(4000)}` } })),
    );

    const visitor = await t.request({ method: 'GET', url: `/api/pages/${page.id}/items` });
    expect(visitor.statusCode).toBe(200);
    const shown = visitor.json<Item[]>();
    expect(shown[0]?.content).toEqual({ name: 'Tarjeta 0', email: email.slice(0, 254), notes: 'n'.repeat(5000) });
    // In order, and only as many as the page caps hold.
    expect(shown.map((item) => item.order)).toEqual(shown.map((_, index) => index));
    expect(shown.length).toBeLessThan(262);
    expect(shown.reduce((sum, item) => sum + contentBytes(item.content), 0)).toBeLessThanOrEqual(LIMITS.pageContentBytes);
    expect(visitor.rawPayload.length).toBeLessThan(LIMITS.pageContentBytes + 64 * 1024);

    const html = await t.request({ method: 'GET', url: `/view/${page.slug}` });
    expect(html.statusCode).toBe(200);
    expect(html.rawPayload.length).toBeLessThanOrEqual(LIMITS.pageRenderBytes);
    expect(html.body.match(/data-block-type="/g)).toHaveLength(shown.length);

    // The owner sees every block, each cut the same way, and can shorten it.
    const mine = (await t.request({ method: 'GET', url: `/api/pages/${page.id}/items`, as: owner })).json<Item[]>();
    expect(mine).toHaveLength(262);
    expect(String(mine[0]?.content.email)).toHaveLength(254);
    const fixed = await patch(mine[0]?.id as number, { content: { name: 'Tarjeta 0', email: 'eva@example.com' } });
    expect(fixed.statusCode, fixed.body).toBe(200);
    // The database still holds every row.
    expect(await itemCount(page.id)).toBe(262);
  }, 60_000);

  it('unreadable content stored as text is answered as empty content, not a 500', async () => {
    const page = await createPage(t, owner, { title: 'Ilegible' });
    await t.database.db.insert(items).values({ pageId: page.id, type: 'text', order: 0, content: '{roto' as unknown as Record<string, unknown> });
    for (const as of [undefined, owner]) {
      const res = await t.request({ method: 'GET', url: `/api/pages/${page.id}/items`, ...(as ? { as } : {}) });
      expect(res.statusCode).toBe(200);
      expect(res.json<Item[]>()[0]?.content).toEqual({});
    }
  });
});

describe('subpage cycles', () => {
  it('refuses pasting a subpage block into its own page or a page below it, with its own message', async () => {
    const root = await createPage(t, owner, { title: 'Raíz' });
    const sub = await createItem(t, owner, root.id, { type: 'subpage', content: { title: 'Hija' } });
    const childId = sub.content.pageId as number;
    const grand = await createItem(t, owner, childId, { type: 'subpage', content: { title: 'Nieta' } });
    const grandId = grand.content.pageId as number;
    const before = (await t.request({ method: 'GET', url: '/api/pages', as: owner })).json<Page[]>().length;
    const message = 'Una subpágina no puede contener la página en la que está ni ninguna de las que la contienen.';
    for (const [into, names] of [[childId, childId], [grandId, childId], [grandId, root.id], [root.id, root.id]] as const) {
      const res = await post(into, { type: 'subpage', content: { title: 'Pegada', pageId: names } });
      expect(res.statusCode, `${names} into ${into}`).toBe(409);
      expect(res.json()).toEqual({ error: message, code: 'subpage_cycle' });
    }
    expect((await t.request({ method: 'GET', url: '/api/pages', as: owner })).json<Page[]>()).toHaveLength(before);
    // Pasting it beside itself (into the same parent) is a copy, as before.
    expect((await post(root.id, { type: 'subpage', content: { title: 'Copia', pageId: childId } })).statusCode).toBe(201);
  });

  it('refuses duplicating a stored block that points above its page', async () => {
    const root = await createPage(t, owner, { title: 'Arriba' });
    const sub = await createItem(t, owner, root.id, { type: 'subpage', content: { title: 'Abajo' } });
    const childId = sub.content.pageId as number;
    const [looping] = await t.database.db
      .insert(items)
      .values({ pageId: childId, type: 'subpage', order: 0, content: { title: 'Vuelta', pageId: root.id } })
      .returning();
    const res = await t.request({ method: 'POST', url: `/api/items/${looping?.id}/duplicate`, as: owner });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatch(/^Una subpágina no puede contener/);
  });
});
