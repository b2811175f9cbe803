import type { SocialNetwork } from './social-networks';

/**
 * Which well-known site an address is on, by domain, for its brand icon (issue 18, decision 312).
 * Small and free of the marks themselves: the public page's script carries this, never the SVG
 * paths, which come with the page's data (src/shared/brand-icons.ts).
 */

/** A brand's mark: one SVG path on a 24 x 24 box. */
export interface BrandIcon {
  title: string;
  path: string;
}

export const BRAND_ICON_KEYS = ['instagram', 'tiktok', 'youtube', 'x', 'facebook', 'linkedin', 'github', 'twitch', 'spotify', 'whatsapp', 'telegram', 'threads', 'pinterest', 'discord', 'soundcloud', 'bluesky', 'reddit', 'patreon', 'substack', 'vimeo', 'paypal', 'kofi', 'behance', 'dribbble', 'bandcamp', 'applemusic', 'mastodon'] as const;
export type BrandIconKey = (typeof BRAND_ICON_KEYS)[number];
export type BrandIcons = Partial<Record<BrandIconKey, BrandIcon>>;

/** The mark of each social network of the icons row (e-mail and website use plain icons). */
export const SOCIAL_BRAND: Record<SocialNetwork, BrandIconKey | null> = {
  instagram: 'instagram',
  tiktok: 'tiktok',
  youtube: 'youtube',
  x: 'x',
  facebook: 'facebook',
  linkedin: 'linkedin',
  github: 'github',
  twitch: 'twitch',
  spotify: 'spotify',
  whatsapp: 'whatsapp',
  telegram: 'telegram',
  soundcloud: 'soundcloud',
  bandcamp: 'bandcamp',
  applemusic: 'applemusic',
  threads: 'threads',
  bluesky: 'bluesky',
  mastodon: 'mastodon',
  email: null,
  website: null,
};

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
  ['bandcamp.com', 'bandcamp'],
  ['music.apple.com', 'applemusic'],
  ['mastodon.social', 'mastodon'],
];

/** The brand of a well-known site an address points at, or null. */
export function brandKeyFor(href: string | null | undefined): BrandIconKey | null {
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
    if (host === domain || host.endsWith(`.${domain}`)) return key;
  }
  return null;
}
