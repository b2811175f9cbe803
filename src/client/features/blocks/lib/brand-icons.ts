import {
  siBehance,
  siBluesky,
  siDiscord,
  siDribbble,
  siFacebook,
  siGithub,
  siInstagram,
  siKofi,
  siPatreon,
  siPaypal,
  siPinterest,
  siReddit,
  siSoundcloud,
  siSpotify,
  siSubstack,
  siTelegram,
  siThreads,
  siTiktok,
  siTwitch,
  siVimeo,
  siWhatsapp,
  siX,
  siYoutube,
} from 'simple-icons';

/** A brand's mark: one SVG path on a 24 x 24 box (Simple Icons, CC0; only these are bundled). */
export interface BrandIcon {
  title: string;
  path: string;
}

/**
 * LinkedIn asked Simple Icons to remove its mark, so this is our own plain 'in' monogram in a
 * rounded square (drawn for LinkHub, not LinkedIn's artwork).
 */
const LINKEDIN: BrandIcon = {
  title: 'LinkedIn',
  path: 'M4 0h16a4 4 0 0 1 4 4v16a4 4 0 0 1-4 4H4a4 4 0 0 1-4-4V4a4 4 0 0 1 4-4Zm1.5 9v10h3.2V9Zm1.6-5a1.85 1.85 0 1 0 0 3.7 1.85 1.85 0 0 0 0-3.7ZM10.6 9v10h3.2v-5.3c0-1.5.8-2.3 1.9-2.3s1.6.8 1.6 2.2V19h3.2v-6.1c0-2.9-1.6-4.1-3.7-4.1-1.4 0-2.4.6-3 1.5V9Z',
};

function icon(source: { title: string; path: string }): BrandIcon {
  return { title: source.title, path: source.path };
}

const ICONS = {
  instagram: icon(siInstagram),
  tiktok: icon(siTiktok),
  youtube: icon(siYoutube),
  x: icon(siX),
  facebook: icon(siFacebook),
  linkedin: LINKEDIN,
  github: icon(siGithub),
  twitch: icon(siTwitch),
  spotify: icon(siSpotify),
  whatsapp: icon(siWhatsapp),
  telegram: icon(siTelegram),
  threads: icon(siThreads),
  pinterest: icon(siPinterest),
  discord: icon(siDiscord),
  soundcloud: icon(siSoundcloud),
  bluesky: icon(siBluesky),
  reddit: icon(siReddit),
  patreon: icon(siPatreon),
  substack: icon(siSubstack),
  vimeo: icon(siVimeo),
  paypal: icon(siPaypal),
  kofi: icon(siKofi),
  behance: icon(siBehance),
  dribbble: icon(siDribbble),
} as const;
export type BrandIconKey = keyof typeof ICONS;

/** Sites by domain (and its subdomains). */
const HOSTS: [string, BrandIconKey][] = [
  ['instagram.com', 'instagram'],
  ['instagr.am', 'instagram'],
  ['tiktok.com', 'tiktok'],
  ['youtube.com', 'youtube'],
  ['youtu.be', 'youtube'],
  ['x.com', 'x'],
  ['twitter.com', 'x'],
  ['facebook.com', 'facebook'],
  ['fb.com', 'facebook'],
  ['fb.me', 'facebook'],
  ['linkedin.com', 'linkedin'],
  ['lnkd.in', 'linkedin'],
  ['github.com', 'github'],
  ['twitch.tv', 'twitch'],
  ['spotify.com', 'spotify'],
  ['spotify.link', 'spotify'],
  ['wa.me', 'whatsapp'],
  ['whatsapp.com', 'whatsapp'],
  ['t.me', 'telegram'],
  ['telegram.me', 'telegram'],
  ['threads.net', 'threads'],
  ['threads.com', 'threads'],
  ['pinterest.com', 'pinterest'],
  ['pinterest.es', 'pinterest'],
  ['pin.it', 'pinterest'],
  ['discord.gg', 'discord'],
  ['discord.com', 'discord'],
  ['soundcloud.com', 'soundcloud'],
  ['bsky.app', 'bluesky'],
  ['reddit.com', 'reddit'],
  ['patreon.com', 'patreon'],
  ['substack.com', 'substack'],
  ['vimeo.com', 'vimeo'],
  ['paypal.com', 'paypal'],
  ['paypal.me', 'paypal'],
  ['ko-fi.com', 'kofi'],
  ['behance.net', 'behance'],
  ['dribbble.com', 'dribbble'],
];

export function brandIcon(key: BrandIconKey): BrandIcon {
  return ICONS[key];
}

/** The brand of a well-known site an address points at, or null. */
export function brandIconFor(href: string | null): BrandIcon | null {
  if (!href) return null;
  let host: string;
  try {
    const url = new URL(href);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    host = url.hostname.toLowerCase();
  } catch {
    return null;
  }
  for (const [domain, key] of HOSTS) {
    if (host === domain || host.endsWith(`.${domain}`)) return ICONS[key];
  }
  return null;
}
