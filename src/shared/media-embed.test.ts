import { describe, expect, it } from 'vitest';
import { MEDIA_PLAYER_ORIGINS, MEDIA_URL_ERROR, mediaPageUrl, mediaPlayerUrl, parseMediaReference, readMediaEmbed } from './media-embed';

const SPOTIFY_ID = '4uLU6hMCjMI75M1A2tKUQC';

/** Every accepted shape, with the reference it is stored as. */
const ACCEPTED: [string, string][] = [
  // Spotify: track, album, playlist, episode, show, artist; intl- prefixes, embed links, app URIs.
  [`https://open.spotify.com/track/${SPOTIFY_ID}?si=abc123`, `spotify:track:${SPOTIFY_ID}`],
  [`https://open.spotify.com/intl-es/track/${SPOTIFY_ID}`, `spotify:track:${SPOTIFY_ID}`],
  [`open.spotify.com/album/${SPOTIFY_ID}`, `spotify:album:${SPOTIFY_ID}`],
  [`https://open.spotify.com/playlist/${SPOTIFY_ID}`, `spotify:playlist:${SPOTIFY_ID}`],
  [`https://open.spotify.com/episode/${SPOTIFY_ID}`, `spotify:episode:${SPOTIFY_ID}`],
  [`https://open.spotify.com/show/${SPOTIFY_ID}`, `spotify:show:${SPOTIFY_ID}`],
  [`https://open.spotify.com/artist/${SPOTIFY_ID}`, `spotify:artist:${SPOTIFY_ID}`],
  [`https://open.spotify.com/embed/playlist/${SPOTIFY_ID}?utm_source=generator`, `spotify:playlist:${SPOTIFY_ID}`],
  [`spotify:album:${SPOTIFY_ID}`, `spotify:album:${SPOTIFY_ID}`],
  // Apple Music: album, a song of an album (?i=), song, playlist, music video; with or without the name.
  ['https://music.apple.com/es/album/motomami/1613600183', 'applemusic:album:es/1613600183'],
  ['https://music.apple.com/es/album/saoko/1613600183?i=1613600188', 'applemusic:song:es/1613600183/1613600188'],
  ['https://music.apple.com/us/song/saoko/1613600188', 'applemusic:song:us/1613600188'],
  ['https://music.apple.com/es/playlist/exitos/pl.f4d106fed2bd41149aaacabb233eb5eb', 'applemusic:playlist:es/pl.f4d106fed2bd41149aaacabb233eb5eb'],
  ['https://embed.music.apple.com/es/album/1613600183', 'applemusic:album:es/1613600183'],
  ['https://music.apple.com/es/music-video/despecha/1633022000', 'applemusic:music-video:es/1633022000'],
  // SoundCloud: a track, a set, a profile; the phone site.
  ['https://soundcloud.com/banda/mi-cancion', 'soundcloud:track:banda/mi-cancion'],
  ['https://soundcloud.com/banda/mi-cancion?in=banda/sets/disco&si=x', 'soundcloud:track:banda/mi-cancion'],
  ['https://m.soundcloud.com/banda/sets/disco-2024', 'soundcloud:playlist:banda/sets/disco-2024'],
  ['soundcloud.com/banda', 'soundcloud:artist:banda'],
  // Vimeo: the video page, an unlisted one with its hash, the player, channels and showcases.
  ['https://vimeo.com/76979871', 'vimeo:video:76979871'],
  ['https://vimeo.com/76979871/8272103f6e', 'vimeo:video:76979871/8272103f6e'],
  ['https://player.vimeo.com/video/76979871?h=8272103f6e&badge=0', 'vimeo:video:76979871/8272103f6e'],
  ['https://vimeo.com/channels/staffpicks/76979871', 'vimeo:video:76979871'],
  ['https://vimeo.com/showcase/123456/video/76979871', 'vimeo:video:76979871'],
  // TikTok: the video page (the only form that names the video without a request).
  ['https://www.tiktok.com/@banda.oficial/video/7300000000000000000?lang=es', 'tiktok:video:banda.oficial/7300000000000000000'],
  ['https://m.tiktok.com/@banda/video/7300000000000000001', 'tiktok:video:banda/7300000000000000001'],
];

