import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storageObjects } from '../db/schema';
import { createItem, createPage, heading } from '../test/factories';
import { html, png, svg } from '../test/images';
import { multipart } from '../test/multipart';
import { createTestApp, type TestApp, type TestUser } from '../test/test-app';
import { BLOCK_DEFINITIONS, BLOCK_TYPES } from '@shared/blocks/definitions';
import { media } from '@shared/blocks/media';
import { youtube } from '@shared/blocks/youtube';
import { MEDIA_PLAYER_ORIGINS } from '@shared/media-embed';
import { cspDirectives } from './security-headers';

let t: TestApp;
let owner: TestUser;
let clientDir: string;
let pageId: number;
let slug: string;

// The shape of the built index.html (Vite puts only external module scripts in it).
const SPA_INDEX =
  '<!doctype html><html lang="es"><head><script type="module" crossorigin src="/assets/main-test.js"></script></head><body><div id="root"></div></body></html>';

beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), 'linkhub-client-'));
  writeFileSync(path.join(clientDir, 'index.html'), SPA_INDEX);
  t = await createTestApp({ publicView: true, clientDir });
  owner = await t.user();
  const page = await createPage(t, owner, { title: 'Cabeceras' });
  pageId = page.id;
  slug = page.slug;
  await createItem(t, owner, page.id, heading('Hola'));
  await createItem(t, owner, page.id, { type: 'youtube', content: { videoId: 'dQw4w9WgXcQ', title: 'Vídeo' } });
});
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

function policy(res: LightMyRequestResponse): Map<string, string[]> {
  const header = res.headers['content-security-policy'];
  expect(typeof header, `no CSP on ${res.statusCode}`).toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name as string, values]),
  );
}

function expectStrictHtmlAnswer(res: LightMyRequestResponse) {
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  const csp = policy(res);
  expect(csp.get('script-src')).toEqual(["'self'", 'https://www.youtube.com']);
  expect(csp.get('script-src-attr')).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(csp.get('base-uri')).toEqual(["'self'"]);
  expect(csp.get('frame-src')).toEqual([
    'https://www.youtube-nocookie.com',
    'https://www.youtube.com',
    'https://open.spotify.com',
    'https://embed.music.apple.com',
    'https://w.soundcloud.com',
    'https://player.vimeo.com',
    'https://www.tiktok.com',
    'https://www.google.com',
  ]);
  // No block loads an outside image before a tap (decision 973).
  expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
  // helmet's other defaults.
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(res.headers['referrer-policy']).toBe('no-referrer');
  expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  expect(res.headers['x-powered-by']).toBeUndefined();
}

/** Every script element loads a file from this origin or is inert data: nothing inline runs. */
function expectNoInlineScript(body: string) {
  const document = new JSDOM(body).window.document;
  for (const script of document.querySelectorAll('script')) {
    // Data blocks, which no browser runs: the page's JSON and its JSON-LD (issue 38).
    if (['application/json', 'application/ld+json'].includes(script.getAttribute('type') ?? '')) continue;
    expect(script.getAttribute('src'), script.outerHTML.slice(0, 120)).toMatch(/^\/assets\//);
    expect(script.textContent).toBe('');
  }
  for (const element of document.querySelectorAll('*')) {
    for (const attribute of element.getAttributeNames()) expect(attribute).not.toMatch(/^on/i);
  }
}

const get = (url: string) => t.request({ method: 'GET', url, headers: { accept: 'text/html' } });

describe('Content-Security-Policy on every HTML answer', () => {
  it.each([
    ['the public page by slug', () => `/view/${slug}`, 200],
    ['the public page by id', () => `/view/page/${pageId}`, 200],
    ['the preview', () => `/preview/page/${pageId}`, 200],
    ['the public 404 page', () => '/view/no-existe-esta-pagina', 404],
    ['the app shell (a screen)', () => `/edit/${pageId}`, 200],
    ['the app shell (login)', () => '/login', 200],
    ['the app shell (an unknown path, 404)', () => '/no/existe', 404],
  ])('%s', async (_name, url, status) => {
    const res = await get(url());
    expect(res.statusCode).toBe(status);
    expectStrictHtmlAnswer(res);
    expectNoInlineScript(res.body);
  });

  it('also covers JSON answers and errors', async () => {
    for (const url of ['/api/health', '/api/pages/id/999999', '/api/nothing-here']) {
      const res = await t.request({ method: 'GET', url });
      expect(policy(res).get('frame-ancestors')).toEqual(["'none'"]);
    }
  });

  it('keeps the public page cached and the same for every visitor (no per-request nonce)', async () => {
    const first = await get(`/view/${slug}`);
    const second = await get(`/view/${slug}`);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.body).toBe(first.body);
  });
});

