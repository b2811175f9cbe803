import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Page } from '@shared/schemas/page';
import { EXCLUDE_ME_COOKIE, type StatsResponse } from '@shared/schemas/stats';
import { queryRows } from '../../db/rows';
import { createItem, createPage } from '../../test/factories';
import { countryMmdb } from '../../test/mmdb-fixture';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { openTestDatabase } from '../../test/test-database';
import { rollUp } from './roll-up';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Prueba/7731';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1 Prueba/7732';
const INSTAGRAM = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 340.0.0.22.109 Prueba/7733';
const BOTS = [
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'WhatsApp/2.23.20.0 A',
  'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
  'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)',
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
  'curl/8.5.0',
];
/** Visitors' addresses: none of them may be found in any table afterwards. */
const IPS = ['198.51.100.23', '198.51.100.24', '81.9.8.7', '203.0.113.7'];

let t: TestApp;
let owner: TestUser;
let stranger: TestUser;
let clock = new Date('2026-11-24T10:00:00Z');
let geoDir: string;

beforeAll(async () => {
  geoDir = mkdtempSync(path.join(tmpdir(), 'linkhub-geo-'));
  const geoDb = path.join(geoDir, 'country.mmdb');
  writeFileSync(geoDb, countryMmdb({ '81.0.0.0/8': 'ES', '203.0.113.0/24': 'MX' }));
  t = await createTestApp({ publicView: true, stats: { now: () => clock, geoDb } });
  owner = await t.user();
  stranger = await t.user();
});
afterAll(async () => {
  await t.close();
  rmSync(geoDir, { recursive: true, force: true });
});

interface Hit {
  ua?: string | undefined;
  ip?: string;
  method?: 'GET' | 'HEAD';
  headers?: Record<string, string>;
}

function hit(url: string, { ua = CHROME, ip = IPS[0], method = 'GET', headers = {} }: Hit = {}) {
  return t.app.inject({
    method,
    url,
    remoteAddress: ip,
    headers: { host: 'links.example', ...(ua === undefined ? {} : { 'user-agent': ua }), ...headers },
  });
}

async function stats(page: Page, from: string, to: string, as = owner): Promise<StatsResponse> {
  await t.app.stats?.flush();
  const res = await t.request({ method: 'GET', url: `/api/pages/${page.id}/stats?from=${from}&to=${to}`, as });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<StatsResponse>();
}

const at = (iso: string) => {
  clock = new Date(iso);
};

describe('what counts as a view', () => {
  let page: Page;
  beforeAll(async () => {
    at('2026-11-24T10:00:00Z');
    page = await createPage(t, owner, { title: 'Filtros' });
  });

  it('counts a GET answered 200 or 304, and refuses HEAD, prefetches, bots and no user agent as bots', async () => {
    const first = await hit(`/view/${page.slug}`);
    expect(first.statusCode).toBe(200);
    expect((await hit(`/view/${page.slug}`, { headers: { 'if-none-match': first.headers.etag as string } })).statusCode).toBe(304);
    expect((await hit(`/view/${page.slug}`, { method: 'HEAD' })).statusCode).toBe(200);
    await hit(`/view/${page.slug}`, { headers: { 'sec-purpose': 'prefetch' } });
    await hit(`/view/${page.slug}`, { headers: { 'sec-purpose': 'prefetch;prerender' } });
    await hit(`/view/${page.slug}`, { headers: { purpose: 'prefetch' } });
    for (const ua of BOTS) await hit(`/view/${page.slug}`, { ua });
    await hit(`/view/${page.slug}`, { ua: '' });

    const result = await stats(page, '2026-11-24', '2026-11-24');
    expect(result.totals.views).toBe(2);
    expect(result.totals.visitors).toBe(1);
    expect(result.bots).toBe(4 + BOTS.length + 1);
    expect(result.days).toEqual([{ day: '2026-11-24', views: 2, visitors: 1, clicks: 0, bots: 4 + BOTS.length + 1 }]);
  });

  it('does not count the preview, the owner\'s flagged browser, missing pages or old slugs', async () => {
    const before = await stats(page, '2026-11-24', '2026-11-24');
    expect((await hit(`/preview/page/${page.id}`)).statusCode).toBe(200);
    expect((await hit(`/view/${page.slug}`, { headers: { cookie: `otra=1; ${EXCLUDE_ME_COOKIE}=1` } })).statusCode).toBe(200);
    expect((await hit(`/view/${page.slug}`, { ua: BOTS[0], headers: { cookie: `${EXCLUDE_ME_COOKIE}=1` } })).statusCode).toBe(200);
    expect((await hit('/view/no-existe-esta')).statusCode).toBe(404);
    const after = await stats(page, '2026-11-24', '2026-11-24');
    expect(after.totals).toEqual(before.totals);
    expect(after.bots).toBe(before.bots);
  });

  it('counts a subpage opened inside the public page (its items with ?view=1) with the same filters', async () => {
    const sub = await createPage(t, owner, { title: 'Subpágina' });
    await t.request({ method: 'DELETE', url: `/api/pages/${sub.id}/stats`, as: owner });
    const opened = await hit(`/api/pages/${sub.id}/items?view=1`, { headers: { referer: `http://links.example/view/${page.slug}` } });
    expect(opened.statusCode).toBe(200);
    await hit(`/api/pages/${sub.id}/items?view=1`, { ip: IPS[1] });
    await hit(`/api/pages/${sub.id}/items`);
    await hit(`/api/pages/${sub.id}/items?view=1`, { ua: BOTS[0] });
    await hit(`/api/pages/${sub.id}/items?view=1`, { headers: { cookie: `${EXCLUDE_ME_COOKIE}=1` } });
    expect((await hit('/api/pages/999999/items?view=1')).statusCode).toBe(404);
    const result = await stats(sub, '2026-11-24', '2026-11-24');
    expect(result.totals).toEqual({ views: 2, visitors: 2, clicks: 0, ctr: 0 });
    expect(result.bots).toBe(1);
    expect(result.sources).toEqual(expect.arrayContaining([{ name: 'Interno', views: 1 }]));
  });

  it('sets, reads and clears the "no contar mis visitas" cookie', async () => {
    const put = await t.request({ method: 'PUT', url: '/api/stats/exclude-me', as: owner });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ excluded: true });
    const cookie = String(put.headers['set-cookie']);
    expect(cookie).toMatch(new RegExp(`^${EXCLUDE_ME_COOKIE}=1; Path=/; Max-Age=\\d+; HttpOnly; SameSite=Lax`));
    const read = await t.request({ method: 'GET', url: '/api/stats/exclude-me', as: owner, headers: { cookie: `${EXCLUDE_ME_COOKIE}=1` } });
    expect(read.json()).toEqual({ excluded: true });
    expect((await t.request({ method: 'GET', url: '/api/stats/exclude-me', as: owner })).json()).toEqual({ excluded: false });
    const cleared = await t.request({ method: 'DELETE', url: '/api/stats/exclude-me', as: owner });
    expect(cleared.json()).toEqual({ excluded: false });
    expect(String(cleared.headers['set-cookie'])).toContain(`${EXCLUDE_ME_COOKIE}=; Path=/; Max-Age=0`);
    expect((await t.request({ method: 'PUT', url: '/api/stats/exclude-me' })).statusCode).toBe(401);
  });
});

