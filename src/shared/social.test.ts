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
