import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '@shared/schemas/page';
import type { StatsNowResponse, StatsResponse } from '@shared/schemas/stats';
import { queryRows } from '../../db/rows';
import { createPage } from '../../test/factories';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { openTestDatabase } from '../../test/test-database';
import { rollUp } from './roll-up';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Prueba/4201';
const IPS = ['198.51.100.41', '198.51.100.42', '198.51.100.43'];

let clock = new Date('2026-11-24T12:00:30Z');
const at = (iso: string) => {
  clock = new Date(iso);
};

let t: TestApp;
let owner: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  t = await createTestApp({ publicView: true, clock: () => clock });
  owner = await t.user();
  stranger = await t.user();
});
afterAll(async () => {
  await t.close();
});

const view = (app: TestApp, page: Page, ip = IPS[0]) =>
  app.app.inject({ url: `/view/${page.slug}`, remoteAddress: ip, headers: { host: 'links.example', 'user-agent': CHROME } });

async function now(app: TestApp, page: Page, as: TestUser): Promise<StatsNowResponse> {
  const res = await app.request({ method: 'GET', url: `/api/pages/${page.id}/stats/now`, as });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return res.json<StatsNowResponse>();
}

describe("'Ahora': the last 30 minutes", () => {
  it('counts views and visitors per minute over the current minute and the 29 before, and nothing older', async () => {
    const page = await createPage(t, owner, { title: 'Ahora' });
    at('2026-11-24T11:30:59Z'); // the minute before the window
    await view(t, page);
    at('2026-11-24T11:31:00Z'); // the window's first minute
    await view(t, page);
    await view(t, page, IPS[1]);
    at('2026-11-24T11:59:10Z');
    await view(t, page);
    await view(t, page);
    at('2026-11-24T12:00:05Z'); // the current minute
    await view(t, page, IPS[2]);
    await t.app.stats?.flush();
    // A refused hit (a bot) is no view.
    await t.app.inject({ url: `/view/${page.slug}`, headers: { 'user-agent': 'curl/8.5.0' } });
    await t.app.stats?.flush();

    at('2026-11-24T12:00:30Z');
    const result = await now(t, page, owner);
    expect(result.from).toBe('2026-11-24T11:31:00.000Z');
    expect(result.to).toBe('2026-11-24T12:01:00.000Z');
    expect(result.minutes).toHaveLength(30);
    expect(result.minutes[0]).toEqual({ at: '2026-11-24T11:31:00.000Z', views: 2, visitors: 2 });
    expect(result.minutes[28]).toEqual({ at: '2026-11-24T11:59:00.000Z', views: 2, visitors: 1 });
    expect(result.minutes[29]).toEqual({ at: '2026-11-24T12:00:00.000Z', views: 1, visitors: 1 });
    expect(result.minutes.slice(1, 28).every((minute) => minute.views === 0 && minute.visitors === 0)).toBe(true);
    // Distinct over the window: IPS[0] came in three minutes and counts once.
    expect(result.views).toBe(5);
    expect(result.visitors).toBe(3);

    // A minute later the first minute has left the window.
    at('2026-11-24T12:01:00Z');
    const later = await now(t, page, owner);
    expect(later.minutes[0]?.at).toBe('2026-11-24T11:32:00.000Z');
    expect(later.views).toBe(3);
    expect(later.visitors).toBe(2);
    // Half an hour later nothing is left.
    at('2026-11-24T12:30:00Z');
    const empty = await now(t, page, owner);
    expect(empty.views).toBe(0);
    expect(empty.minutes.every((minute) => minute.views === 0)).toBe(true);
  });

  it("answers 404 for another owner's page and for a page that does not exist", async () => {
    const page = await createPage(t, owner, { title: 'Ajena' });
    for (const url of [`/api/pages/${page.id}/stats/now`, '/api/pages/999999/stats/now']) {
      const res = await t.request({ method: 'GET', url, as: stranger });
      expect(res.statusCode).toBe(404);
      expect(res.json<{ error: string }>().error).toMatch(/página/i);
    }
    expect((await t.request({ method: 'GET', url: '/api/pages/abc/stats/now', as: owner })).statusCode).toBe(400);
    expect((await t.app.inject({ url: `/api/pages/${page.id}/stats/now` })).statusCode).toBe(401);
  });

  it('shows on one instance a view recorded by another on the same database', async () => {
    const database = await openTestDatabase();
    const clockOf = () => clock;
    const a = await createTestApp({ database, publicView: true, clock: clockOf });
    const b = await createTestApp({ database, publicView: true, clock: clockOf });
    try {
      at('2026-11-24T15:10:20Z');
      const user = await a.user();
      const page = await createPage(a, user, { title: 'Dos instancias' });
      await view(a, page);
      await view(a, page, IPS[1]);
      // Written by a's batch; b has nothing in its memory.
      await a.app.stats?.flush();
      const seen = await now(b, page, user);
      expect(seen.views).toBe(2);
      expect(seen.visitors).toBe(2);
      expect(seen.minutes.at(-1)).toEqual({ at: '2026-11-24T15:10:00.000Z', views: 2, visitors: 2 });
      // The same visitor seen by both instances is one visitor.
      await view(b, page);
      await b.app.stats?.flush();
      expect(await now(a, page, user)).toMatchObject({ views: 3, visitors: 2 });
    } finally {
      await a.close();
      await b.close();
      await database.close();
    }
  });
});

