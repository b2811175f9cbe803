import { describe, expect, it } from 'vitest';
import { iconsFor } from './brand-icons';
import { normaliseSocialUrl, type SocialNetwork } from './social';

const ok = (network: SocialNetwork, input: string) => normaliseSocialUrl(network, input);

describe('the networks added for musicians and the fediverse (issue 38)', () => {
  it.each<[SocialNetwork, string, string]>([
    ['soundcloud', '@banda', 'https://soundcloud.com/banda'],
    ['soundcloud', 'https://soundcloud.com/banda', 'https://soundcloud.com/banda'],
    ['soundcloud', 'http://m.soundcloud.com/banda', 'https://m.soundcloud.com/banda'],
    ['bandcamp', 'banda', 'https://banda.bandcamp.com/'],
    ['bandcamp', 'banda.bandcamp.com', 'https://banda.bandcamp.com/'],
    ['bandcamp', 'https://banda.bandcamp.com/album/disco', 'https://banda.bandcamp.com/album/disco'],
    ['applemusic', 'https://music.apple.com/es/artist/rosalia/1153043358', 'https://music.apple.com/es/artist/rosalia/1153043358'],
    ['threads', '@ana', 'https://www.threads.net/@ana'],
    ['threads', 'https://www.threads.com/@ana', 'https://www.threads.com/@ana'],
    ['bluesky', '@ana.bsky.social', 'https://bsky.app/profile/ana.bsky.social'],
    ['bluesky', 'ana', 'https://bsky.app/profile/ana.bsky.social'],
    ['bluesky', 'https://bsky.app/profile/ana.example', 'https://bsky.app/profile/ana.example'],
    ['mastodon', '@ana@mastodon.social', 'https://mastodon.social/@ana'],
    ['mastodon', 'ana@social.example.org', 'https://social.example.org/@ana'],
    ['mastodon', 'https://fosstodon.org/@ana_b', 'https://fosstodon.org/@ana_b'],
    ['mastodon', 'http://fosstodon.org/@ana/', 'https://fosstodon.org/@ana'],
  ])('%s: %s is stored as %s', (network, input, url) => {
    expect(ok(network, input)).toEqual({ ok: true, url });
  });

  it.each<[SocialNetwork, string]>([
    ['soundcloud', 'https://soundcloud.com.evil.example/banda'],
    ['soundcloud', 'javascript:alert(1)'],
    ['bandcamp', 'https://bandcamp.evil.example/banda'],
    ['applemusic', 'rosalia'],
    ['applemusic', 'https://apple.com/music/rosalia'],
    ['threads', 'https://instagram.com/ana'],
    ['bluesky', 'https://bsky.app.evil.example/profile/ana'],
    ['mastodon', '@ana'],
    ['mastodon', 'ana@localhost'],
    ['mastodon', '@ana@mastodon.social/extra'],
    ['mastodon', 'https://mastodon.social/about'],
    ['mastodon', 'https://mastodon.social/@ana?x=1'],
    ['mastodon', 'javascript:alert(1)//@ana@x.org'],
  ])('%s refuses %s with its Spanish message', (network, input) => {
    const result = ok(network, input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(/^(Escribe|Pega) /);
  });

  it('each new network has its brand mark', () => {
    const networks: SocialNetwork[] = ['soundcloud', 'bandcamp', 'applemusic', 'threads', 'bluesky', 'mastodon'];
    const icons = iconsFor([], networks.map((network) => ({ network, url: 'https://example.org' })));
    expect(Object.keys(icons).sort()).toEqual(['applemusic', 'bandcamp', 'bluesky', 'mastodon', 'soundcloud', 'threads']);
  });
});

describe("the marks' paths (decision 970)", () => {
  it('keep two decimals, and draw the same shape', async () => {
    const { compactPath, BRAND_ICONS } = await import('./brand-icons');
    expect(compactPath('M12 0C5.4 0 0 5.4 0 12s5.4 12 12 12zm5.521 17.34c-.24.359-.66.48-1.021.24-.004.0041')).toBe('M12 0C5.4 0 0 5.4 0 12s5.4 12 12 12zm5.52 17.34c-.24.36-.66.48-1.02.24 0 0');
    for (const icon of Object.values(BRAND_ICONS)) expect(icon.path).not.toMatch(/\.\d{3}/);
  });

  it('look the same as Simple Icons drew them, at 96 px', async () => {
    const sharp = (await import('sharp')).default;
    const icons = await import('simple-icons');
    const { compactPath } = await import('./brand-icons');
    const draw = (path: string) =>
      sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="96" height="96"><path d="${path}"/></svg>`)).raw().ensureAlpha().toBuffer();
    for (const key of ['siSpotify', 'siInstagram', 'siWhatsapp', 'siApplemusic', 'siSoundcloud', 'siMastodon', 'siBandcamp', 'siTiktok', 'siVimeo', 'siX', 'siYoutube', 'siGithub', 'siTelegram', 'siThreads', 'siBluesky', 'siFacebook', 'siTwitch', 'siDiscord', 'siPinterest', 'siKofi'] as const) {
      const [before, after] = await Promise.all([draw(icons[key].path), draw(compactPath(icons[key].path))]);
      let changed = 0;
      for (let index = 3; index < before.length; index += 4) if (Math.abs((before[index] ?? 0) - (after[index] ?? 0)) > 64) changed += 1;
      expect(changed, key).toBeLessThan(20);
    }
  });
});