const REFUSED = [
  '',
  'no es un enlace',
  'javascript:alert(1)',
  `https://open.spotify.com.evil.example/track/${SPOTIFY_ID}`,
  `https://open.spotify.com/user/${SPOTIFY_ID}`,
  'https://open.spotify.com/track/corto',
  `https://open.spotify.com/track/${SPOTIFY_ID}/extra`,
  'https://spotify.link/abcdEFGh',
  `spotify:user:${SPOTIFY_ID}`,
  'https://music.apple.com/es/artist/rosalia/1153043358',
  'https://music.apple.com/album/motomami/1613600183',
  'https://music.apple.com/es/album/saoko/1613600183?i=abc',
  'https://apple.com/es/album/motomami/1613600183',
  'https://soundcloud.com/discover',
  'https://soundcloud.com/banda/sets',
  'https://soundcloud.com/banda/likes',
  'https://on.soundcloud.com/AbCdEf',
  'https://soundcloud.com/banda/cancion/extra/mas',
  'https://vimeo.com/about',
  'https://vimeo.com/76979871/NOHASH!',
  'https://vimeo.com/categories/x/76979871',
  'https://vimeo.evil.example/76979871',
  'https://vm.tiktok.com/ZMabc123/',
  'https://www.tiktok.com/@banda',
  'https://www.tiktok.com/@banda/photo/7300000000000000000',
  'https://www.tiktok.com/video/7300000000000000000',
  'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  'ftp://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC',
  `https://user:pw@open.spotify.com/track/${SPOTIFY_ID}`,
  `https://open.spotify.com:8443/track/${SPOTIFY_ID}`,
  'soundcloud:track:banda/../../x',
  'tiktok:video:banda/123',
];

describe("'Música y video' addresses (issue 38)", () => {
  it.each(ACCEPTED)('%s is stored as %s, and the stored form reads back as itself', (pasted, reference) => {
    expect(parseMediaReference(pasted)).toBe(reference);
    expect(parseMediaReference(reference)).toBe(reference);
  });

  it.each(REFUSED)('refuses %j', (pasted) => {
    expect(parseMediaReference(pasted)).toBeNull();
  });

  it('the field error names every accepted provider, in Spanish', () => {
    for (const name of ['Spotify', 'Apple Music', 'SoundCloud', 'Vimeo', 'TikTok']) expect(MEDIA_URL_ERROR).toContain(name);
  });

  it("links to the content's page and plays from the provider's player origin", () => {
    const cases: [string, string, string][] = [
      [`spotify:playlist:${SPOTIFY_ID}`, `https://open.spotify.com/playlist/${SPOTIFY_ID}`, `https://open.spotify.com/embed/playlist/${SPOTIFY_ID}?autoplay=1`],
      ['applemusic:song:es/1613600183/1613600188', 'https://music.apple.com/es/album/1613600183?i=1613600188', 'https://embed.music.apple.com/es/album/1613600183?i=1613600188'],
      ['soundcloud:track:banda/mi-cancion', 'https://soundcloud.com/banda/mi-cancion', 'https://w.soundcloud.com/player/?url=https%3A%2F%2Fsoundcloud.com%2Fbanda%2Fmi-cancion&auto_play=true&visual=false'],
      ['vimeo:video:76979871/8272103f6e', 'https://vimeo.com/76979871/8272103f6e', 'https://player.vimeo.com/video/76979871?h=8272103f6e&autoplay=1&dnt=1'],
      ['tiktok:video:banda/7300000000000000000', 'https://www.tiktok.com/@banda/video/7300000000000000000', 'https://www.tiktok.com/player/v1/7300000000000000000?autoplay=1'],
    ];
    for (const [reference, page, player] of cases) {
      const embed = readMediaEmbed(reference);
      expect(embed).not.toBeNull();
      if (!embed) continue;
      expect(mediaPageUrl(embed)).toBe(page);
      expect(mediaPlayerUrl(embed)).toBe(player);
      expect(player.startsWith(`${MEDIA_PLAYER_ORIGINS[embed.provider]}/`)).toBe(true);
    }
  });
});
