import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_URL_ERROR } from '@shared/media-embed';
import type { Page } from '@shared/schemas/page';
import { createItem, createPage } from '../../test/factories';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';

// 'Música y video' and the contact card's map (issue 38, decisions 970 and 971): what the API
// stores, and the facades the public page draws, with nothing loaded from a provider.

let t: TestApp;
let owner: TestUser;
let page: Page;
const ids: Record<string, number> = {};

const SPOTIFY = 'https://open.spotify.com/intl-es/album/4uLU6hMCjMI75M1A2tKUQC?si=x';

beforeAll(async () => {
  t = await createTestApp({ publicView: true, publicUrl: 'http://links.example' });
  owner = await t.user();
  page = await createPage(t, owner, { title: 'Banda' });
  for (const [name, body] of Object.entries({
    spotify: { type: 'media', content: { source: SPOTIFY, title: 'Nuestro disco' } },
    vimeo: { type: 'media', content: { source: 'https://vimeo.com/76979871' } },
    contact: { type: 'contactCard', content: { name: 'Banda', address: 'Calle Mayor 1, Madrid', showMap: true } },
    contactNoMap: { type: 'contactCard', content: { name: 'Sin mapa', address: 'Calle Luna 2' } },
  })) {
    ids[name] = (await createItem(t, owner, page.id, body)).id;
  }
});
afterAll(() => t.close());

async function view() {
  const res = await t.request({ method: 'GET', url: `/view/${page.slug}`, headers: { host: 'links.example' } });
  expect(res.statusCode).toBe(200);
  return { res, document: new JSDOM(res.body).window.document };
}

describe("'Música y video'", () => {
  it('stores the reference the player needs, from the pasted address', async () => {
    const res = await t.request({ method: 'GET', url: `/api/pages/${page.id}/items`, as: owner });
    const stored = res.json<{ id: number; content: Record<string, unknown> }[]>();
    expect(stored.find((item) => item.id === ids.spotify)?.content).toEqual({ source: 'spotify:album:4uLU6hMCjMI75M1A2tKUQC', title: 'Nuestro disco' });
    expect(stored.find((item) => item.id === ids.vimeo)?.content.source).toBe('vimeo:video:76979871');
  });

  it.each(['https://vm.tiktok.com/ZMabc123/', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'javascript:alert(1)', 'https://spotify.link/abc'])(
    'refuses %j with the Spanish field error naming the providers',
    async (source) => {
      const res = await t.request({ method: 'POST', url: `/api/pages/${page.id}/items`, payload: { type: 'media', content: { source } }, as: owner });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error).toBe(MEDIA_URL_ERROR);
      expect(res.json().details[0].path).toMatch(/^content/);
    },
  );

  it('is a facade: the provider mark, the title and a counted /go link, no frame and nothing from the provider', async () => {
    const { res, document } = await view();
    const block = document.querySelector(`[data-block-type="media"]`);
    const link = block?.querySelector('a[data-part="embed"]');
    expect(link?.getAttribute('href')).toBe(`/go/${ids.spotify}`);
    expect(link?.getAttribute('aria-label')).toBe('Reproducir en Spotify: Nuestro disco');
    expect(link?.getAttribute('data-embed-src')).toBe('https://open.spotify.com/embed/album/4uLU6hMCjMI75M1A2tKUQC?autoplay=1');
    expect(link?.querySelector('svg path')?.getAttribute('d')).toMatch(/^M/);
    expect(link?.textContent).toContain('Nuestro disco');
    expect(document.querySelector('iframe')).toBeNull();
    // No element of the page loads anything from a provider: only the facade's data names the player.
    for (const element of document.querySelectorAll('[src], link[href]')) {
      expect(element.getAttribute('src') ?? element.getAttribute('href')).not.toMatch(/spotify|vimeo|soundcloud|apple|tiktok|google/);
    }
    expect(res.headers['content-security-policy']).toContain('https://open.spotify.com');

    const go = await t.request({ method: 'GET', url: `/go/${ids.spotify}`, headers: { 'user-agent': 'curl/8' } });
    expect(go.statusCode).toBe(302);
    expect(go.headers.location).toBe('https://open.spotify.com/album/4uLU6hMCjMI75M1A2tKUQC#');
    const vimeo = document.querySelectorAll('[data-block-type="media"]')[1]?.querySelector('a');
    expect(vimeo?.getAttribute('aria-label')).toBe('Reproducir en Vimeo');
    expect(vimeo?.getAttribute('data-embed-src')).toBe('https://player.vimeo.com/video/76979871?autoplay=1&dnt=1');
  });

  it('the YouTube block is on the same facade', async () => {
    const youtube = await createPage(t, owner, { title: 'Vídeos' });
    const item = await createItem(t, owner, youtube.id, { type: 'youtube', content: { videoId: 'M7lc1UVf-VE' } });
    const res = await t.request({ method: 'GET', url: `/view/${youtube.slug}`, headers: { host: 'links.example' } });
    const link = new JSDOM(res.body).window.document.querySelector('a[data-part="embed"]');
    expect(link?.getAttribute('href')).toBe(`/go/${item.id}`);
    expect(link?.getAttribute('data-video-id')).toBe('M7lc1UVf-VE');
  });
});

describe("the contact card's map", () => {
  it("with 'Mostrar mapa', a map facade linking to the map through /go; without it, none", async () => {
    const { document } = await view();
    const [withMap, withoutMap] = document.querySelectorAll('[data-block-type="contactCard"]');
    const map = withMap?.querySelector('a[data-part="embed"]');
    expect(map?.getAttribute('href')).toBe(`/go/${ids.contact}/maps`);
    expect(map?.getAttribute('aria-label')).toBe('Ver el mapa de Calle Mayor 1, Madrid');
    expect(map?.getAttribute('data-embed-src')).toBe('https://www.google.com/maps?q=Calle%20Mayor%201%2C%20Madrid&output=embed');
    expect(withoutMap?.querySelector('a[data-part="embed"]')).toBeNull();
  });
});
