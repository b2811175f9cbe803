import { eq } from 'drizzle-orm';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOMAIN_MESSAGES, type Domain, type DomainList } from '@shared/schemas/domains';
import type { Page } from '@shared/schemas/page';
import { customDomains } from '../../db/schema';
import { createOutboundClient, OUTBOUND_MESSAGES, OutboundError, type OutboundClient } from '../../lib/outbound';
import { createItem, createPage, heading } from '../../test/factories';
import { createTestApp, TEST_PASSWORD, type TestApp, type TestUser } from '../../test/test-app';
import { checkDomain, CHECK_WINDOW_MS, RECHECK_MS, retryDelayMs, runDueChecks } from './check-domain';
import { DOMAIN_ERRORS, DOMAIN_REASONS, type DomainsContext } from './domains-context';

// Issue 39 (decision 940): owners' own domains, their verification, and the Host routing.

const PUBLIC_URL = 'https://links.example';
const ADMIN_EMAIL = 'admin-dominios@example.com';

/**
 * The HTTP client the verification uses, injected: names ending in '.ours' are this very app
 * (its Host routing answers, as Caddy would pass them on); '.other' answer another site's page;
 * '.slow' time out; anything else goes
 * through the real guarded client with an injected resolver ('.nodns' has no record, others point
 * at a private address elsewhere, which the guard refuses).
 */
function verificationClient(app: () => TestApp): OutboundClient {
  const guarded = createOutboundClient({
    resolver: async (hostname) => {
      if (hostname.endsWith('.nodns')) throw new Error('ENOTFOUND');
      return [{ address: '10.0.0.8', family: 4 }];
    },
  });
  return {
    async fetch(raw, request) {
      const url = new URL(raw);
      if (url.hostname.endsWith('.ours')) {
        const res = await app().request({ method: 'GET', url: url.pathname, headers: { host: url.host } });
        return { status: res.statusCode, headers: {}, body: res.rawPayload, url: raw };
      }
      if (url.hostname.endsWith('.other')) return { status: 200, headers: {}, body: Buffer.from('<html>Otro sitio</html>'), url: raw };
      if (url.hostname.endsWith('.slow')) throw new OutboundError(OUTBOUND_MESSAGES.timeout(5000), 'failed');
      return guarded.fetch(raw, request);
    },
  };
}

let t: TestApp;
let owner: TestUser;
let other: TestUser;
let admin: TestUser;
let page: Page;
const canonicalOf = (html: string) => new JSDOM(html).window.document.querySelector('link[rel="canonical"]')?.getAttribute('href');
const ogUrlOf = (html: string) => new JSDOM(html).window.document.querySelector('meta[property="og:url"]')?.getAttribute('content');

beforeAll(async () => {
  t = await createTestApp({
    publicView: true,
    publicUrl: PUBLIC_URL,
    customDomains: { addresses: ['203.0.113.7', '2001:db8::7'], perUser: 3 },
    outbound: verificationClient(() => t),
    adminEmails: [ADMIN_EMAIL],
  });
  owner = await t.user();
  other = await t.user();
  await t.request({ method: 'POST', url: '/auth/v1/signup', payload: { email: ADMIN_EMAIL, password: TEST_PASSWORD } });
  const session = (await t.request({ method: 'POST', url: '/auth/v1/token?grant_type=password', payload: { email: ADMIN_EMAIL, password: TEST_PASSWORD } })).json<{
    access_token: string;
    user: { id: string };
  }>();
  admin = { id: session.user.id, email: ADMIN_EMAIL, password: TEST_PASSWORD, token: session.access_token, refreshToken: '', headers: { authorization: `Bearer ${session.access_token}` } };
  page = await createPage(t, owner, { title: 'Mi Tienda' });
  await createItem(t, owner, page.id, heading('Bienvenidos a la tienda'));
});
afterAll(() => t.close());