describe('policy variants', () => {
  it("takes the embeds' outside origins from the block definitions (YouTube's from its own)", () => {
    const csp = cspDirectives();
    const { frame, img, script } = youtube.origins;
    expect(frame).toEqual(['https://www.youtube-nocookie.com', 'https://www.youtube.com']);
    expect(csp['frame-src']).toEqual(expect.arrayContaining([...(frame ?? [])]));
    expect(img).toBeUndefined();
    expect(script).toEqual(['https://www.youtube.com']);
    expect(csp['script-src']).toEqual(expect.arrayContaining([...(script ?? [])]));
    // Frames: exactly the players the definitions name ('Música y video', YouTube, the contact card's map), nothing else.
    expect(csp['frame-src']).toEqual([...new Set(BLOCK_TYPES.flatMap((type) => (BLOCK_DEFINITIONS[type].origins as { frame?: string[] }).frame ?? []))]);
    expect(media.origins.frame).toEqual(Object.values(MEDIA_PLAYER_ORIGINS));
    // Every origin any block type names is allowed, so a new embed cannot be blocked by a forgotten CSP.
    for (const type of BLOCK_TYPES) {
      const { frame = [], img = [], script = [] } = BLOCK_DEFINITIONS[type].origins as { frame?: string[]; img?: string[]; script?: string[] };
      for (const origin of frame) expect(csp['frame-src'], type).toContain(origin);
      for (const origin of img) expect(csp['img-src'], type).toContain(origin);
      for (const origin of script) expect(csp['script-src'], type).toContain(origin);
    }
  });

  it('adds the hosted Supabase origin and PUBLIC_URL to images, and Supabase to connections', () => {
    const csp = cspDirectives({ imageOrigins: ['https://abc.supabase.co', 'https://links.example'], connectOrigins: ['https://abc.supabase.co'] });
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://abc.supabase.co', 'https://links.example']);
    expect(csp['connect-src']).toEqual(["'self'", 'https://abc.supabase.co']);
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
  });

  it("relaxes only script-src and connect-src for Vite's dev server", () => {
    const dev = cspDirectives({ mode: 'development' });
    const prod = cspDirectives();
    expect(dev['script-src']).toContain("'unsafe-inline'");
    expect(dev['connect-src']).toEqual(["'self'", 'ws:', 'wss:']);
    for (const key of Object.keys(prod).filter((name) => name !== 'script-src' && name !== 'connect-src')) {
      expect(dev[key]).toEqual(prod[key]);
    }
  });

  it('asks for https subresources only when PUBLIC_URL is https', async () => {
    expect(cspDirectives({ upgradeInsecureRequests: true })['upgrade-insecure-requests']).toEqual([]);
    const res = await get(`/view/${slug}`);
    expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });
});

describe('uploaded files are never served as HTML', () => {
  const upload = (bytes: Buffer, fileName: string, contentType: string) => {
    const body = multipart([{ name: 'image', value: bytes, fileName, contentType }]);
    return t.request({ method: 'POST', url: '/api/upload/image', as: owner, ...body });
  };

  it('refuses HTML and SVG uploads and stores nothing', async () => {
    const before = await t.database.db.select().from(storageObjects);
    for (const [bytes, name, type] of [
      [html, 'pagina.html', 'text/html'],
      [html, 'foto.png', 'image/png'],
      [svg, 'dibujo.svg', 'image/svg+xml'],
    ] as const) {
      const res = await upload(bytes, name, type);
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({ error: expect.stringMatching(/imagen/), code: 'not_an_image' });
    }
    expect(await t.database.db.select().from(storageObjects)).toEqual(before);
  });

  it('serves a stored image with nosniff, a sandbox policy and an image type, whatever the request asks', async () => {
    const res = await upload(await png(), 'foto.html', 'text/html');
    expect(res.statusCode, res.body).toBe(201);
    const url = new URL(res.json<{ imageUrl: string }>().imageUrl);
    expect(url.pathname).toMatch(/\.png$/);
    const file = await t.request({ method: 'GET', url: url.pathname, headers: { accept: 'text/html' } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(file.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });
});