describe('clicks through /go', () => {
  let page: Page;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    at('2026-11-24T10:00:00Z');
    page = await createPage(t, owner, { title: 'Clics' });
    ids.link = (await createItem(t, owner, page.id, { type: 'link', content: { url: 'https://blog.example/post?a=1', title: 'Blog' } })).id;
    ids.mail = (await createItem(t, owner, page.id, { type: 'link', content: { url: 'mailto:ana@example.com', title: 'Correo' } })).id;
    ids.image = (await createItem(t, owner, page.id, { type: 'image', content: { imageUrl: 'https://img.example/a.jpg', linkUrl: 'https://shop.example' } })).id;
    ids.heading = (await createItem(t, owner, page.id, { type: 'heading', content: { text: 'Hola', linkUrl: 'https://ana.example' } })).id;
    ids.text = (await createItem(t, owner, page.id, { type: 'text', content: { text: 'Texto', linkUrl: 'https://texto.example' } })).id;
    ids.pdf = (await createItem(t, owner, page.id, { type: 'pdf', content: { title: 'CV', url: 'https://files.example/cv.pdf' } })).id;
    ids.youtube = (await createItem(t, owner, page.id, { type: 'youtube', content: { videoId: 'https://youtu.be/M7lc1UVf-VE' } })).id;
    ids.contact = (
      await createItem(t, owner, page.id, {
        type: 'contactCard',
        content: { name: 'Ana', website: 'https://ana.example/web', linkedinUrl: 'https://www.linkedin.com/in/ana', address: 'Calle Mayor 1' },
      })
    ).id;
    ids.plain = (await createItem(t, owner, page.id, { type: 'heading', content: { text: 'Sin enlace' } })).id;
  });

  it('redirects each block to its own target only, not cached, not indexed', async () => {
    const expected: [string, string][] = [
      [`/go/${ids.link}`, 'https://blog.example/post?a=1'],
      [`/go/${ids.image}`, 'https://shop.example/'],
      [`/go/${ids.heading}`, 'https://ana.example/'],
      [`/go/${ids.text}`, 'https://texto.example/'],
      [`/go/${ids.pdf}`, 'https://files.example/cv.pdf'],
      [`/go/${ids.youtube}`, 'https://www.youtube.com/watch?v=M7lc1UVf-VE'],
      [`/go/${ids.contact}/website`, 'https://ana.example/web'],
      [`/go/${ids.contact}/linkedin`, 'https://www.linkedin.com/in/ana'],
      [`/go/${ids.contact}/maps`, 'https://www.google.com/maps/search/?api=1&query=Calle%20Mayor%201'],
      [`/go/${ids.link}?url=https://evil.example`, 'https://blog.example/post?a=1'],
    ];
    for (const [url, target] of expected) {
      const res = await hit(url);
      expect(res.statusCode, url).toBe(302);
      // The target with a fragment of its own: the browser never carries the /go URL's on (decision 118).
      expect(res.headers.location).toBe(`${target}#`);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    }
    for (const url of [`/go/${ids.mail}`, `/go/${ids.plain}`, `/go/${ids.contact}`, `/go/${ids.link}/website`, `/go/${ids.link}/evil`, '/go/999999', '/go/abc', '/go/-1']) {
      const res = await hit(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers.location).toBeUndefined();
    }
  });

  it('counts clicks with the same filters, per block and target', async () => {
    await t.request({ method: 'DELETE', url: `/api/pages/${page.id}/stats`, as: owner });
    await hit(`/view/${page.slug}`);
    await hit(`/view/${page.slug}`, { ip: IPS[1] });
    await hit(`/go/${ids.link}`);
    await hit(`/go/${ids.link}`, { ip: IPS[1] });
    await hit(`/go/${ids.contact}/website`);
    await hit(`/go/${ids.contact}/maps`);
    await hit(`/go/${ids.link}`, { ua: BOTS[1] });
    await hit(`/go/${ids.link}`, { method: 'HEAD' });
    await hit(`/go/${ids.link}`, { headers: { cookie: `${EXCLUDE_ME_COOKIE}=1` } });
    const result = await stats(page, '2026-11-24', '2026-11-24');
    expect(result.totals).toEqual({ views: 2, visitors: 2, clicks: 4, ctr: 2 });
    expect(result.bots).toBe(2);
    expect(result.blocks).toEqual([
      { itemId: ids.link, deleted: false, views: 2, clicks: 2, ctr: 1, series: [2], targets: [{ suffix: '', clicks: 2 }] },
      { itemId: ids.contact, deleted: false, views: 2, clicks: 2, ctr: 1, series: [2], targets: expect.arrayContaining([{ suffix: 'website', clicks: 1 }, { suffix: 'maps', clicks: 1 }]) },
    ]);
  });

  it('links the public page through /go, and the preview straight to the targets', async () => {
    const publicHtml = (await hit(`/view/${page.slug}`)).body;
    for (const id of [ids.link, ids.image, ids.heading, ids.text, ids.pdf, ids.youtube]) expect(publicHtml).toContain(`href="/go/${id}"`);
    for (const suffix of ['website', 'linkedin', 'maps']) expect(publicHtml).toContain(`href="/go/${ids.contact}/${suffix}"`);
    expect(publicHtml).toContain('href="mailto:ana@example.com"');
    expect(publicHtml).not.toContain('href="https://blog.example/post?a=1"');
    const previewHtml = (await hit(`/preview/page/${page.id}`)).body;
    expect(previewHtml).not.toContain('/go/');
    expect(previewHtml).toContain('href="https://blog.example/post?a=1"');
  });

  it('counts social icon clicks through /go/page/{id}/social/{n}, only to the page\'s own addresses', async () => {
    const social = await createPage(t, owner, { title: 'Redes' });
    const patched = await t.request({
      method: 'PATCH',
      url: `/api/pages/${social.id}`,
      as: owner,
      payload: {
        socialLinks: [
          { network: 'instagram', url: '@ana.lopez' },
          { network: 'email', url: 'ana@correo.example' },
          { network: 'github', url: '@ana' },
        ],
      },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const html = (await hit(`/view/${social.slug}`)).body;
    expect(html).toContain(`href="/go/page/${social.id}/social/0"`);
    expect(html).toContain(`href="/go/page/${social.id}/social/2"`);
    expect(html).toContain('href="mailto:ana@correo.example"');
    // No icon links there directly; the head names the profile for rel="me" verifiers (decision 982).
    expect(html).not.toMatch(/<a [^>]*href="https:\/\/www\.instagram\.com\/ana\.lopez"/);
    expect(html).toContain('<link rel="me" href="https://www.instagram.com/ana.lopez">');
    const preview = (await hit(`/preview/page/${social.id}`)).body;
    expect(preview).not.toContain('/go/page/');
    expect(preview).toContain('href="https://www.instagram.com/ana.lopez"');

    const first = await hit(`/go/page/${social.id}/social/0`);
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe('https://www.instagram.com/ana.lopez#');
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.headers['x-robots-tag']).toBe('noindex, nofollow');
    await hit(`/go/page/${social.id}/social/0`, { ip: IPS[1] });
    expect((await hit(`/go/page/${social.id}/social/2`)).headers.location).toBe('https://github.com/ana#');
    await hit(`/go/page/${social.id}/social/0`, { ua: BOTS[0] });
    await hit(`/go/page/${social.id}/social/0`, { headers: { cookie: `${EXCLUDE_ME_COOKIE}=1` } });
    for (const url of [
      `/go/page/${social.id}/social/1`,
      `/go/page/${social.id}/social/3`,
      `/go/page/${social.id}/social/-1`,
      `/go/page/${social.id}/social/x`,
      `/go/page/${social.id}/social/9?url=https://evil.example`,
      '/go/page/999999/social/0',
      '/go/page/abc/social/0',
    ]) {
      const res = await hit(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers.location).toBeUndefined();
    }

    let result = await stats(social, '2026-11-24', '2026-11-24');
    expect(result.totals).toEqual({ views: 1, visitors: 1, clicks: 3, ctr: 3 });
    expect(result.bots).toBe(1);
    expect(result.blocks).toEqual([]);
    expect(result.social).toEqual([
      { network: 'instagram', profile: 'https://www.instagram.com/ana.lopez', clicks: 2, series: [2] },
      { network: 'github', profile: 'https://github.com/ana', clicks: 1, series: [1] },
    ]);
    // The same numbers once the day is rolled up.
    at('2026-11-25T10:00:00Z');
    await t.app.stats?.maintain();
    result = await stats(social, '2026-11-24', '2026-11-25');
    expect(result.totals.clicks).toBe(3);
    expect(result.social).toEqual([
      { network: 'instagram', profile: 'https://www.instagram.com/ana.lopez', clicks: 2, series: [2, 0] },
      { network: 'github', profile: 'https://github.com/ana', clicks: 1, series: [1, 0] },
    ]);
    at('2026-11-24T10:00:00Z');
  });

  it('keeps two profiles of one network apart, through a reorder, beside older network-only rows', async () => {
    at('2026-11-24T10:00:00Z');
    const twice = await createPage(t, owner, { title: 'Dos Instagram' });
    const setLinks = async (socialLinks: { network: string; url: string }[]) => {
      const res = await t.request({ method: 'PATCH', url: `/api/pages/${twice.id}`, as: owner, payload: { socialLinks } });
      expect(res.statusCode, res.body).toBe(200);
    };
    await setLinks([
      { network: 'instagram', url: '@ana.lopez' },
      { network: 'instagram', url: '@ana.fotos' },
      { network: 'github', url: '@ana' },
    ]);
    await hit(`/go/page/${twice.id}/social/0`);
    await hit(`/go/page/${twice.id}/social/1`);
    await hit(`/go/page/${twice.id}/social/1`, { ip: IPS[1] });
    // Reordered: index 0 is now the second account; its clicks go on under its own row.
    await setLinks([
      { network: 'instagram', url: '@ana.fotos' },
      { network: 'github', url: '@ana' },
      { network: 'instagram', url: '@ana.lopez' },
    ]);
    await hit(`/go/page/${twice.id}/social/0`);
    await hit(`/go/page/${twice.id}/social/2`);
    await hit(`/go/page/${twice.id}/social/1`);
    // A day rolled up before profiles were kept apart: the network alone as target.
    await t.database.db.execute(
      sql`insert into stats_block_days (page_id, day, item_id, target, clicks) values (${twice.id}, '2026-11-23', 0, 'instagram', 4)`,
    );

    const result = await stats(twice, '2026-11-23', '2026-11-24');
    expect(result.totals.clicks).toBe(10);
    expect(result.blocks).toEqual([]);
    expect(result.social).toEqual([
      { network: 'instagram', profile: null, clicks: 4, series: [4, 0] },
      { network: 'instagram', profile: 'https://www.instagram.com/ana.fotos', clicks: 3, series: [0, 3] },
      { network: 'instagram', profile: 'https://www.instagram.com/ana.lopez', clicks: 2, series: [0, 2] },
      { network: 'github', profile: 'https://github.com/ana', clicks: 1, series: [0, 1] },
    ]);

    const csv = await t.request({ method: 'GET', url: `/api/pages/${twice.id}/stats.csv?from=2026-11-23&to=2026-11-24`, as: owner });
    expect(csv.statusCode).toBe(200);
    const [header, first, second, after] = csv.body.split('\r\n');
    expect(header).toBe(
      'fecha,vistas,visitantes,clics,ctr,descartados,red social: Instagram (perfil no registrado),red social: Instagram (@ana.fotos),' +
        'red social: Instagram (@ana.lopez),red social: GitHub',
    );
    expect(first).toBe('2026-11-23,0,0,4,0,0,4,0,0,0');
    expect(second).toBe('2026-11-24,0,0,6,0,0,0,3,2,1');
    expect(after).toBe('');
  });

  it('tells robots to stay out of /go/', async () => {
    const res = await hit('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Disallow: /go/');
  });
});