describe('a visitor across UTC midnight (decision 1011)', () => {
  let page: Page;
  let mexican: TestUser;
  beforeAll(async () => {
    mexican = await t.user();
    const saved = await t.request({ method: 'PUT', url: '/api/account/time-zone', as: mexican, payload: { timeZone: 'America/Mexico_City' } });
    expect(saved.statusCode).toBe(200);
    page = await createPage(t, mexican, { title: 'Medianoche' });
  });

  async function stats(from: string, to: string): Promise<StatsResponse> {
    await t.app.stats?.flush();
    const res = await t.request({ method: 'GET', url: `/api/pages/${page.id}/stats?from=${from}&to=${to}`, as: mexican });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<StatsResponse>();
  }

  it("counts once in the owner's day a visitor seen at 23:50 and 00:10 UTC, also once rolled up", async () => {
    at('2026-11-20T23:50:00Z'); // 17:50 in Mexico City (UTC-6)
    await view(t, page);
    await t.app.stats?.flush();
    at('2026-11-21T00:10:00Z'); // 18:10, the same local day
    await view(t, page);
    await t.app.stats?.flush();
    const hashes = await queryRows<{ visitor: string }>(
      t.database.db,
      sql`select visitor::text as visitor from stats_events where page_id = ${page.id} and kind = 1 order by ts`,
    );
    expect(hashes).toHaveLength(2);
    expect(hashes[1]?.visitor).toBe(hashes[0]?.visitor);
    const raw = await stats('2026-11-20', '2026-11-20');
    expect(raw.days).toEqual([expect.objectContaining({ day: '2026-11-20', views: 2, visitors: 1 })]);

    // Rolled up once the hours have passed: the same numbers.
    at('2026-11-21T03:00:00Z');
    await rollUp(t.database.db, clock);
    const rolled = await stats('2026-11-20', '2026-11-20');
    expect(rolled.days).toEqual([expect.objectContaining({ day: '2026-11-20', views: 2, visitors: 1 })]);
  });

  it('still counts twice a visitor seen either side of the local midnight (06:00 UTC)', async () => {
    at('2026-11-21T05:50:00Z'); // 23:50 on the 20th in Mexico City
    await view(t, page, IPS[1]);
    await t.app.stats?.flush();
    at('2026-11-21T06:10:00Z'); // 00:10 on the 21st
    await view(t, page, IPS[1]);
    const result = await stats('2026-11-20', '2026-11-21');
    expect(result.days.map((day) => [day.day, day.views, day.visitors])).toEqual([
      ['2026-11-20', 3, 2],
      ['2026-11-21', 1, 1],
    ]);
    expect(result.totals.visitors).toBe(3);
  });

  it('keeps a salt until its day has ended in every zone, and no address anywhere', async () => {
    at('2026-11-23T08:00:00Z'); // 02:00 on the 23rd in Mexico City
    await view(t, page, IPS[2]);
    await t.app.stats?.flush();
    const salts = async () => (await queryRows<{ day: string }>(t.database.db, sql`select day::text from stats_salts order by day`)).map((row) => row.day);
    expect(await salts()).toContain('2026-11-23');
    expect(await salts()).not.toContain('2026-11-20');
    expect(await salts()).not.toContain('2026-11-21');

    // Honolulu (UTC-10) is still on the 22nd until 10:00 UTC on the 23rd: its day keeps one salt throughout.
    const islander = await t.user();
    await t.request({ method: 'PUT', url: '/api/account/time-zone', as: islander, payload: { timeZone: 'Pacific/Honolulu' } });
    const island = await createPage(t, islander, { title: 'Isla' });
    for (const instant of ['2026-11-23T09:50:00Z', '2026-11-23T09:55:00Z', '2026-11-23T10:10:00Z']) {
      at(instant);
      await view(t, island);
      await t.app.stats?.flush();
    }
    const hashes = (
      await queryRows<{ visitor: string }>(t.database.db, sql`select visitor::text as visitor from stats_events where page_id = ${island.id} and kind = 1 order by ts`)
    ).map((row) => row.visitor);
    expect(hashes[1]).toBe(hashes[0]);
    expect(hashes[2]).not.toBe(hashes[0]);
    expect(await salts()).toContain('2026-11-22');

    const dump = await queryRows<{ row: string }>(t.database.db, sql`select row_to_json(s)::text as row from stats_events s`);
    for (const ip of IPS) expect(dump.some((row) => row.row.includes(ip))).toBe(false);
  });
});