const add = (as: TestUser, pageId: number, domain: string) => t.request({ method: 'POST', url: `/api/pages/${pageId}/domains`, payload: { domain }, as });
const checkNow = async (as: TestUser, id: number) => {
  const res = await t.request({ method: 'POST', url: `/api/domains/${id}/check`, as });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Domain>();
};
const remove = (as: TestUser, id: number) => t.request({ method: 'DELETE', url: `/api/domains/${id}`, as });
const get = (host: string, url = '/') => t.request({ method: 'GET', url, headers: { host } });

async function activeDomain(as: TestUser, pageId: number, domain: string): Promise<Domain> {
  const res = await add(as, pageId, domain);
  expect(res.statusCode, res.body).toBe(201);
  const checked = await checkNow(as, res.json<Domain>().id);
  expect(checked.state).toBe('active');
  return checked;
}

describe("the owner's domains", () => {
  it("adds a domain as 'Pendiente' and lists it with the DNS records to create", async () => {
    const res = await add(owner, page.id, '  Enlaces.MiTienda.ours. ');
    expect(res.statusCode, res.body).toBe(201);
    const domain = res.json<Domain>();
    expect(domain).toMatchObject({ domain: 'enlaces.mitienda.ours', state: 'pending', reason: null, pageId: page.id });
    expect(domain.token).toMatch(/^[\w-]{24}$/);
    const list = (await t.request({ method: 'GET', url: `/api/pages/${page.id}/domains`, as: owner })).json<DomainList>();
    expect(list).toMatchObject({ cnameTarget: 'links.example', addresses: ['203.0.113.7', '2001:db8::7'], limit: 3 });
    expect(list.domains.map((entry) => entry.domain)).toEqual(['enlaces.mitienda.ours']);
    await remove(owner, domain.id);
  });

  it("moves to 'Activo' when the domain answers its token, and to 'Error' with the reason otherwise", async () => {
    const cases: [string, 'active' | 'error', string | null][] = [
      ['activo.ours', 'active', null],
      ['sin-registro.nodns', 'error', DOMAIN_REASONS.noDns],
      ['otro-servidor.example', 'error', DOMAIN_REASONS.elsewhere],
      ['otro-sitio.other', 'error', DOMAIN_REASONS.elsewhere],
      ['lento.slow', 'error', DOMAIN_REASONS.timeout],
    ];
    for (const [name, state, reason] of cases) {
      const added = (await add(owner, page.id, name)).json<Domain>();
      const checked = await checkNow(owner, added.id);
      expect(checked, name).toMatchObject({ state, reason });
      // An active domain is checked again a day later; a failing one after its back-off.
      expect(checked.nextCheckAt, name).not.toBeNull();
      expect((await remove(owner, added.id)).statusCode).toBe(204);
    }
  });

  it('refuses bad names as a class with a Spanish message', async () => {
    for (const name of ['http://tienda.example/x', 'localhost', 'tienda', '127.0.0.1', '[::1]', 'a..b', '-x.example', 'user@tienda.example', 'tienda.example:8080', 'x'.repeat(300), 'links.example']) {
      const res = await add(owner, page.id, name);
      expect(res.statusCode, name).toBe(400);
      expect(res.json(), name).toEqual(
        name === 'links.example' ? { error: DOMAIN_MESSAGES.siteHost, code: 'domain_is_site_host' } : { error: DOMAIN_MESSAGES.invalid, code: 'domain_invalid' },
      );
    }
  });

  it("another owner's page or domain is a 404", async () => {
    const mine = (await add(owner, page.id, 'propio.example')).json<Domain>();
    expect((await add(other, page.id, 'ajeno.example')).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `/api/pages/${page.id}/domains`, as: other })).statusCode).toBe(404);
    expect((await t.request({ method: 'POST', url: `/api/domains/${mine.id}/check`, as: other })).statusCode).toBe(404);
    expect((await remove(other, mine.id)).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `/api/pages/${page.id}/domains` })).statusCode).toBe(401);
    expect((await remove(owner, mine.id)).statusCode).toBe(204);
  });

  it('LIMIT_DOMAINS_PER_USER: the fourth domain is refused', async () => {
    const ids: number[] = [];
    for (const name of ['uno.example', 'dos.example', 'tres.example']) ids.push((await add(owner, page.id, name)).json<Domain>().id);
    const fourth = await add(owner, page.id, 'cuatro.example');
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json()).toEqual({ error: DOMAIN_ERRORS.limit(3), code: 'too_many_domains' });
    for (const id of ids) await remove(owner, id);
  });

  it('one domain, two owners at once: one gets it, the other a 409', async () => {
    const theirs = await createPage(t, other, { title: 'Otra tienda' });
    for (let round = 0; round < 5; round++) {
      const name = `carrera-${round}.example`;
      const answers = await Promise.all([add(owner, page.id, name), add(other, theirs.id, name)]);
      expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
      expect(answers.find((res) => res.statusCode === 409)?.json()).toEqual({ error: DOMAIN_ERRORS.taken, code: 'domain_taken' });
      const winner = answers.find((res) => res.statusCode === 201)!;
      expect((await remove(winner === answers[0] ? owner : other, winner.json<Domain>().id)).statusCode).toBe(204);
    }
  });
});

