import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '@shared/schemas/page';
import type { StatsCampaign, StatsResponse } from '@shared/schemas/stats';
import { queryRows } from '../../db/rows';
import { createItem, createPage } from '../../test/factories';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Prueba/8801';
const INSTAGRAM = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 340.0.0.22.109 Prueba/8802';
const BOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const IPS = ['198.51.100.41', '198.51.100.42', '198.51.100.43', '198.51.100.44'];
const TAG = '?utm_source=boletin&utm_medium=email&utm_campaign=otono';

let t: TestApp;
let owner: TestUser;
let clock = new Date('2026-11-24T08:00:00Z');
const at = (iso: string) => {
  clock = new Date(iso);
};

beforeAll(async () => {
  t = await createTestApp({ publicView: true, stats: { now: () => clock } });
  owner = await t.user();
  const zone = await t.request({ method: 'PUT', url: '/api/account/time-zone', as: owner, payload: { timeZone: 'Europe/Madrid' } });
  expect(zone.statusCode, zone.body).toBe(200);
});
afterAll(async () => {
  await t.close();
});

function hit(url: string, { ua = CHROME, ip = IPS[0] }: { ua?: string; ip?: string | undefined } = {}) {
  return t.app.inject({ method: 'GET', url, remoteAddress: ip, headers: { host: 'links.example', 'user-agent': ua } });
}

async function stats(page: Page, from: string, to: string): Promise<StatsResponse> {
  await t.app.stats?.flush();
  const res = await t.request({ method: 'GET', url: `/api/pages/${page.id}/stats?from=${from}&to=${to}`, as: owner });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<StatsResponse>();
}

const row = (source: string, medium: string, campaign: string, views: number, visitors: number, clicks: number): StatsCampaign => ({
  source,
  medium,
  campaign,
  views,
  visitors,
  clicks,
});

