import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '@shared/schemas/page';
import type { StatsResponse } from '@shared/schemas/stats';
import { queryRows } from '../../db/rows';
import { createItem, createPage } from '../../test/factories';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';

/**
 * Issue 42, 'compare': each total against the period of the same length before it, in the owner's
 * zone and across a clock change, and every block's views, clicks and CTR (decision 1000, 1001).
 */
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Prueba/4201';

let t: TestApp;
let owner: TestUser;
let clock = new Date('2026-10-18T12:00:00Z');
const at = (iso: string) => {
  clock = new Date(iso);
};

beforeAll(async () => {
  t = await createTestApp({ publicView: true, clock: () => clock, stats: { now: () => clock } });
  owner = await t.user();
  const zone = await t.request({ method: 'PUT', url: '/api/account/time-zone', as: owner, payload: { timeZone: 'Europe/Madrid' } });
  expect(zone.statusCode, zone.body).toBe(200);
});
afterAll(async () => {
  await t.close();
});

function hit(url: string, ip = '198.51.100.40') {
  return t.app.inject({ method: 'GET', url, remoteAddress: ip, headers: { host: 'links.example', 'user-agent': CHROME } });
}

async function stats(page: Page, from: string, to: string): Promise<StatsResponse> {
  await t.app.stats?.flush();
  const res = await t.request({ method: 'GET', url: `/api/pages/${page.id}/stats?from=${from}&to=${to}`, as: owner });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<StatsResponse>();
}

const day = (date: string, views: number, visitors: number, clicks = 0) => ({ day: date, views, visitors, clicks, bots: 0 });