describe('automatic checks', () => {
  const context = (now: Date): DomainsContext => ({
    db: t.database.db,
    changes: t.app.ctx.changes,
    outbound: verificationClient(() => t),
    publicUrl: PUBLIC_URL,
    addresses: [],
    perUser: 3,
    now: () => now,
  });

  it('backs off 1, 2, 4... minutes up to 6 hours, and gives up after 72 hours', async () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([60_000, 120_000, 240_000, 480_000]);
    expect(retryDelayMs(20)).toBe(6 * 3600_000);
    const added = (await add(owner, page.id, 'espera.nodns')).json<Domain>();
    let [row] = await t.database.db.select().from(customDomains).where(eq(customDomains.id, added.id));
    const start = row!.checksSince.getTime();
    row = (await checkDomain(context(new Date(start)), row!))!;
    expect(row.nextCheckAt!.getTime() - start).toBe(60_000);
    row = (await checkDomain(context(new Date(start + 60_000)), row))!;
    expect(row.nextCheckAt!.getTime() - (start + 60_000)).toBe(120_000);
    row = (await checkDomain(context(new Date(start + CHECK_WINDOW_MS)), row))!;
    expect(row).toMatchObject({ state: 'error', reason: DOMAIN_REASONS.gaveUp, nextCheckAt: null });
    await remove(owner, added.id);
  });

  it('an active domain whose DNS moved away stays served for 72 hours of retries, then is an error', async () => {
    const gone: DomainsContext = { ...context(new Date()), outbound: { fetch: () => Promise.reject(new OutboundError(OUTBOUND_MESSAGES.noDns, 'failed')) } };
    const domain = await activeDomain(owner, page.id, 'se-muda.ours');
    let [row] = await t.database.db.select().from(customDomains).where(eq(customDomains.id, domain.id));
    const start = row!.nextCheckAt!.getTime();
    row = (await checkDomain({ ...gone, now: () => new Date(start) }, row!))!;
    expect(row).toMatchObject({ state: 'active', reason: DOMAIN_REASONS.noDns, attempts: 1 });
    expect(row.checksSince.getTime()).toBe(start);
    row = (await checkDomain({ ...gone, now: () => new Date(start + CHECK_WINDOW_MS / 2) }, row))!;
    expect(row.state).toBe('active');
    row = (await checkDomain({ ...gone, now: () => new Date(start + CHECK_WINDOW_MS) }, row))!;
    expect(row).toMatchObject({ state: 'error', reason: DOMAIN_REASONS.gaveUp, nextCheckAt: null });
    await remove(owner, domain.id);
  });

  it('a failed re-check followed by a good one clears the reason and waits a day again', async () => {
    const gone: DomainsContext = { ...context(new Date()), outbound: { fetch: () => Promise.reject(new OutboundError(OUTBOUND_MESSAGES.timeout(5000), 'failed')) } };
    const domain = await activeDomain(owner, page.id, 'vuelve.ours');
    let [row] = await t.database.db.select().from(customDomains).where(eq(customDomains.id, domain.id));
    const start = row!.nextCheckAt!.getTime();
    row = (await checkDomain({ ...gone, now: () => new Date(start) }, row!))!;
    expect(row).toMatchObject({ state: 'active', reason: DOMAIN_REASONS.timeout });
    row = (await checkDomain(context(new Date(start + 60_000)), row))!;
    expect(row).toMatchObject({ state: 'active', reason: null, attempts: 0 });
    expect(row.nextCheckAt!.getTime()).toBe(start + 60_000 + RECHECK_MS);
    await remove(owner, domain.id);
  });

  it('instances that run the checks at once check each due domain once', async () => {
    const names = Array.from({ length: 6 }, (_, n) => `lote-${n}.ours`);
    const extra = await createPage(t, other, { title: 'Lote' });
    const ids = [];
    for (const [n, name] of names.entries()) ids.push((await add(n < 3 ? owner : other, n < 3 ? page.id : extra.id, name)).json<Domain>().id);
    const now = new Date(Date.now() + 1000);
    const claimed = await Promise.all([runDueChecks(context(now), 4), runDueChecks(context(now), 4), runDueChecks(context(now), 4)]);
    expect(claimed.reduce((sum, n) => sum + n, 0)).toBeGreaterThanOrEqual(6);
    const rows = await t.database.db.select().from(customDomains);
    for (const id of ids) expect(rows.find((row) => row.id === id)?.state).toBe('active');
    // Nothing is due any more until a day later, when active domains are checked again.
    expect(await runDueChecks(context(new Date(now.getTime() + 10 * 60_000)))).toBe(0);
    expect(await runDueChecks(context(new Date(now.getTime() + RECHECK_MS + 60_000)), 10)).toBe(6);
    for (const [n, id] of ids.entries()) await remove(n < 3 ? owner : other, id);
  });
});

