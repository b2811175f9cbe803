import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '@shared/schemas/page';
import type { PublicRenderer } from './renderer';
import { createItem, createPage, heading } from '../../test/factories';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';

// Issue 33 N-7 (decision 864): a new Host header no longer costs a render; unknown hosts get 421
// when PUBLIC_URL is set; a visitor's items JSON carries an ETag.

const MISDIRECTED = 'Este servidor no atiende esta dirección. Usa la dirección pública del sitio.';

/** The real renderer, counting its renders. */
function counting(counter: { renders: number }) {
  return (renderer: PublicRenderer): PublicRenderer => ({
    render: (input) => {
      counter.renders++;
      return renderer.render(input);
    },
  });
}

const canonicalOf = (html: string) => new JSDOM(html).window.document.querySelector('link[rel="canonical"]')?.getAttribute('href');

describe('without PUBLIC_URL', () => {
  const counter = { renders: 0 };
  let t: TestApp;
  let owner: TestUser;
  let page: Page;

  beforeAll(async () => {
    t = await createTestApp({ publicView: true, wrapRenderer: counting(counter) });
    owner = await t.user();
    page = await createPage(t, owner, { title: 'Sin dirección pública' });
    await createItem(t, owner, page.id, heading('Hola'));
  });
  afterAll(() => t.close());

  it('renders a page once for any number of Host headers, with site-relative addresses', async () => {
    counter.renders = 0;
    const hosts = ['localhost', '127.0.0.1:3000', '192.168.1.20:8080', 'links.example', ...Array.from({ length: 30 }, (_, n) => `h${n}.example`)];
    const etags = new Set<string>();
    for (const host of hosts) {
      const res = await t.request({ method: 'GET', url: `/view/${page.slug}`, headers: { host } });
      expect(res.statusCode, host).toBe(200);
      expect(canonicalOf(res.body)).toBe(`/view/${page.slug}`);
      etags.add(String(res.headers.etag));
    }
    expect(counter.renders).toBe(1);
    expect(etags.size).toBe(1);
  });

  it('local use on any host keeps working: the API and the page answer every Host', async () => {
    for (const host of ['localhost:5173', '10.0.0.7', 'mi-portatil.local:3000']) {
      expect((await t.request({ method: 'GET', url: `/view/page/${page.id}`, headers: { host } })).statusCode).toBe(200);
      expect((await t.request({ method: 'GET', url: '/api/pages', as: owner, headers: { host } })).statusCode).toBe(200);
    }
  });
});

describe('with PUBLIC_URL', () => {
  const counter = { renders: 0 };
  let t: TestApp;
  let owner: TestUser;
  let page: Page;

  beforeAll(async () => {
    t = await createTestApp({ publicView: true, publicUrl: 'https://links.example', wrapRenderer: counting(counter) });
    owner = await t.user();
    page = await createPage(t, owner, { title: 'Con dirección pública' });
    await createItem(t, owner, page.id, heading('Hola'));
  });
  afterAll(() => t.close());

  it('answers its own host and loopback names with one render of the page', async () => {
    counter.renders = 0;
    for (const host of ['links.example', 'LINKS.example:443', 'localhost:3000', '127.0.0.1:8080', '[::1]:3000']) {
      const res = await t.request({ method: 'GET', url: `/view/${page.slug}`, headers: { host } });
      expect(res.statusCode, host).toBe(200);
      expect(canonicalOf(res.body)).toBe(`https://links.example/view/${page.slug}`);
    }
    expect(counter.renders).toBe(1);
  });

  it('refuses every other host with 421 and a Spanish error, before any render, on every kind of route', async () => {
    counter.renders = 0;
    const hosts = ['evil.example', 'links.example:8443', 'links.example.evil.example', '192.168.1.20', ...Array.from({ length: 20 }, (_, n) => `h${n}.example`)];
    for (const host of hosts) {
      const res = await t.request({ method: 'GET', url: `/view/${page.slug}`, headers: { host } });
      expect(res.statusCode, host).toBe(421);
      expect(res.json()).toEqual({ error: MISDIRECTED, code: 'misdirected' });
      expect(res.headers['cache-control']).toBe('no-store');
    }
    expect(counter.renders).toBe(0);
    const api = await t.request({ method: 'GET', url: `/api/pages/${page.id}/items`, headers: { host: 'evil.example' } });
    expect(api.statusCode).toBe(421);
    expect(api.json()).toEqual({ error: MISDIRECTED, code: 'misdirected' });
    const auth = await t.request({ method: 'GET', url: '/auth/v1/settings', headers: { host: 'evil.example' } });
    expect(auth.statusCode).toBe(421);
    expect(auth.json()).toMatchObject({ code: 'misdirected_request', msg: MISDIRECTED });
    // A proxy on this machine is trusted for X-Forwarded-Host; another host named there is refused too.
    const forwarded = await t.request({ method: 'GET', url: `/view/${page.slug}`, headers: { host: 'links.example', 'x-forwarded-host': 'evil.example' } });
    expect(forwarded.statusCode).toBe(421);
  });

  it('health probes answer under any host', async () => {
    expect((await t.request({ method: 'GET', url: '/api/health', headers: { host: '10.1.2.3:3000' } })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/ready', headers: { host: '10.1.2.3:3000' } })).statusCode).toBe(200);
  });

  it('a custom-domains module can extend the known hosts', async () => {
    expect(t.app.knownHosts.isKnownHost('mi-dominio.example')).toBe(false);
    t.app.knownHosts.extend((host) => host.hostname === 'mi-dominio.example');
    expect(t.app.knownHosts.isKnownHost('mi-dominio.example')).toBe(true);
    expect((await t.request({ method: 'GET', url: `/view/${page.slug}`, headers: { host: 'mi-dominio.example' } })).statusCode).toBe(200);
  });
});

describe("a visitor's items JSON carries an ETag", () => {
  let t: TestApp;
  let owner: TestUser;
  let page: Page;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.user();
    page = await createPage(t, owner, { title: 'Etiquetada' });
    await createItem(t, owner, page.id, heading('Uno'));
  });
  afterAll(() => t.close());

  it('304 on If-None-Match while unchanged, a new ETag after an edit, no-store for the owner', async () => {
    const url = `/api/pages/${page.id}/items`;
    const first = await t.request({ method: 'GET', url });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);

    const again = await t.request({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await t.request({ method: 'GET', url, headers: { 'if-none-match': `W/${etag}, "otra"` } })).statusCode).toBe(304);

    await createItem(t, owner, page.id, heading('Dos'));
    const changed = await t.request({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json()).toHaveLength(2);

    // The page's own JSON likewise, by id and by slug.
    for (const pageUrl of [`/api/pages/id/${page.id}`, `/api/pages/${page.slug}`]) {
      const answer = await t.request({ method: 'GET', url: pageUrl });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect((await t.request({ method: 'GET', url: pageUrl, headers: { 'if-none-match': String(answer.headers.etag) } })).statusCode).toBe(304);
      const owned = await t.request({ method: 'GET', url: pageUrl, as: owner });
      expect(owned.headers['cache-control']).toBe('no-store');
      expect(owned.headers.etag).toBeUndefined();
    }

    const mine = await t.request({ method: 'GET', url, as: owner, headers: { 'if-none-match': String(changed.headers.etag) } });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('no-store');
    expect(mine.headers.etag).toBeUndefined();
  });
});
