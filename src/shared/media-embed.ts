/**
 * The 'Música y video' block's addresses (issue 38, decision 970): which provider a pasted link is
 * on, read from the address alone (no network call), and what its player needs. A block stores the
 * short reference `provider:kind:id` (`spotify:track:4uLU6hMCjMI75M1A2tKUQC`); the content's page
 * on the provider and the player's address both follow from it. Kept free of Zod: the public page
 * reads it.
 */

/** The accepted providers and their names. */
export const MEDIA_PROVIDER_NAMES = {
  spotify: 'Spotify',
  applemusic: 'Apple Music',
  soundcloud: 'SoundCloud',
  vimeo: 'Vimeo',
  tiktok: 'TikTok',
} as const;
type MediaProvider = keyof typeof MEDIA_PROVIDER_NAMES;

/** The Spanish field error: it names every provider the block accepts. */
export const MEDIA_URL_ERROR = 'Enlace no reconocido: pega el enlace de una canción, disco, lista, podcast o video de Spotify, Apple Music, SoundCloud, Vimeo o TikTok';

/** Where each provider's player comes from: the CSP's frame-src names exactly these. */
export const MEDIA_PLAYER_ORIGINS: Record<MediaProvider, string> = {
  spotify: 'https://open.spotify.com',
  applemusic: 'https://embed.music.apple.com',
  soundcloud: 'https://w.soundcloud.com',
  vimeo: 'https://player.vimeo.com',
  tiktok: 'https://www.tiktok.com',
};

export interface MediaEmbed {
  provider: MediaProvider;
  /** What it is on the provider: track, album, playlist, episode, show, artist, song, video... */
  kind: string;
  /** The provider's own identification of it (for SoundCloud its path, for Apple Music storefront/id[/track]). */
  id: string;
}

const SPOTIFY_KINDS = ['track', 'album', 'playlist', 'episode', 'show', 'artist'];
const SPOTIFY_ID = /^[A-Za-z0-9]{22}$/;
const APPLE_KINDS = ['album', 'playlist', 'song', 'music-video'];
const APPLE_STOREFRONT = /^[a-z]{2}$/;
const APPLE_ID = /^(?:\d{1,15}|pl\.[A-Za-z0-9-]{1,64})$/;
const SOUNDCLOUD_NAME = /^[A-Za-z0-9_-]{1,100}$/;
/** SoundCloud paths that are pages of the site, not a profile. */
const SOUNDCLOUD_RESERVED = new Set(['discover', 'search', 'upload', 'you', 'stream', 'charts', 'pages', 'settings', 'messages', 'notifications', 'people', 'terms-of-use', 'mobile', 'signin', 'player']);
const VIMEO_ID = /^\d{1,12}$/;
const VIMEO_HASH = /^[0-9a-f]{6,20}$/;
const TIKTOK_ID = /^\d{8,25}$/;
const TIKTOK_USER = /^[A-Za-z0-9._]{1,50}$/;

