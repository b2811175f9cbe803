import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StatsResponse } from '@shared/schemas/stats';
import type { CreatedStatsShare, SharedStatsInfo } from '@shared/schemas/stats-share';
import { statsShares } from '../../db/schema';
import { createItem, createPage, heading } from '../../test/factories';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { STATS_SHARE_MESSAGES } from './messages';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Compartir/42';
const RANGE = 'from=2026-11-01&to=2026-11-30';

let t: TestApp;
let owner: TestUser;
let other: TestUser;
const clock = new Date('2026-11-24T10:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ publicView: true, clock: () => clock, stats: { now: () => clock } });
  owner = await t.user();
  other = await t.user();
}, 60_000);
afterAll(() => t.close());

async function share(pageId: number, body: Record<string, unknown> = {}, as = owner): Promise<CreatedStatsShare> {
  const res = await t.request({ method: 'POST', url: `/api/pages/${pageId}/stats/share`, as, payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<CreatedStatsShare>();
}
/** A visitor without a session: only the cookie it was given, if any. */
const visit = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const cookieOf = (res: { headers: Record<string, unknown> }) => String(res.headers['set-cookie']).split(';')[0]!;

async function pageWithViews(title: string, views: number) {
  const page = await createPage(t, owner, { title });
  await createItem(t, owner, page.id, heading('Mi enlace'));
  for (let i = 0; i < views; i++) {
    await t.app.inject({ method: 'GET', url: `/view/${page.slug}`, remoteAddress: `198.51.100.${i + 1}`, headers: { host: 'links.example', 'user-agent': CHROME } });
  }
  await t.app.stats?.flush();
  return page;
}

describe("'Compartir estadísticas'", () => {
  it('makes an address whose token is shown once and stored only as a hash; it reads the numbers without a session', async () => {
    const page = await pageWithViews('Compartida', 3);
    expect((await t.request({ method: 'GET', url: `/api/pages/${page.id}/stats/share`, as: owner })).json()).toEqual({ share: null });
    const created = await share(page.id);
    expect(created.token).toMatch(/^[\w-]{43}$/);
    expect(created.path).toBe(`/estadisticas/${created.token}`);
    expect(created.share).toEqual({ createdAt: clock.toISOString(), hasPassword: false });
    const rows = await t.database.db.select().from(statsShares).where(eq(statsShares.pageId, page.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(created.token);
    const status = await t.request({ method: 'GET', url: `/api/pages/${page.id}/stats/share`, as: owner });
    expect(status.json()).toEqual({ share: created.share });
    expect(status.body).not.toContain(created.token);

    const info = await visit(`/api/shared-stats/${created.token}`);
    expect(info.statusCode, info.body).toBe(200);
    expect(info.headers['x-robots-tag']).toBe('noindex');
    expect(info.headers['cache-control']).toBe('no-store');
    expect(info.json<SharedStatsInfo>()).toEqual({ locked: false, page: { title: 'Compartida', timeZone: 'UTC', blocks: [{ id: expect.any(Number), title: 'Mi enlace' }] } });
    const res = await visit(`/api/shared-stats/${created.token}/stats?${RANGE}`);
    expect(res.statusCode, res.body).toBe(200);
    const stats = res.json<StatsResponse>();
    expect(stats.totals.views).toBe(3);
    expect(stats.totals.visitors).toBe(3);
  });

  it('shows no personal data: nothing of the account in any answer', async () => {
    const page = await pageWithViews('Sin datos personales', 1);
    const created = await share(page.id);
    for (const url of [`/api/shared-stats/${created.token}`, `/api/shared-stats/${created.token}/stats?${RANGE}`]) {
      const res = await visit(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain(owner.email);
      expect(res.body).not.toContain(owner.id);
      expect(res.body).not.toMatch(/@|"email"|"userId"|"user_id"/);
    }
  });

  it('asks the password first; a wrong one is 403, then 429; the right one opens it for this browser only', async () => {
    const page = await pageWithViews('Con contraseña', 2);
    const created = await share(page.id, { password: 'secreto42' });
    expect(created.share.hasPassword).toBe(true);
    const [row] = await t.database.db.select().from(statsShares).where(eq(statsShares.pageId, page.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect((await visit(`/api/shared-stats/${created.token}`)).json()).toEqual({ locked: true, page: null });
    const locked = await visit(`/api/shared-stats/${created.token}/stats?${RANGE}`);
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toEqual({ error: STATS_SHARE_MESSAGES.locked, code: 'stats_share_locked' });

    const unlock = (password: string, ip = '203.0.113.9') =>
      t.app.inject({ method: 'POST', url: `/api/shared-stats/${created.token}/unlock`, payload: { password }, remoteAddress: ip });
    const wrong = await unlock('no-es-esta');
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ error: STATS_SHARE_MESSAGES.wrongPassword, code: 'stats_share_wrong_password' });
    expect(wrong.headers['set-cookie']).toBeUndefined();

    const right = await unlock('secreto42');
    expect(right.statusCode).toBe(204);
    const cookie = cookieOf(right);
    expect(String(right.headers['set-cookie'])).toContain(`Path=/api/shared-stats/${created.token}`);
    expect(String(right.headers['set-cookie'])).toContain('HttpOnly');
    expect((await visit(`/api/shared-stats/${created.token}`, cookie)).json<SharedStatsInfo>().locked).toBe(false);
    const open = await visit(`/api/shared-stats/${created.token}/stats?${RANGE}`, cookie);
    expect(open.statusCode, open.body).toBe(200);
    expect(open.json<StatsResponse>().totals.views).toBe(2);
    // A forged cookie opens nothing.
    expect((await visit(`/api/shared-stats/${created.token}/stats?${RANGE}`, cookie.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')))).statusCode).toBe(403);

    // Five wrong passwords from one address: then 429, even with the right one; another address still may.
    for (let i = 0; i < 3; i++) expect((await unlock('otra-mala')).statusCode).toBe(403);
    const limited = await unlock('otra-mala');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'stats_share_too_many_attempts' });
    expect((await unlock('secreto42')).statusCode).toBe(429);
    expect((await unlock('secreto42', '203.0.113.10')).statusCode).toBe(204);
  });

  it('stops working once revoked or replaced: 404 "Enlace no encontrado", like an unknown token', async () => {
    const page = await pageWithViews('Revocable', 1);
    const first = await share(page.id);
    const second = await share(page.id, { password: 'otra-clave' });
    const replaced = await visit(`/api/shared-stats/${first.token}/stats?${RANGE}`);
    expect(replaced.statusCode).toBe(404);
    expect(replaced.json()).toEqual({ error: STATS_SHARE_MESSAGES.notFound, code: 'stats_share_not_found' });
    expect((await visit(`/api/shared-stats/${second.token}`)).statusCode).toBe(200);

    expect((await t.request({ method: 'DELETE', url: `/api/pages/${page.id}/stats/share`, as: owner })).statusCode).toBe(204);
    expect((await t.request({ method: 'GET', url: `/api/pages/${page.id}/stats/share`, as: owner })).json()).toEqual({ share: null });
    for (const url of [`/api/shared-stats/${second.token}`, `/api/shared-stats/${second.token}/stats?${RANGE}`]) {
      const res = await visit(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: STATS_SHARE_MESSAGES.notFound, code: 'stats_share_not_found' });
    }
    const unlockRevoked = await t.app.inject({ method: 'POST', url: `/api/shared-stats/${second.token}/unlock`, payload: { password: 'otra-clave' } });
    expect(unlockRevoked.statusCode).toBe(404);
    const unknown = await visit(`/api/shared-stats/${'x'.repeat(43)}`);
    const garbage = await visit('/api/shared-stats/nada');
    expect([unknown.statusCode, unknown.body]).toEqual([404, replaced.body]);
    expect([garbage.statusCode, garbage.body]).toEqual([404, replaced.body]);
    // The rows stay as history, revoked.
    const rows = await t.database.db.select().from(statsShares).where(eq(statsShares.pageId, page.id));
    expect(rows.map((row) => row.revokedAt?.toISOString())).toEqual([clock.toISOString(), clock.toISOString()]);
  });

  it("answers another owner's page 404, and a share opens only its own page", async () => {
    const mine = await pageWithViews('Mía', 1);
    const theirs = await createPage(t, other, { title: 'Ajena' });
    const created = await share(mine.id);
    for (const [method, url] of [
      ['GET', `/api/pages/${mine.id}/stats/share`],
      ['POST', `/api/pages/${mine.id}/stats/share`],
      ['DELETE', `/api/pages/${mine.id}/stats/share`],
    ] as const) {
      const res = await t.request({ method, url, as: other, payload: method === 'POST' ? {} : undefined });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toMatchObject({ code: 'page_not_found' });
    }
    // Still working after another's attempt to revoke it.
    expect((await visit(`/api/shared-stats/${created.token}`)).statusCode).toBe(200);
    // The token names its page: no page id in the address to swap.
    const theirShare = await share(theirs.id, {}, other);
    const info = (await visit(`/api/shared-stats/${theirShare.token}`)).json<SharedStatsInfo>();
    expect(info.page?.title).toBe('Ajena');
    expect((await visit(`/api/shared-stats/${created.token}/stats?${RANGE}`)).json<StatsResponse>().totals.views).toBe(1);
    expect((await visit(`/api/shared-stats/${theirShare.token}/stats?${RANGE}`)).json<StatsResponse>().totals.views).toBe(0);
  });

  it('refuses a short password in Spanish, and nothing of the shared API writes', async () => {
    const page = await createPage(t, owner, { title: 'Corta' });
    const res = await t.request({ method: 'POST', url: `/api/pages/${page.id}/stats/share`, as: owner, payload: { password: 'ab' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_data', error: expect.stringContaining('al menos 4 caracteres') });
    const created = await share(page.id);
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      expect((await t.app.inject({ method, url: `/api/shared-stats/${created.token}/stats` })).statusCode).toBe(404);
    }
  });

  it('serves its screen with noindex, by header and by meta, without a session', async () => {
    t.app.spaIndexHtml = '<!doctype html><html lang="es"><head><title>LinkHub</title></head><body><div id="root"></div></body></html>';
    try {
      const res = await t.app.inject({ method: 'GET', url: `/estadisticas/${'a'.repeat(43)}`, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-robots-tag']).toBe('noindex');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.body).toContain('<head><meta name="robots" content="noindex">');
    } finally {
      t.app.spaIndexHtml = null;
    }
  });
});