describe('Host routing', () => {
  let domain: Domain;
  let child: number;
  let stranger: Page;

  beforeAll(async () => {
    domain = await activeDomain(owner, page.id, 'enlaces.tienda.ours');
    const block = await createItem(t, owner, page.id, { type: 'subpage', content: { title: 'Catálogo' } });
    child = block.content.pageId as number;
    stranger = await createPage(t, other, { title: 'Ajena' });
  });

  async function statsViews(day: string): Promise<number> {
    await t.app.stats?.flush();
    const res = await t.request({ method: 'GET', url: `/api/pages/${page.id}/stats?from=${day}&to=${day}`, as: owner });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ totals: { views: number } }>().totals.views;
  }

  it("serves the domain's page at '/' for its name in any case, with a port or a trailing dot", async () => {
    for (const host of ['enlaces.tienda.ours', 'ENLACES.Tienda.ours', 'enlaces.tienda.ours:8443', 'enlaces.tienda.ours.']) {
      const res = await get(host);
      expect(res.statusCode, host).toBe(200);
      expect(res.body, host).toContain('Bienvenidos a la tienda');
      expect(canonicalOf(res.body), host).toBe('https://enlaces.tienda.ours/');
      expect(ogUrlOf(res.body), host).toBe('https://enlaces.tienda.ours/');
      expect(res.body).not.toContain('Volver');
    }
  });

  it('counts a view on the domain like any other', async () => {
    const day = new Date().toISOString().slice(0, 10);
    const before = await statsViews(day);
    const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
    const res = await t.request({ method: 'GET', url: '/', headers: { host: 'enlaces.tienda.ours', 'user-agent': chrome }, remoteAddress: '203.0.113.50' });
    expect(res.statusCode).toBe(200);
    expect(await statsViews(day)).toBe(before + 1);
  });

  it('serves its subpages under it, never another page', async () => {
    const sub = await get('enlaces.tienda.ours', `/view/page/${child}`);
    expect(sub.statusCode).toBe(200);
    expect(sub.body).toContain('Catálogo');
    expect(canonicalOf(sub.body)).toMatch(/^https:\/\/enlaces\.tienda\.ours\/view\/[a-z0-9-]+$/);
    expect((await get('enlaces.tienda.ours', `/view/${page.slug}`)).statusCode).toBe(200);
    expect((await get('enlaces.tienda.ours', `/view/page/${stranger.id}`)).statusCode).toBe(404);
    expect((await get('enlaces.tienda.ours', `/view/${stranger.slug}`)).statusCode).toBe(404);
  });

  it('the same page on PUBLIC_URL keeps its own addresses', async () => {
    const res = await get('links.example', `/view/${page.slug}`);
    expect(res.statusCode).toBe(200);
    expect(canonicalOf(res.body)).toBe(`${PUBLIC_URL}/view/${page.slug}`);
  });

  it('an IDN domain is stored and routed in punycode', async () => {
    const idn = await activeDomain(owner, page.id, 'tienda-ñandú.ours');
    expect(idn.domain).toBe(new URL('http://tienda-ñandú.ours').hostname);
    expect(idn.domain.startsWith('xn--')).toBe(true);
    expect((await get(idn.domain)).statusCode).toBe(200);
    await remove(owner, idn.id);
    expect((await get(idn.domain)).statusCode).toBe(404);
  });

  it('unknown hosts, and domains not verified yet, get a plain 404 (the token is answered)', async () => {
    const unknown = await get('nadie.example');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toMatch(/^text\/plain/);
    const pending = (await add(owner, page.id, 'pendiente.example')).json<Domain>();
    expect((await get('pendiente.example')).statusCode).toBe(404);
    const token = await get('pendiente.example', `/.well-known/linkhub-domain/${pending.token}`);
    expect(token.statusCode).toBe(200);
    expect(token.body).toBe(pending.token);
    expect((await get('pendiente.example', '/.well-known/linkhub-domain/otro')).statusCode).toBe(404);
    await remove(owner, pending.id);
  });

  it('never serves the editor, the API or sign-in on an owner domain: they redirect to PUBLIC_URL', async () => {
    for (const [method, url] of [
      ['GET', '/api/pages'],
      ['GET', '/api/account'],
      ['GET', '/login'],
      ['GET', '/editor'],
      ['GET', '/admin'],
      ['POST', '/auth/v1/token?grant_type=password'],
      ['DELETE', `/api/pages/${page.id}`],
      ['GET', '/api/admin/domains'],
    ] as const) {
      const res = await t.request({ method, url, headers: { host: 'enlaces.tienda.ours', ...owner.headers } });
      expect(res.statusCode, url).toBe(307);
      // (The security headers end every redirect with its own empty fragment: decision 800.)
      expect(String(res.headers.location).replace(/#$/, ''), url).toBe(`${PUBLIC_URL}${url}`);
      expect(res.headers['set-cookie'], url).toBeUndefined();
    }
    // The page is still there: the DELETE never ran.
    expect((await get('enlaces.tienda.ours')).statusCode).toBe(200);
  });

  it("serves what the page itself uses: its public reads, /go and the vCard's path", async () => {
    expect((await get('enlaces.tienda.ours', `/api/pages/${page.id}/items`)).statusCode).toBe(200);
    expect((await get('enlaces.tienda.ours', `/api/pages/id/${page.id}`)).statusCode).toBe(200);
    expect((await get('enlaces.tienda.ours', '/go/999999')).statusCode).toBe(404);
  });

  it('asks for a page password on the domain itself, and the cookie it sets opens the page there', async () => {
    const locked = await t.request({ method: 'PATCH', url: `/api/pages/${page.id}`, payload: { password: 'clave-tienda' }, as: owner });
    expect(locked.statusCode, locked.body).toBe(200);
    try {
      const screen = await get('enlaces.tienda.ours');
      expect(screen.body).toContain(`action="/acceso/pagina/${page.id}/contrasena"`);
      const form = (password: string) =>
        t.request({
          method: 'POST',
          url: `/acceso/pagina/${page.id}/contrasena`,
          headers: { host: 'enlaces.tienda.ours', 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams({ password }).toString(),
        });
      expect((await form('otra')).statusCode).toBe(403);
      const right = await form('clave-tienda');
      expect(right.statusCode).toBe(303);
      expect(String(right.headers.location).replace(/#$/, '')).toBe(`/view/${page.slug}`);
      const cookie = String(right.headers['set-cookie']).split(';')[0]!;
      const opened = await t.request({ method: 'GET', url: `/view/${page.slug}`, headers: { host: 'enlaces.tienda.ours', cookie } });
      expect(opened.statusCode).toBe(200);
      expect(opened.body).not.toContain('/acceso/pagina/');
    } finally {
      await t.request({ method: 'PATCH', url: `/api/pages/${page.id}`, payload: { password: null }, as: owner });
    }
  });

  it('GET /api/domains/tls-allowed answers 200 only for active domains', async () => {
    const ask = (name: string) => t.request({ method: 'GET', url: `/api/domains/tls-allowed?domain=${encodeURIComponent(name)}`, headers: { host: '127.0.0.1' } });
    expect((await ask('enlaces.tienda.ours')).statusCode).toBe(200);
    expect((await ask('ENLACES.tienda.ours')).statusCode).toBe(200);
    expect((await ask('nadie.example')).statusCode).toBe(404);
    expect((await ask('')).statusCode).toBe(404);
    const pending = (await add(owner, page.id, 'aun-no.example')).json<Domain>();
    expect((await ask('aun-no.example')).statusCode).toBe(404);
    await remove(owner, pending.id);
    const started = performance.now();
    for (let n = 0; n < 50; n++) await ask('enlaces.tienda.ours');
    expect((performance.now() - started) / 50).toBeLessThan(20);
  });

  it('the admin lists every domain and removes one; the domain stops being served and allowed', async () => {
    const list = await t.request({ method: 'GET', url: '/api/admin/domains', as: admin });
    expect(list.statusCode, list.body).toBe(200);
    const entry = list.json<{ domains: { id: number; domain: string; pageSlug: string }[] }>().domains.find((d) => d.domain === domain.domain);
    expect(entry?.pageSlug).toBe(page.slug);
    expect((await t.request({ method: 'GET', url: '/api/admin/domains', as: owner })).statusCode).toBe(404);
    expect((await t.request({ method: 'DELETE', url: `/api/admin/domains/${domain.id}`, as: owner })).statusCode).toBe(404);
    expect((await t.request({ method: 'DELETE', url: `/api/admin/domains/${domain.id}`, as: admin })).statusCode).toBe(204);
    expect((await get('enlaces.tienda.ours')).statusCode).toBe(404);
    const ask = await t.request({ method: 'GET', url: '/api/domains/tls-allowed?domain=enlaces.tienda.ours', headers: { host: '127.0.0.1' } });
    expect(ask.statusCode).toBe(404);
  });
});

describe('CUSTOM_DOMAINS=off', () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await createTestApp({ publicView: true, publicUrl: PUBLIC_URL });
  });
  afterAll(() => off.close());

  it('answers the owner a 404 saying so, and other hosts 421 as before', async () => {
    const someone = await off.user();
    const mine = await createPage(off, someone, { title: 'Sin dominios' });
    const res = await off.request({ method: 'POST', url: `/api/pages/${mine.id}/domains`, payload: { domain: 'x.example' }, as: someone });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: DOMAIN_ERRORS.off, code: 'domains_off' });
    expect((await off.request({ method: 'GET', url: '/', headers: { host: 'x.example' } })).statusCode).toBe(421);
  });
});
