import {
  siApplemusic,
  siBandcamp,
  siBehance,
  siBluesky,
  siDiscord,
  siDribbble,
  siFacebook,
  siGithub,
  siInstagram,
  siKofi,
  siMastodon,
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
import { type BrandIcon, type BrandIconKey, brandKeyFor, SOCIAL_BRAND } from './brand-hosts';
import type { SocialLink } from './social';

export type { BrandIcon, BrandIconKey } from './brand-hosts';

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

/** Every brand mark the app ships. Only the server and the editor import this table (decision 312). */
export const BRAND_ICONS: Record<BrandIconKey, BrandIcon> = {
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
  bandcamp: icon(siBandcamp),
  applemusic: icon(siApplemusic),
  mastodon: icon(siMastodon),
};

/** The marks a page needs: its links' sites and its social networks (what its public data carries). */
export function iconsFor(urls: readonly (string | null)[], social: readonly SocialLink[]): Partial<Record<BrandIconKey, BrandIcon>> {
  const icons: Partial<Record<BrandIconKey, BrandIcon>> = {};
  for (const url of urls) {
    const key = brandKeyFor(url);
    if (key) icons[key] = BRAND_ICONS[key];
  }
  for (const link of social) {
    const key = SOCIAL_BRAND[link.network];
    if (key) icons[key] = BRAND_ICONS[key];
  }
  return icons;
}