describe("'Campañas'", () => {
  let page: Page;
  let linkId: number;

  beforeAll(async () => {
    page = await createPage(t, owner, { title: 'Campañas' });
    linkId = (await createItem(t, owner, page.id, { type: 'link', content: { url: 'https://tienda.example', title: 'Tienda' } })).id;
    const res = await t.request({ method: 'PATCH', url: `/api/pages/${page.id}`, as: owner, payload: { socialLinks: [{ network: 'x', url: '@ana' }] } });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('counts views, visitors and the clicks of tagged visits per (source, medium, campaign), the same across the rollup mark', async () => {
    // 10:10 in Madrid: a tagged visit and its click; a campaign without utm_source (the in-app browser
    // names it); an untagged visit whose click belongs to no campaign; a bot with tags.
    at('2026-11-24T09:10:00Z');
    await hit(`/view/${page.slug}${TAG}`);
    await hit(`/go/${linkId}`);
    await hit(`/view/${page.slug}?utm_campaign=rebajas`, { ua: INSTAGRAM, ip: IPS[1] });
    await hit(`/view/${page.slug}`, { ip: IPS[2] });
    await hit(`/go/${linkId}`, { ip: IPS[2] });
    await hit(`/view/${page.slug}${TAG}`, { ua: BOT });
    at('2026-11-24T10:30:00Z');
    await t.app.stats?.maintain();
    const mark = await queryRows<{ until: string }>(t.database.db, sql`select rolled_until::text as until from stats_rollup_marks where page_id = ${page.id}`);
    expect(Date.parse(mark[0]?.until ?? '')).toBe(Date.parse('2026-11-24T10:00:00Z'));

    // After the mark: the first visitor comes back tagged (one visitor still) and clicks twice; the
    // second comes back untagged, so her click is not the campaign's; a fourth one clicks a social icon.
    at('2026-11-24T10:40:00Z');
    await hit(`/view/${page.slug}${TAG}`);
    await hit(`/go/${linkId}`);
    await hit(`/go/${linkId}`);
    await hit(`/view/${page.slug}`, { ua: INSTAGRAM, ip: IPS[1] });
    await hit(`/go/${linkId}`, { ua: INSTAGRAM, ip: IPS[1] });
    await hit(`/view/${page.slug}${TAG}`, { ip: IPS[3] });
    await hit(`/go/page/${page.id}/social/0`, { ip: IPS[3] });

    const expected = [row('boletin', 'email', 'otono', 3, 2, 4), row('Instagram', '', 'rebajas', 1, 1, 0)];
    const mixed = await stats(page, '2026-11-24', '2026-11-24');
    expect(mixed.campaigns).toEqual(expected);
    expect(mixed.totals).toMatchObject({ views: 6, clicks: 6 });

    // All of it rolled up: the same numbers; another run adds nothing.
    at('2026-11-24T11:30:00Z');
    await t.app.stats?.maintain();
    expect((await stats(page, '2026-11-24', '2026-11-24')).campaigns).toEqual(expected);
    await t.app.stats?.maintain();
    expect((await stats(page, '2026-11-24', '2026-11-24')).campaigns).toEqual(expected);
    const rolled = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from stats_campaign_days where page_id = ${page.id}`);
    expect(rolled[0]?.n).toBe(2);
  });

  it('keeps utm values trimmed and cut at 100 characters, blank ones as not given', async () => {
    const other = await createPage(t, owner, { title: 'Etiquetas raras' });
    at('2026-11-25T09:00:00Z');
    const long = 'c'.repeat(150);
    await hit(`/view/${other.slug}?utm_source=%20%20&utm_medium=%20correo%20&utm_campaign=${long}`);
    await hit(`/view/${other.slug}?utm_source=&utm_medium=&utm_campaign=`, { ip: IPS[1] });
    await hit(`/view/${other.slug}?utm_term=zapatos`, { ip: IPS[2] });
    const result = await stats(other, '2026-11-25', '2026-11-25');
    expect(result.totals.views).toBe(3);
    expect(result.campaigns).toEqual([row('Directo', 'correo', 'c'.repeat(100), 1, 1, 0)]);
  });

  it('folds a closed day past its top 50 combinations into Otros', async () => {
    const many = await createPage(t, owner, { title: 'Muchas campañas' });
    at('2026-11-26T09:00:00Z');
    for (let n = 1; n <= 53; n += 1) await hit(`/view/${many.slug}?utm_source=s&utm_campaign=c${String(n).padStart(2, '0')}`);
    await hit(`/view/${many.slug}?utm_source=s&utm_campaign=c53`, { ip: IPS[1] });
    const open = await stats(many, '2026-11-26', '2026-11-26');
    expect(open.campaigns).toHaveLength(51);
    expect(open.campaigns[0]).toEqual(row('s', '', 'c53', 2, 2, 0));
    expect(open.campaigns.at(-1)).toEqual(row('Otros', '', '', 3, 3, 0));
    at('2026-11-27T09:30:00Z');
    await t.app.stats?.maintain();
    const closed = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from stats_campaign_days where page_id = ${many.id}`);
    expect(closed[0]?.n).toBe(51);
    expect((await stats(many, '2026-11-26', '2026-11-26')).campaigns).toEqual(open.campaigns);
  });

  it('gives a click of a visitor with no view that local day to no campaign, and Restablecer takes the campaigns', async () => {
    const late = await createPage(t, owner, { title: 'Medianoche' });
    const link = (await createItem(t, owner, late.id, { type: 'link', content: { url: 'https://a.example', title: 'A' } })).id;
    // 23:50 UTC: a tagged view and its click; 00:10 UTC the next day: a new day's hash, with no view.
    at('2026-11-27T22:50:00Z');
    await hit(`/view/${late.slug}${TAG}`);
    await hit(`/go/${link}`);
    at('2026-11-28T00:10:00Z');
    await hit(`/go/${link}`);
    const result = await stats(late, '2026-11-27', '2026-11-28');
    expect(result.totals.clicks).toBe(2);
    expect(result.campaigns).toEqual([row('boletin', 'email', 'otono', 1, 1, 1)]);
    at('2026-11-28T02:30:00Z');
    await t.app.stats?.maintain();
    expect((await stats(late, '2026-11-27', '2026-11-28')).campaigns).toEqual(result.campaigns);

    expect((await t.request({ method: 'DELETE', url: `/api/pages/${late.id}/stats`, as: owner })).statusCode).toBe(204);
    expect((await stats(late, '2026-11-27', '2026-11-28')).campaigns).toEqual([]);
    const left = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from stats_campaign_days where page_id = ${late.id}`);
    expect(left[0]?.n).toBe(0);
  });

  it('exports social clicks and campaigns in the CSV, one file', async () => {
    const res = await t.request({ method: 'GET', url: `/api/pages/${page.id}/stats.csv?from=2026-11-24&to=2026-11-24`, as: owner });
    expect(res.statusCode).toBe(200);
    expect(res.body.split('\r\n')).toEqual([
      `fecha,vistas,visitantes,clics,ctr,descartados,bloque ${linkId}: Tienda,red social: X (Twitter)`,
      '2026-11-24,6,4,6,1.0000,1,5,1',
      '',
      'fuente,medio,campaña,vistas,visitantes,clics',
      'boletin,email,otono,3,2,4',
      'Instagram,,rebajas,1,1,0',
      '',
    ]);
  });
});