function address(input: string): URL | null {
  const value = input.trim();
  if (!value || /\s/.test(value) || value.length > 2048) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value.replace(/^\/\//, '')}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/** The path's parts, without empty ones. */
function partsOf(url: URL): string[] {
  return url.pathname.split('/').filter(Boolean).map((part) => decodeURIComponentSafe(part));
}

function decodeURIComponentSafe(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

function spotify(url: URL, host: string): MediaEmbed | null {
  if (host !== 'open.spotify.com' && host !== 'play.spotify.com') return null;
  let parts = partsOf(url);
  if (/^intl-[a-z]{2}(?:-[a-z]{2})?$/i.test(parts[0] ?? '')) parts = parts.slice(1);
  if (parts[0] === 'embed') parts = parts.slice(1);
  const [kind = '', id = '', ...rest] = parts;
  return SPOTIFY_KINDS.includes(kind) && SPOTIFY_ID.test(id) && rest.length === 0 ? { provider: 'spotify', kind, id } : null;
}

function appleMusic(url: URL, host: string): MediaEmbed | null {
  if (host !== 'music.apple.com' && host !== 'embed.music.apple.com') return null;
  const [storefront = '', kind = '', ...rest] = partsOf(url);
  // /{storefront}/{kind}/{slug}/{id} or, without the name, /{storefront}/{kind}/{id}.
  const id = rest.length === 2 || rest.length === 1 ? (rest.at(-1) ?? '') : '';
  if (!APPLE_STOREFRONT.test(storefront) || !APPLE_KINDS.includes(kind) || !APPLE_ID.test(id)) return null;
  const track = url.searchParams.get('i');
  if (track !== null && (kind !== 'album' || !/^\d{1,15}$/.test(track))) return null;
  return { provider: 'applemusic', kind: track ? 'song' : kind, id: [storefront, id, ...(track ? [track] : [])].join('/') };
}

function soundcloud(url: URL, host: string): MediaEmbed | null {
  if (host !== 'soundcloud.com' && host !== 'm.soundcloud.com') return null;
  const parts = partsOf(url);
  const [user = '', second, third, ...rest] = parts;
  if (!SOUNDCLOUD_NAME.test(user) || SOUNDCLOUD_RESERVED.has(user.toLowerCase()) || rest.length > 0) return null;
  if (second === undefined) return { provider: 'soundcloud', kind: 'artist', id: user };
  if (second === 'sets' && third && SOUNDCLOUD_NAME.test(third)) return { provider: 'soundcloud', kind: 'playlist', id: `${user}/sets/${third}` };
  if (third === undefined && SOUNDCLOUD_NAME.test(second) && !['sets', 'tracks', 'albums', 'likes', 'reposts', 'followers', 'following', 'popular-tracks'].includes(second)) {
    return { provider: 'soundcloud', kind: 'track', id: `${user}/${second}` };
  }
  return null;
}

function vimeo(url: URL, host: string): MediaEmbed | null {
  const parts = partsOf(url);
  let id: string | undefined;
  let hash: string | null | undefined;
  if (host === 'player.vimeo.com') {
    if (parts[0] !== 'video' || parts.length !== 2) return null;
    id = parts[1];
    hash = url.searchParams.get('h');
  } else if (host === 'vimeo.com') {
    // vimeo.com/ID, vimeo.com/ID/HASH (unlisted), /channels/x/ID, /groups/x/videos/ID, /showcase/x/video/ID.
    const match = /^(?:channels\/[\w-]+\/|groups\/[\w-]+\/videos\/|(?:showcase|album)\/\d+\/video\/)?(\d+)(?:\/([^/]+))?$/.exec(parts.join('/'));
    if (!match) return null;
    id = match[1];
    hash = match[2] ?? url.searchParams.get('h');
  } else return null;
  if (!id || !VIMEO_ID.test(id) || (hash != null && !VIMEO_HASH.test(hash))) return null;
  return { provider: 'vimeo', kind: 'video', id: hash ? `${id}/${hash}` : id };
}

function tiktok(url: URL, host: string): MediaEmbed | null {
  if (host !== 'tiktok.com' && host !== 'www.tiktok.com' && host !== 'm.tiktok.com') return null;
  const [user = '', kind, id = '', ...rest] = partsOf(url);
  // Only /@user/video/ID names the video: short links (vm.tiktok.com) need a request to resolve.
  if (!user.startsWith('@') || !TIKTOK_USER.test(user.slice(1)) || kind !== 'video' || !TIKTOK_ID.test(id) || rest.length > 0) return null;
  return { provider: 'tiktok', kind: 'video', id: `${user.slice(1)}/${id}` };
}

const READERS = [spotify, appleMusic, soundcloud, vimeo, tiktok];
const REFERENCE = /^(spotify|applemusic|soundcloud|vimeo|tiktok):([a-z-]{1,20}):(\S{1,300})$/;

/** A stored reference read back, checked as strictly as a pasted address. */
function fromReference(value: string): MediaEmbed | null {
  const match = REFERENCE.exec(value);
  if (!match) return null;
  const [, provider, kind, id] = match as unknown as [string, MediaProvider, string, string];
  const back = mediaEmbedFromAddress(mediaPageUrl({ provider, kind, id }));
  return back && back.provider === provider && back.kind === kind && back.id === id ? back : null;
}

function mediaEmbedFromAddress(input: string): MediaEmbed | null {
  const url = address(input);
  if (!url || url.username || url.password || (url.port && url.port !== '443')) return null;
  const host = url.hostname.toLowerCase();
  for (const read of READERS) {
    const embed = read(url, host);
    if (embed) return embed;
  }
  return null;
}

/** What a pasted link (or a stored reference) names, or null when no accepted provider's content. */
export function readMediaEmbed(input: string): MediaEmbed | null {
  const value = input.trim();
  // Spotify's app links: spotify:track:ID.
  const uri = /^spotify:([a-z]+):([A-Za-z0-9]{22})$/.exec(value);
  if (uri && SPOTIFY_KINDS.includes(uri[1] ?? '')) return { provider: 'spotify', kind: uri[1] ?? '', id: uri[2] ?? '' };
  return fromReference(value) ?? mediaEmbedFromAddress(value);
}

/** The stored form of a pasted link: `provider:kind:id`, or null (the field's parser). */
export function parseMediaReference(input: string): string | null {
  const embed = readMediaEmbed(input);
  return embed ? `${embed.provider}:${embed.kind}:${embed.id}` : null;
}

/** The content's own page on the provider: where the facade links without JavaScript. */
export function mediaPageUrl({ provider, kind, id }: MediaEmbed): string {
  switch (provider) {
    case 'spotify':
      return `https://open.spotify.com/${kind}/${id}`;
    case 'applemusic': {
      const [storefront, collection, track] = id.split('/');
      return `https://music.apple.com/${storefront}/${kind === 'song' && track ? 'album' : kind}/${collection}${track ? `?i=${track}` : ''}`;
    }
    case 'soundcloud':
      return `https://soundcloud.com/${id}`;
    case 'vimeo':
      return `https://vimeo.com/${id}`;
    case 'tiktok': {
      const [user, video] = id.split('/');
      return `https://www.tiktok.com/@${user}/video/${video}`;
    }
  }
}

/** The provider's player for it, started by the visitor's tap. */
export function mediaPlayerUrl({ provider, kind, id }: MediaEmbed): string {
  const origin = MEDIA_PLAYER_ORIGINS[provider];
  switch (provider) {
    case 'spotify':
      return `${origin}/embed/${kind}/${id}?autoplay=1`;
    case 'applemusic': {
      const [storefront, collection, track] = id.split('/');
      return `${origin}/${storefront}/${kind === 'song' && track ? 'album' : kind}/${collection}${track ? `?i=${track}` : ''}`;
    }
    case 'soundcloud':
      return `${origin}/player/?url=${encodeURIComponent(`https://soundcloud.com/${id}`)}&auto_play=true&visual=${kind === 'track' ? 'false' : 'true'}`;
    case 'vimeo': {
      const [video, hash] = id.split('/');
      return `${origin}/video/${video}?${hash ? `h=${hash}&` : ''}autoplay=1&dnt=1`;
    }
    case 'tiktok':
      return `${origin}/player/v1/${id.split('/')[1]}?autoplay=1`;
  }
}

/** The player's height in CSS pixels on a phone, or 'video' for a 16:9 box, 'portrait' for 9:16. */
export function mediaPlayerShape({ provider, kind }: MediaEmbed): number | 'video' | 'portrait' {
  if (provider === 'vimeo') return 'video';
  if (provider === 'tiktok') return 'portrait';
  if (provider === 'spotify') return kind === 'track' || kind === 'episode' ? 152 : 352;
  if (provider === 'applemusic') return kind === 'song' ? 175 : 450;
  return kind === 'track' ? 166 : 450;
}