describe('the change against the previous period (Europe/Madrid, summer time ends on 25 October 2026)', () => {
  let page: Page;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    page = await createPage(t, owner, { title: 'Comparar' });
    const link = (title: string) => createItem(t, owner, page.id, { type: 'link', content: { url: `https://${title}.example`, title } });
    ids.old = (await link('antiguo')).id;
    ids.late = (await link('nuevo')).id;
    ids.planned = (await link('programado')).id;
    ids.hidden = (await link('oculto')).id;
    ids.gone = (await link('borrado')).id;
    ids.heading = (await createItem(t, owner, page.id, { type: 'heading', content: { text: 'Sin enlace' } })).id;
    const set = (id: number, values: ReturnType<typeof sql>) => t.database.db.execute(sql`update items set ${values} where id = ${id}`);
    await set(ids.old, sql`created_at = '2026-10-01T10:00:00Z'`);
    // 29 October in Madrid: on the page for the last 4 days of the range, none of the previous period.
    await set(ids.late, sql`created_at = '2026-10-28T23:30:00Z'`);
    // Shown from 1 November, 00:30 in Madrid (31 October, 23:30 UTC).
    await set(ids.planned, sql`created_at = '2026-10-01T10:00:00Z', visible_from = '2026-10-31T23:30:00Z'`);
    await set(ids.hidden, sql`created_at = '2026-10-01T10:00:00Z', is_visible = false`);
    await set(ids.gone, sql`created_at = '2026-10-01T10:00:00Z'`);
    await set(ids.heading, sql`created_at = '2026-10-01T10:00:00Z'`);

    // 18 October, 23:30 in Madrid (UTC+2): the day before the previous period.
    at('2026-10-18T21:30:00Z');
    await hit(`/view/${page.slug}`);
    // 19 October, 00:30: the previous period's first day.
    at('2026-10-18T22:30:00Z');
    await hit(`/view/${page.slug}`);
    // 25 October, 23:30 in Madrid, now UTC+1: still the previous period's last day (a 25-hour day).
    at('2026-10-25T22:30:00Z');
    await hit(`/view/${page.slug}`);
    // 26 October, 00:30: the range's first day, two visitors and two clicks.
    at('2026-10-25T23:30:00Z');
    await hit(`/view/${page.slug}`);
    await hit(`/view/${page.slug}`, '198.51.100.41');
    await hit(`/go/${ids.old}`);
    await hit(`/go/${ids.gone}`);
    // 1 November, 23:59: the range's last day; 2 November, 00:00 is past it.
    at('2026-11-01T22:59:00Z');
    await hit(`/view/${page.slug}`);
    at('2026-11-01T23:00:00Z');
    await hit(`/view/${page.slug}`);
    await t.app.stats?.flush();
    expect((await t.request({ method: 'DELETE', url: `/api/items/${ids.gone}`, as: owner })).statusCode).toBe(204);
    at('2026-11-02T09:00:00Z');
  });

  const expectTotals = (result: StatsResponse) => {
    expect(result.totals).toEqual({ views: 3, visitors: 3, clicks: 2, ctr: 0.6667 });
    expect(result.previous.from).toBe('2026-10-19');
    expect(result.previous.to).toBe('2026-10-25');
    expect(result.previous.totals).toEqual({ views: 2, visitors: 2, clicks: 0, ctr: 0 });
    expect(result.days[0]).toEqual(day('2026-10-26', 2, 2, 2));
    expect(result.days[6]).toEqual(day('2026-11-01', 1, 1));
    expect(result.previous.days).toHaveLength(7);
    expect(result.previous.days[0]).toEqual(day('2026-10-19', 1, 1));
    expect(result.previous.days[6]).toEqual(day('2026-10-25', 1, 1));
  };

  it('reads the 7 days before with the same read path, raw hits and rollups alike, in the owner\'s days', async () => {
    expectTotals(await stats(page, '2026-10-26', '2026-11-01'));
    // Rolled up (every hour closed), the same numbers.
    at('2026-11-03T09:00:00Z');
    await t.app.stats?.maintain();
    const [mark] = await queryRows<{ at: string }>(t.database.db, sql`select rolled_until::text as at from stats_rollup_marks where page_id = ${page.id}`);
    expect(Date.parse(mark!.at)).toBeGreaterThan(Date.parse('2026-11-02T00:00:00Z'));
    expectTotals(await stats(page, '2026-10-26', '2026-11-01'));
  });

  it('takes a custom range\'s own length, and a single day the day before', async () => {
    const two = await stats(page, '2026-10-25', '2026-10-26');
    expect([two.previous.from, two.previous.to]).toEqual(['2026-10-23', '2026-10-24']);
    expect(two.previous.totals.views).toBe(0);
    expect(two.totals.views).toBe(3);
    const one = await stats(page, '2026-10-19', '2026-10-19');
    expect(one.previous).toEqual({ from: '2026-10-18', to: '2026-10-18', totals: { views: 1, visitors: 1, clicks: 0, ctr: 0 }, days: [day('2026-10-18', 1, 1)] });
  });

  it('lists every block with a link that was on the page, clicked or not, with its own views; deleted ones apart', async () => {
    const result = await stats(page, '2026-10-26', '2026-11-01');
    const rows = result.blocks.map(({ itemId, deleted, views, clicks, ctr }) => ({ itemId, deleted, views, clicks, ctr }));
    expect(rows).toEqual([
      { itemId: ids.old, deleted: false, views: 3, clicks: 1, ctr: 0.3333 },
      // Deleted: from the range's start to its last click.
      { itemId: ids.gone, deleted: true, views: 2, clicks: 1, ctr: 0.5 },
      // From 29 October and from 1 November (its schedule): only 1 November's view.
      { itemId: ids.late, deleted: false, views: 1, clicks: 0, ctr: 0 },
      { itemId: ids.planned, deleted: false, views: 1, clicks: 0, ctr: 0 },
    ]);
    // Hidden and not clicked, or nothing to click: not listed.
    expect(result.blocks.find((block) => block.itemId === ids.hidden || block.itemId === ids.heading)).toBeUndefined();
    expect(result.blocks.find((block) => block.itemId === ids.late)?.series).toEqual([0, 0, 0, 0, 0, 0, 0]);

    // Before the late block existed it is not listed; the CSV keeps only clicked blocks.
    const before = await stats(page, '2026-10-19', '2026-10-25');
    expect(before.blocks.map((block) => block.itemId)).toEqual([ids.old]);
    const csv = await t.request({ method: 'GET', url: `/api/pages/${page.id}/stats.csv?from=2026-10-26&to=2026-11-01`, as: owner });
    expect(csv.body.split('\r\n')[0]).toBe(`fecha,vistas,visitantes,clics,ctr,descartados,bloque ${ids.old}: antiguo,bloque ${ids.gone}: eliminado`);
  });

  it('keeps the per-block reset: a reset block goes on listed with 0 clicks', async () => {
    expect((await t.request({ method: 'DELETE', url: `/api/pages/${page.id}/stats/items/${ids.old}`, as: owner })).statusCode).toBe(204);
    const result = await stats(page, '2026-10-26', '2026-11-01');
    expect(result.blocks.find((block) => block.itemId === ids.old)).toMatchObject({ deleted: false, views: 3, clicks: 0, ctr: 0 });
    expect(result.totals.clicks).toBe(1);
  });
});

describe('the previous period across the start of summer time (Europe/Madrid, 29 March 2026)', () => {
  it('puts each hit in its Madrid day on both sides of the 23-hour day', async () => {
    const page = await createPage(t, owner, { title: 'Primavera' });
    // 28 March, 23:59 (UTC+1); 29 March, 00:30 (UTC+1); 30 March, 00:30 (UTC+2).
    for (const iso of ['2026-03-28T22:59:00Z', '2026-03-28T23:30:00Z', '2026-03-29T22:30:00Z']) {
      at(iso);
      await hit(`/view/${page.slug}`);
    }
    at('2026-03-31T09:00:00Z');
    const result = await stats(page, '2026-03-29', '2026-03-30');
    expect(result.days.map((entry) => [entry.day, entry.views])).toEqual([
      ['2026-03-29', 1],
      ['2026-03-30', 1],
    ]);
    expect(result.previous).toMatchObject({ from: '2026-03-27', to: '2026-03-28', totals: { views: 1, visitors: 1, clicks: 0, ctr: 0 } });
    expect(result.previous.days.map((entry) => entry.views)).toEqual([0, 1]);
  });
});