describe('visitors, sources, countries and devices', () => {
  let page: Page;
  beforeEach(async () => {
    page = await createPage(t, owner, { title: 'Visitantes' });
  });

  it('counts a visitor once per local day of a UTC owner, with a new salt after midnight and old salts deleted', async () => {
    at('2026-11-20T23:58:00Z');
    await hit(`/view/${page.slug}`);
    await hit(`/view/${page.slug}`);
    await hit(`/view/${page.slug}`, { ip: IPS[1] });
    await t.app.stats?.flush();
    at('2026-11-21T00:01:00Z');
    await hit(`/view/${page.slug}`);
    await t.app.stats?.flush();
    // One row per hit, its visitor's hash beside it (decision 714).
    const stored = await queryRows<{ visitor: string; day: string }>(
      t.database.db,
      sql`select visitor::text as visitor, (ts at time zone 'UTC')::date::text as day from stats_events where page_id = ${page.id} and kind = 1 order by ts`,
    );
    expect(stored.map((row) => row.day)).toEqual(['2026-11-20', '2026-11-20', '2026-11-20', '2026-11-21']);
    const [first, again, second] = stored.map((row) => row.visitor);
    expect(again).toBe(first);
    expect(second).not.toBe(first);
    // The same address and browser after midnight: a new hash under the new salt.
    expect(stored[3]!.visitor).not.toBe(first);
    const result = await stats(page, '2026-11-20', '2026-11-21');
    expect(result.days.map((day) => [day.views, day.visitors])).toEqual([[3, 2], [1, 1]]);
    expect(result.totals.visitors).toBe(3);

    at('2026-11-23T08:00:00Z');
    await hit(`/view/${page.slug}`);
    await t.app.stats?.flush();
    // Salts older than the day before are gone: those hashes can never be recomputed.
    const rows = await queryRows<{ day: string; salt: string }>(t.database.db, sql`select day::text, salt from stats_salts order by day`);
    const salts = rows.map((row) => row.day);
    expect(salts).toContain('2026-11-23');
    expect(salts).not.toContain('2026-11-20');
    expect(salts).not.toContain('2026-11-21');
    // 16 random bytes, HMAC-SHA256's key, in hex (decision 714).
    expect(rows.find((row) => row.day === '2026-11-23')?.salt).toMatch(/^[0-9a-f]{32}$/);
  });

  it('keeps utm values of any text as they were sent, nulls apart', async () => {
    at('2026-11-24T12:00:00Z');
    const odd = 'a "b" {c,d} \\ e\'f ñ 🙂 NULL';
    await hit(`/view/${page.slug}?utm_source=${encodeURIComponent(odd)}&utm_campaign=${encodeURIComponent('x,y')}`);
    await hit(`/view/${page.slug}?utm_source=null`);
    const result = await stats(page, '2026-11-24', '2026-11-24');
    expect(result.sources).toEqual([
      { name: odd, views: 1 },
      { name: 'null', views: 1 },
    ]);
    expect(result.mediums).toEqual([]);
    expect(result.campaigns).toEqual([
      { source: odd, medium: '', campaign: 'x,y', views: 1, visitors: 1, clicks: 0 },
      { source: 'null', medium: '', campaign: '', views: 1, visitors: 1, clicks: 0 },
    ]);
  });

  it('names the source by utm_source, the in-app browser, the referrer, or Directo', async () => {
    at('2026-11-24T12:00:00Z');
    await hit(`/view/${page.slug}?utm_source=boletin&utm_medium=email&utm_campaign=otono`);
    await hit(`/view/${page.slug}`, { ua: INSTAGRAM });
    await hit(`/view/${page.slug}`, { headers: { referer: 'https://l.instagram.com/?u=x' } });
    await hit(`/view/${page.slug}`, { headers: { referer: 'https://t.co/abc' } });
    await hit(`/view/${page.slug}`, { headers: { referer: 'https://www.google.es/' } });
    await hit(`/view/${page.slug}`, { headers: { referer: 'https://blog.example/entrada' } });
    await hit(`/view/${page.slug}`);
    await hit(`/view/${page.slug}`, { ua: IPHONE });
    const result = await stats(page, '2026-11-24', '2026-11-24');
    expect(result.sources).toEqual(
      expect.arrayContaining([
        { name: 'boletin', views: 1 },
        { name: 'Instagram', views: 2 },
        { name: 'X', views: 1 },
        { name: 'Google', views: 1 },
        { name: 'blog.example', views: 1 },
        { name: 'Directo', views: 2 },
      ]),
    );
    expect(result.sources).toHaveLength(6);
    expect(result.mediums).toEqual([{ name: 'email', views: 1 }]);
    expect(result.campaigns).toEqual([{ source: 'boletin', medium: 'email', campaign: 'otono', views: 1, visitors: 1, clicks: 0 }]);
    expect(result.devices).toEqual([
      { name: 'Ordenador', views: 6 },
      { name: 'Móvil', views: 2 },
    ]);
    expect(result.browsers).toEqual([
      { name: 'Chrome', views: 6 },
      { name: 'Instagram', views: 1 },
      { name: 'Safari', views: 1 },
    ]);
    expect(result.os).toEqual([
      { name: 'Windows', views: 6 },
      { name: 'iOS', views: 2 },
    ]);
  });

  it('takes the country from a trusted proxy\'s header, else from the GEOIP_DB file', async () => {
    at('2026-11-24T12:00:00Z');
    // From the local proxy (trusted by default): its forwarded address and country header count.
    await hit(`/view/${page.slug}`, { ip: '127.0.0.1', headers: { 'x-forwarded-for': IPS[0] as string, 'cf-ipcountry': 'AR' } });
    // From anyone else the header is ignored: the file tells 81.x is in Spain.
    await hit(`/view/${page.slug}`, { ip: IPS[2], headers: { 'cf-ipcountry': 'AR' } });
    await hit(`/view/${page.slug}`, { ip: IPS[3] });
    // Tor's T1 from the proxy: the file is asked instead, and knows nothing of this address.
    await hit(`/view/${page.slug}`, { ip: '127.0.0.1', headers: { 'x-forwarded-for': IPS[1] as string, 'cf-ipcountry': 'T1' } });
    const result = await stats(page, '2026-11-24', '2026-11-24');
    expect(result.countries).toEqual(
      expect.arrayContaining([
        { code: 'AR', views: 1 },
        { code: 'ES', views: 1 },
        { code: 'MX', views: 1 },
        { code: 'ZZ', views: 1 },
      ]),
    );
    expect(result.geoCredit).toBe('IP Geolocation by DB-IP (https://db-ip.com)');
  });
});

