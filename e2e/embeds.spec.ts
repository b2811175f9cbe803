import AxeBuilder from '@axe-core/playwright';
import { expect, type BrowserContext, test } from '@playwright/test';
import { OwnerApi } from './support/api';
import { fakeOutsideWorld } from './support/external';
import { expectLinkLeadsTo, openPublicPage } from './support/public-page';

/**
 * 'Música y video' and the contact card's map (issue 38, decisions 970 and 971): the browser's
 * requests show that nothing reaches a provider before the visitor's tap, and that the tap frames
 * the provider's player in place. The providers' hosts answer with a local stub.
 */

const SPOTIFY_ID = '4uLU6hMCjMI75M1A2tKUQC';
const PROVIDER_HOSTS = /^https:\/\/(open\.spotify\.com|embed\.music\.apple\.com|music\.apple\.com|w\.soundcloud\.com|soundcloud\.com|player\.vimeo\.com|vimeo\.com|www\.tiktok\.com|www\.google\.com)\//;

let slug: string;
let spotifyId: number;

test.beforeAll(async ({ baseURL }) => {
  const api = await OwnerApi.signUp(baseURL as string);
  const page = await api.createPage('La Banda');
  await api.updatePage(page.id, {
    bio: 'Música en directo.',
    socialLinks: [
      { network: 'mastodon', url: '@labanda@mastodon.social' },
      { network: 'bandcamp', url: 'labanda' },
      { network: 'soundcloud', url: 'labanda' },
    ],
  });
  spotifyId = (await api.addItem(page.id, { type: 'media', content: { source: `https://open.spotify.com/album/${SPOTIFY_ID}?si=x`, title: 'Nuestro disco' } })).id;
  await api.addItem(page.id, { type: 'media', content: { source: 'https://soundcloud.com/labanda/en-directo', title: 'En directo' } });
  await api.addItem(page.id, { type: 'media', content: { source: 'https://music.apple.com/es/album/motomami/1613600183?i=1613600188' } });
  await api.addItem(page.id, { type: 'media', content: { source: 'https://vimeo.com/76979871', title: 'El videoclip' } });
  await api.addItem(page.id, { type: 'media', content: { source: 'https://www.tiktok.com/@labanda/video/7300000000000000000' } });
  await api.addItem(page.id, { type: 'contactCard', content: { name: 'La Banda', kind: 'company', address: 'Calle Mayor 1, Madrid', showMap: true } });
  slug = page.slug;
});

/** Every request the browser makes to a provider, each answered with a small page. */
async function recordProviders(context: BrowserContext): Promise<string[]> {
  await fakeOutsideWorld(context);
  const requested: string[] = [];
  await context.route(PROVIDER_HOSTS, (route) => {
    requested.push(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Reproductor</title><p>Reproductor de prueba</p>' });
  });
  return requested;
}

test.describe('with JavaScript', () => {
  test('nothing is requested from a provider until the tap, which frames its player in place', async ({ page, context }) => {
    const requested = await recordProviders(context);
    await openPublicPage(page, `/view/${slug}`);
    await page.waitForLoadState('networkidle');
    expect(requested).toEqual([]);
    await expect(page.locator('iframe')).toHaveCount(0);

    await page.getByRole('link', { name: 'Reproducir en Spotify: Nuestro disco' }).click();
    const spotify = page.locator('iframe[title="Reproducir en Spotify: Nuestro disco"]');
    await expect(spotify).toHaveAttribute('src', `https://open.spotify.com/embed/album/${SPOTIFY_ID}?autoplay=1`);
    await expect(spotify.contentFrame().getByText('Reproductor de prueba')).toBeVisible();
    expect(requested).toEqual([`https://open.spotify.com/embed/album/${SPOTIFY_ID}?autoplay=1`]);
    expect(context.pages()).toHaveLength(1);
    await page.screenshot({ path: test.info().outputPath('embeds-after-tap.png') });

    await page.getByRole('link', { name: 'Reproducir en Vimeo: El videoclip' }).click();
    await expect(page.locator('iframe[title="Reproducir en Vimeo: El videoclip"]')).toHaveAttribute('src', 'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1');
    await expect.poll(() => requested.length).toBe(2);
  });

  test("the contact card's map loads from the map provider only when pressed", async ({ page, context }) => {
    const requested = await recordProviders(context);
    await openPublicPage(page, `/view/${slug}`);
    await page.getByText('La Banda', { exact: true }).last().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    expect(requested).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('map-facade.png') });
    await dialog.getByRole('link', { name: 'Ver el mapa de Calle Mayor 1, Madrid' }).click();
    await expect(dialog.locator('iframe[title="Ver el mapa de Calle Mayor 1, Madrid"]')).toHaveAttribute('src', /^https:\/\/www\.google\.com\/maps\?q=Calle%20Mayor/);
    await expect.poll(() => requested).toEqual(['https://www.google.com/maps?q=Calle%20Mayor%201%2C%20Madrid&output=embed']);
  });

  test('axe passes on a phone (390 x 844); screenshots on a phone and a laptop', async ({ page, context }) => {
    await recordProviders(context);
    for (const [label, size] of [['phone', { width: 390, height: 844 }], ['laptop', { width: 1280, height: 800 }]] as const) {
      await page.setViewportSize(size);
      await openPublicPage(page, `/view/${slug}`);
      if (label === 'phone') {
        const results = await new AxeBuilder({ page }).analyze();
        expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
      }
      await page.screenshot({ path: test.info().outputPath(`embeds-${label}.png`), fullPage: true });
    }
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('each facade is a counted /go link to the content on the provider, and nothing loads from one', async ({ page, context }) => {
    const requested = await recordProviders(context);
    await page.goto(`/view/${slug}`);
    await page.waitForLoadState('networkidle');
    const spotify = page.getByRole('link', { name: 'Reproducir en Spotify: Nuestro disco' });
    await expect(spotify).toHaveAttribute('href', `/go/${spotifyId}`);
    await expect(spotify).toHaveAttribute('target', '_blank');
    await expectLinkLeadsTo(page.request, spotify, `https://open.spotify.com/album/${SPOTIFY_ID}`);
    await expectLinkLeadsTo(page.request, page.getByRole('link', { name: 'Reproducir en SoundCloud: En directo' }), 'https://soundcloud.com/labanda/en-directo');
    await expectLinkLeadsTo(page.request, page.getByRole('link', { name: 'Reproducir en Apple Music' }), 'https://music.apple.com/es/album/1613600183?i=1613600188');
    await expectLinkLeadsTo(page.request, page.getByRole('link', { name: 'Reproducir en TikTok' }), 'https://www.tiktok.com/@labanda/video/7300000000000000000');
    // The map, inside the unfolded card.
    await page.getByText('La Banda', { exact: true }).last().click();
    await expectLinkLeadsTo(page.request, page.getByRole('link', { name: 'Ver el mapa de Calle Mayor 1, Madrid' }), 'https://www.google.com/maps/search/?api=1&query=Calle%20Mayor%201%2C%20Madrid');
    expect(requested).toEqual([]);
    await expect(page.locator('iframe')).toHaveCount(0);
  });
});

