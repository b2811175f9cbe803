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

/**
 * A mark's path with its numbers to two decimals: a hundredth of the 24-unit box is far below a
 * pixel at the sizes drawn, and every mark is sent inline in the page (decision 970: with the
 * 'Música y video' facades, the public page's budget needed the bytes).
 */
export function compactPath(path: string): string {
  const NUMBER = /^-?(?:\d+(?:\.\d*)?|\.\d+)(?:e[-+]?\d+)?/i;
  let out = '';
  let command = '';
  let argument = 0;
  // The number written just before, with nothing between (null after a command, space or comma).
  let previous: string | null = null;
  let index = 0;
  while (index < path.length) {
    const char = path[index] ?? '';
    if (/[a-z]/i.test(char) && char !== 'e' && char !== 'E') {
      [command, argument, previous] = [char, 0, null];
      out += char;
      index += 1;
      continue;
    }
    if (/[\s,]/.test(char)) {
      previous = null;
      out += char;
      index += 1;
      continue;
    }
    // An arc's two flags are one character each and may run into what follows ('a1 1 0 01.5.5').
    if ((command === 'a' || command === 'A') && (argument % 7 === 3 || argument % 7 === 4)) {
      out += char;
      previous = 'flag';
      argument += 1;
      index += 1;
      continue;
    }
    const number = NUMBER.exec(path.slice(index))?.[0];
    if (!number) return path;
    index += number.length;
    argument += 1;
    let text = number;
    if (/\.\d{3,}$/.test(number)) {
      text = Number(number).toFixed(2).replace(/0+$/, '').replace(/\.$/, '').replace(/^(-?)0\./, '$1.');
      if (text === '-0' || text === '') text = '0';
    }
    // Kept apart from the number before when rounding made them run together ('.996' → '1', '1.996' → '2').
    const apart = previous !== null && previous !== 'flag' && ((/^\d/.test(text) && !/^\d/.test(number)) || (text.startsWith('.') && !previous.includes('.')));
    out += apart ? ` ${text}` : text;
    previous = text;
  }
  return out;
}

function icon(source: { title: string; path: string }): BrandIcon {
  return { title: source.title, path: compactPath(source.path) };
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