describe('days in the owner\'s time zone, rollups and retention', () => {
  let zoned: TestUser;
  let page: Page;
  beforeAll(async () => {
    zoned = await t.user();
    expect((await t.request({ method: 'GET', url: '/api/account/time-zone', as: zoned })).json()).toEqual({ timeZone: null });
    const bad = await t.request({ method: 'PUT', url: '/api/account/time-zone', as: zoned, payload: { timeZone: 'Marte/Olympus' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBeTypeOf('string');
    expect(JSON.stringify(bad.json())).toContain('Zona horaria no válida');
    const saved = await t.request({ method: 'PUT', url: '/api/account/time-zone', as: zoned, payload: { timeZone: 'Europe/Madrid' } });
    expect(saved.json()).toEqual({ timeZone: 'Europe/Madrid' });
    page = await createPage(t, zoned, { title: 'Horario' });
  });

  it('puts hits on the local day across the change to summer time, the same before and after the rollup', async () => {
    const times = [
      '2026-03-28T22:30:00Z', // 23:30 on the 28th (UTC+1)
      '2026-03-28T23:30:00Z', // 00:30 on the 29th
      '2026-03-29T21:30:00Z', // 23:30 on the 29th (UTC+2 since 01:00 UTC)
      '2026-03-29T22:30:00Z', // 00:30 on the 30th
    ];
    for (const time of times) {
      at(time);
      await hit(`/view/${page.slug}`);
    }
    at('2026-03-30T10:00:00Z');
    const raw = await stats(page, '2026-03-28', '2026-03-30', zoned);
    expect(raw.timeZone).toBe('Europe/Madrid');
    expect(raw.days.map((day) => [day.day, day.views])).toEqual([['2026-03-28', 1], ['2026-03-29', 2], ['2026-03-30', 1]]);
    await t.app.stats?.maintain();
    const marks = await queryRows<{ until: string }>(t.database.db, sql`select rolled_until::text as until from stats_rollup_marks where page_id = ${page.id}`);
    expect(Date.parse(marks[0]?.until ?? '')).toBe(Date.parse('2026-03-30T09:00:00Z'));
    expect(await stats(page, '2026-03-28', '2026-03-30', zoned)).toEqual(raw);
  });

  it('rolls whole hours of the open day up, counting a visitor who comes back after the mark once', async () => {
    const hourly = await createPage(t, zoned, { title: 'Por horas' });
    const link = await createItem(t, zoned, hourly.id, { type: 'link', content: { url: 'https://a.example', title: 'A' } });
    const seen = () =>
      queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from stats_day_visitors where page_id = ${hourly.id}`).then((rows) => rows[0]?.n);
    at('2026-05-10T08:15:00Z');
    await hit(`/view/${hourly.slug}?utm_source=feria`);
    await hit(`/view/${hourly.slug}`, { ip: IPS[1], ua: IPHONE });
    await hit(`/go/${link.id}`);
    at('2026-05-10T09:20:00Z');
    await hit(`/view/${hourly.slug}`);
    await hit(`/view/${hourly.slug}`, { ip: IPS[2] });
    at('2026-05-10T09:30:00Z');
    const raw = await stats(hourly, '2026-05-10', '2026-05-10', zoned);
    expect(raw.totals).toEqual({ views: 4, visitors: 3, clicks: 1, ctr: 0.25 });

    await t.app.stats?.maintain();
    const marks = await queryRows<{ until: string }>(t.database.db, sql`select rolled_until::text as until from stats_rollup_marks where page_id = ${hourly.id}`);
    expect(Date.parse(marks[0]?.until ?? '')).toBe(Date.parse('2026-05-10T09:00:00Z'));
    expect(await seen()).toBe(2);
    expect(await stats(hourly, '2026-05-10', '2026-05-10', zoned)).toEqual(raw);

    // The 09:20 hits are rolled up an hour later; a visitor of 08:15 back at 10:30 stays one visitor.
    at('2026-05-10T10:30:00Z');
    await hit(`/view/${hourly.slug}`, { ip: IPS[1], ua: IPHONE });
    await t.app.stats?.maintain();
    const later = await stats(hourly, '2026-05-10', '2026-05-10', zoned);
    expect(later.totals).toEqual({ views: 5, visitors: 3, clicks: 1, ctr: 0.2 });
    expect(later.sources).toEqual([
      { name: 'Directo', views: 4 },
      { name: 'feria', views: 1 },
    ]);

    // The day closes (midnight in Madrid is 22:00 UTC): its hashes go, its numbers stay.
    at('2026-05-11T10:00:00Z');
    await t.app.stats?.maintain();
    expect(await seen()).toBe(0);
    expect(await stats(hourly, '2026-05-10', '2026-05-10', zoned)).toEqual(later);
  });

  it("takes a deleted page's visitor hashes with it, and its subpages' (a trigger, not a foreign key: decision 710)", async () => {
    const parent = await createPage(t, zoned, { title: 'Se borra' });
    const sub = await createItem(t, zoned, parent.id, { type: 'subpage', content: { title: 'Hija' } });
    const childId = sub.content.pageId as number;
    const kept = await createPage(t, zoned, { title: 'Se queda' });
    const hashes = () =>
      queryRows<{ page: number; n: number }>(
        t.database.db,
        sql`select page_id as page, count(*)::int as n from stats_day_visitors where page_id in (${parent.id}, ${childId}, ${kept.id}) group by 1 order by 1`,
      ).then((rows) => rows.map((row) => [row.page, row.n]));
    at('2026-06-02T08:15:00Z');
    await hit(`/view/${parent.slug}`);
    await hit(`/view/${parent.slug}`, { ip: IPS[1] });
    await hit(`/view/page/${childId}`, { ip: IPS[1] });
    await hit(`/view/${kept.slug}`, { ip: IPS[2] });
    // The day (in Madrid) is still open after the 09:00 rollup, so its hashes are kept.
    at('2026-06-02T09:30:00Z');
    await t.app.stats?.maintain();
    expect(await hashes()).toEqual([
      [parent.id, 2],
      [childId, 1],
      [kept.id, 1],
    ]);

    expect((await t.request({ method: 'DELETE', url: `/api/pages/${parent.id}`, as: zoned })).statusCode).toBe(204);
    expect(await hashes()).toEqual([[kept.id, 1]]);
    expect((await stats(kept, '2026-06-02', '2026-06-02', zoned)).totals.visitors).toBe(1);
  });

  // PGlite runs one transaction at a time; on PostgreSQL a page can be deleted while a rollup of it runs.
  it.skipIf(!process.env.TEST_DATABASE_URL)('on PostgreSQL, a page deleted during its rollup waits for it, then takes the hashes it wrote', async () => {
    const page = await createPage(t, zoned, { title: 'Se borra a la vez' });
    at('2026-06-03T08:15:00Z');
    await hit(`/view/${page.slug}`);
    at('2026-06-03T09:30:00Z');
    await t.app.stats?.maintain();
    await hit(`/view/${page.slug}`, { ip: IPS[1] });
    const rows = (query: ReturnType<typeof sql>) => queryRows<{ n: number }>(t.database.db, query).then((found) => found[0]?.n);
    let deleted: Promise<number> | undefined;
    await t.database.db.transaction(async (tx) => {
      // What a pass does: the mark's row locked, then a new visitor's hash written.
      await tx.execute(sql`select 1 from stats_rollup_marks where page_id = ${page.id} for update`);
      await tx.execute(sql`insert into stats_day_visitors (page_id, day, visitor) values (${page.id}, '2026-06-03', 42)`);
      deleted = t.request({ method: 'DELETE', url: `/api/pages/${page.id}`, as: zoned }).then((res) => res.statusCode);
      // The DELETE is seen waiting on a lock (no fixed pause), and the page is still there.
      await expect
        .poll(() => rows(sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`))
        .toBeGreaterThan(0);
      expect(await rows(sql`select count(*)::int as n from pages where id = ${page.id}`)).toBe(1);
    });
    expect(await deleted).toBe(204);
    expect(await rows(sql`select count(*)::int as n from stats_day_visitors where page_id = ${page.id}`)).toBe(0);
  });

  it('rolls a backlog across the local midnight up in one go, with the same numbers, and nothing twice', async () => {
    const large = await createPage(t, zoned, { title: 'Atrasada' });
    const link = await createItem(t, zoned, large.id, { type: 'link', content: { url: 'https://a.example', title: 'A' } });
    // 23 views and 4 clicks over two hours that cross the local midnight (22:00 UTC), some sharing a millisecond.
    for (let n = 0; n < 23; n += 1) {
      at(new Date(Date.parse('2026-08-14T21:10:00Z') + Math.floor(n / 2) * 5 * 60_000).toISOString());
      await hit(`/view/${large.slug}${n % 4 === 0 ? '?utm_source=feria' : ''}`, { ip: IPS[n % 3] });
      if (n % 6 === 0) await hit(`/go/${link.id}`, { ip: IPS[n % 3] });
    }
    at('2026-08-15T09:30:00Z');
    await t.app.stats?.flush();
    const raw = await stats(large, '2026-08-14', '2026-08-15', zoned);
    expect(raw.totals).toMatchObject({ views: 23, clicks: 4 });
    expect(raw.days.map((day) => day.visitors)).toEqual([3, 3]);

    expect(await rollUp(t.database.db, clock)).toBeGreaterThanOrEqual(1);
    const marks = await queryRows<{ until: string }>(t.database.db, sql`select rolled_until::text as until from stats_rollup_marks where page_id = ${large.id}`);
    expect(Date.parse(marks[0]?.until ?? '')).toBe(Date.parse('2026-08-15T09:00:00Z'));
    expect(await stats(large, '2026-08-14', '2026-08-15', zoned)).toEqual(raw);
    // Nothing left: another run moves nothing.
    expect(await rollUp(t.database.db, clock)).toBe(0);
    expect(await stats(large, '2026-08-14', '2026-08-15', zoned)).toEqual(raw);
  });

  it('keeps every value of the open day and folds a closed day past its top 50 into Otros, months equal to days', async () => {
    const many = await createPage(t, zoned, { title: 'Muchas fuentes' });
    at('2026-06-01T10:00:00Z');
    for (let n = 1; n <= 55; n += 1) await hit(`/view/${many.slug}?utm_source=f${String(n).padStart(2, '0')}`);
    await hit(`/view/${many.slug}?utm_source=f55`);
    await hit(`/view/${many.slug}?utm_source=f55`);
    at('2026-06-01T12:00:00Z');
    const raw = await stats(many, '2026-06-01', '2026-06-01', zoned);
    expect(raw.sources).toHaveLength(51);
    expect(raw.sources[0]).toEqual({ name: 'f55', views: 3 });
    expect(raw.sources.at(-1)).toEqual({ name: 'Otros', views: 5 });
    const rows = (table: 'stats_dimension_days' | 'stats_dimension_months') =>
      queryRows<{ n: number; views: number }>(
        t.database.db,
        sql`select count(*)::int as n, sum(views)::int as views from ${sql.identifier(table)} where page_id = ${many.id} and dimension = 'source'`,
      ).then((found) => found[0]);

    await t.app.stats?.maintain();
    expect(await rows('stats_dimension_days')).toEqual({ n: 55, views: 57 });
    expect(await stats(many, '2026-06-01', '2026-06-01', zoned)).toEqual(raw);

    at('2026-06-02T12:00:00Z');
    await t.app.stats?.maintain();
    expect(await rows('stats_dimension_days')).toEqual({ n: 51, views: 57 });
    expect(await rows('stats_dimension_months')).toEqual({ n: 51, views: 57 });
    expect(await stats(many, '2026-06-01', '2026-06-01', zoned)).toEqual(raw);
  });

  it('answers the same numbers from rollups as from raw hits, and keeps them after the raw months are dropped', async () => {
    const busy = await createPage(t, zoned, { title: 'Mucho tráfico' });
    const link = await createItem(t, zoned, busy.id, { type: 'link', content: { url: 'https://a.example', title: 'A' } });
    const uas = [CHROME, IPHONE, INSTAGRAM];
    for (let day = 1; day <= 6; day += 1) {
      for (let n = 0; n < day + 2; n += 1) {
        at(`2026-04-0${day}T${String(6 + n).padStart(2, '0')}:15:00Z`);
        const ip = IPS[n % IPS.length] as string;
        await hit(`/view/${busy.slug}?utm_source=${n % 2 ? 'boletin' : 'feria'}`, { ip, ua: uas[n % 3] });
        if (n % 2 === 0) await hit(`/go/${link.id}`, { ip, ua: uas[n % 3] });
        if (n === 0) await hit(`/view/${busy.slug}`, { ua: BOTS[0] });
      }
    }
    at('2026-04-06T23:00:00Z');
    const raw = await stats(busy, '2026-04-01', '2026-04-06', zoned);
    expect(raw.totals.views).toBe(3 + 4 + 5 + 6 + 7 + 8);
    expect(raw.bots).toBe(6);
    await t.app.stats?.maintain();
    expect(await stats(busy, '2026-04-01', '2026-04-06', zoned)).toEqual(raw);

    // Half a year later the raw months are gone; the rollups answer alone.
    at('2026-10-15T10:00:00Z');
    await t.app.stats?.maintain();
    const partitions = await queryRows<{ name: string }>(
      t.database.db,
      sql`select c.relname::text as name from pg_inherits i join pg_class c on c.oid = i.inhrelid join pg_class p on p.oid = i.inhparent where p.relname = 'stats_events'`,
    );
    expect(partitions.map((row) => row.name)).not.toContain('stats_events_p202604');
    expect(await stats(busy, '2026-04-01', '2026-04-06', zoned)).toEqual(raw);
  });

  it('reads whole local months from the monthly rows and the other days from the daily ones, with the same numbers', async () => {
    const monthly = await createPage(t, zoned, { title: 'Meses' });
    const hits: [string, string][] = [
      ['2027-01-30T10:00:00Z', 'enero'],
      ['2027-02-01T10:00:00Z', 'febrero'],
      ['2027-02-10T10:00:00Z', 'febrero'],
      // 23:30 UTC on 28 February is 1 March in Madrid.
      ['2027-02-28T23:30:00Z', 'marzo'],
      ['2027-03-02T10:00:00Z', 'marzo'],
    ];
    for (const [when, source] of hits) {
      at(when);
      await hit(`/view/${monthly.slug}?utm_source=${source}`, { ua: IPHONE });
    }
    at('2027-03-02T12:00:00Z');
    const ranges = [
      ['2027-01-15', '2027-03-20'],
      ['2027-02-01', '2027-02-28'],
      ['2027-01-30', '2027-03-01'],
      ['2027-03-01', '2027-03-02'],
    ] as const;
    const raw = [];
    for (const [from, to] of ranges) raw.push(await stats(monthly, from, to, zoned));
    expect(raw[0]?.sources).toEqual([
      { name: 'febrero', views: 2 },
      { name: 'marzo', views: 2 },
      { name: 'enero', views: 1 },
    ]);
    expect(raw[1]?.sources).toEqual([{ name: 'febrero', views: 2 }]);
    at('2027-03-25T10:00:00Z');
    await t.app.stats?.maintain();
    const months = await queryRows<{ month: string; views: number }>(
      t.database.db,
      sql`select month::text as month, sum(views)::int as views from stats_dimension_months where page_id = ${monthly.id} and dimension = 'source' group by 1 order by 1`,
    );
    expect(months).toEqual([
      { month: '2027-01-01', views: 1 },
      { month: '2027-02-01', views: 2 },
      { month: '2027-03-01', views: 2 },
    ]);
    for (const [index, [from, to]] of ranges.entries()) expect(await stats(monthly, from, to, zoned), `${from} ${to}`).toEqual(raw[index]);
    expect((await t.request({ method: 'DELETE', url: `/api/pages/${monthly.id}/stats`, as: zoned })).statusCode).toBe(204);
    const left = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from stats_dimension_months where page_id = ${monthly.id}`);
    expect(left).toEqual([{ n: 0 }]);
  });
});

describe('reset, CSV, ranges and ownership', () => {
  let page: Page;
  let linkId: number;
  let otherId: number;
  beforeAll(async () => {
    at('2026-11-24T10:00:00Z');
    page = await createPage(t, owner, { title: 'Exportar' });
    linkId = (await createItem(t, owner, page.id, { type: 'link', content: { url: 'https://a.example', title: 'Mi "enlace", primero' } })).id;
    otherId = (await createItem(t, owner, page.id, { type: 'link', content: { url: 'https://b.example', title: '=SUMA(1)' } })).id;
    await hit(`/view/${page.slug}`);
    await hit(`/go/${linkId}`);
    await hit(`/go/${otherId}`);
    await hit(`/view/${page.slug}`, { ua: BOTS[2] });
  });

  it('exports the range as CSV, one row per day and one column per block', async () => {
    await t.app.stats?.flush();
    const res = await t.request({ method: 'GET', url: `/api/pages/${page.id}/stats.csv?from=2026-11-23&to=2026-11-24`, as: owner });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('attachment');
    const [header, first, second] = res.body.trim().split('\r\n');
    expect(header).toBe(`fecha,vistas,visitantes,clics,ctr,descartados,"bloque ${linkId}: Mi ""enlace"", primero",bloque ${otherId}: =SUMA(1)`);
    expect(first).toBe('2026-11-23,0,0,0,0,0,0,0');
    expect(second).toBe('2026-11-24,1,1,2,2.0000,1,1,1');
  });

  it('adds a column per social profile after the blocks, its clicks in the day\'s clics', async () => {
    const mixed = await createPage(t, owner, { title: 'Bloques y redes' });
    const itemId = (await createItem(t, owner, mixed.id, { type: 'link', content: { url: 'https://c.example', title: 'Tienda' } })).id;
    const res = await t.request({
      method: 'PATCH',
      url: `/api/pages/${mixed.id}`,
      as: owner,
      payload: { socialLinks: [{ network: 'x', url: '@ana' }] },
    });
    expect(res.statusCode, res.body).toBe(200);
    await hit(`/view/${mixed.slug}`);
    await hit(`/go/${itemId}`);
    await hit(`/go/page/${mixed.id}/social/0`);
    await hit(`/go/page/${mixed.id}/social/0`, { ip: IPS[1] });
    await t.app.stats?.flush();
    const csv = await t.request({ method: 'GET', url: `/api/pages/${mixed.id}/stats.csv?from=2026-11-24&to=2026-11-24`, as: owner });
    expect(csv.statusCode).toBe(200);
    const [header, row] = csv.body.trim().split('\r\n');
    expect(header).toBe(`fecha,vistas,visitantes,clics,ctr,descartados,bloque ${itemId}: Tienda,red social: X (Twitter)`);
    expect(row).toBe('2026-11-24,1,1,3,3.0000,0,1,2');
  });

  it('resets one block, then the whole page', async () => {
    expect((await t.request({ method: 'DELETE', url: `/api/pages/${page.id}/stats/items/${linkId}`, as: owner })).statusCode).toBe(204);
    let result = await stats(page, '2026-11-24', '2026-11-24');
    expect(result.totals.clicks).toBe(1);
    expect(result.blocks.map((block) => block.itemId)).toEqual([otherId]);
    expect(result.totals.views).toBe(1);
    expect((await t.request({ method: 'DELETE', url: `/api/pages/${page.id}/stats`, as: owner })).statusCode).toBe(204);
    result = await stats(page, '2026-11-24', '2026-11-24');
    expect(result.totals).toEqual({ views: 0, visitors: 0, clicks: 0, ctr: 0 });
    expect(result.bots).toBe(0);
  });

  it('refuses bad ranges in Spanish', async () => {
    const cases = [
      'from=2026-11-24',
      'from=24-11-2026&to=2026-11-24',
      'from=2026-02-30&to=2026-03-01',
      'from=2026-11-25&to=2026-11-24',
      'from=2010-01-01&to=2026-11-24',
    ];
    for (const query of cases) {
      const res = await t.request({ method: 'GET', url: `/api/pages/${page.id}/stats?${query}`, as: owner });
      expect(res.statusCode, query).toBe(400);
      expect(JSON.stringify(res.json()), query).toMatch(/fecha|intervalo|AAAA-MM-DD|obligatorio|inválid|esperaba/i);
    }
  });

  it('answers 404 for another owner\'s page and 401 without a session', async () => {
    const urls = [
      ['GET', `/api/pages/${page.id}/stats?from=2026-11-24&to=2026-11-24`],
      ['GET', `/api/pages/${page.id}/stats.csv?from=2026-11-24&to=2026-11-24`],
      ['DELETE', `/api/pages/${page.id}/stats`],
      ['DELETE', `/api/pages/${page.id}/stats/items/${linkId}`],
    ] as const;
    for (const [method, url] of urls) {
      const res = await t.request({ method, url, as: stranger });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ error: 'Página no encontrada', code: 'page_not_found' });
      expect((await t.request({ method, url })).statusCode).toBe(401);
    }
  });
});

describe('privacy', () => {
  it('writes no visitor address or user agent into any table', async () => {
    await t.app.stats?.flush();
    const tables = await queryRows<{ name: string }>(
      t.database.db,
      sql`select quote_ident(table_schema) || '.' || quote_ident(table_name) as name from information_schema.tables
          where table_schema not in ('pg_catalog', 'information_schema') and table_type = 'BASE TABLE'`,
    );
    expect(tables.map((table) => table.name)).toContain('public.stats_events_p202611');
    const needles = [...IPS, 'Prueba/77', 'Googlebot', 'HeadlessChrome', 'Instagram 340'];
    for (const { name } of tables) {
      const rows = await queryRows<{ text: string }>(t.database.db, sql`select t::text as text from ${sql.raw(name)} t`);
      for (const row of rows) for (const needle of needles) expect(row.text.includes(needle), `${needle} in ${name}`).toBe(false);
    }
  });
});

describe('the write buffer', () => {
  it('writes every 500 hits without waiting, and what is left on a graceful shutdown', async () => {
    const database = await openTestDatabase();
    const second = await createTestApp({ database, publicView: true, stats: { now: () => new Date('2026-11-24T10:00:00Z'), batchSize: 5 } });
    try {
      const user = await second.user();
      const page = await createPage(second, user, { title: 'Cierre' });
      const count = async () =>
        (await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from stats_events where page_id = ${page.id}`))[0]?.n;
      for (let n = 0; n < 7; n += 1) {
        await second.app.inject({ url: `/view/${page.slug}`, remoteAddress: IPS[0], headers: { 'user-agent': CHROME } });
      }
      // The fifth hit filled a batch (5 here, 500 by default): written without a flush.
      await vi.waitFor(async () => expect(await count()).toBe(5), { timeout: 15_000 });
      await second.close();
      expect(await count()).toBe(7);
    } finally {
      await database.close();
    }
  });
});
