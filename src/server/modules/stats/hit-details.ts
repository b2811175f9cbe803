import Bowser from 'bowser';
import { isbot } from 'isbot';
import { STATS_DIRECT } from '@shared/schemas/stats';

/** The most any stored name keeps (utm values are free text). */
const MAX_NAME = 100;

const DEVICES: Record<string, string> = { mobile: 'Móvil', tablet: 'Tableta', desktop: 'Ordenador' };

/** What a user agent tells: device class, browser and OS family, the in-app browser, whether it is a bot. */
export interface Agent {
  /** A bot or link-preview fetcher (`isbot`). */
  bot: boolean;
  /** The in-app browser's name (the source when there is no utm_source), or null. */
  app: string | null;
  device: string;
  browser: string;
  os: string;
}

const BOT: Agent = { bot: true, app: null, device: 'Otro', browser: 'Otro', os: 'Otro' };

/** What counting a hit needs of its user agent (bowser for the device). A bot's is not parsed further; nothing of it is kept. */
export function agentOf(userAgent: string): Agent {
  if (isbot(userAgent)) return BOT;
  const app = inAppOf(userAgent);
  try {
    const parsed = Bowser.parse(userAgent);
    return { bot: false, app, device: DEVICES[parsed.platform.type ?? ''] ?? 'Otro', browser: app ?? parsed.browser.name ?? 'Otro', os: parsed.os.name ?? 'Otro' };
  } catch {
    return { bot: false, app, device: 'Otro', browser: 'Otro', os: 'Otro' };
  }
}

/** In-app browsers by the token their app adds to the user agent; they usually send no referrer. */
const IN_APP: readonly [RegExp, string][] = [
  [/\bInstagram\b/, 'Instagram'],
  [/\bFBAN\/|\bFBAV\/|\bFB_IAB\/|\bFBIOS\b|\bMessenger(?:ForiOS|LiteForiOS)?\b/, 'Facebook'],
  [/\bmusical_ly\b|\bBytedanceWebview\b|\bTikTok\b|\btrill_/i, 'TikTok'],
  [/\bSnapchat\b/, 'Snapchat'],
  [/\bLinkedInApp\b/, 'LinkedIn'],
  [/\bBarcelona\b/, 'Threads'],
  [/\bPinterest\b/, 'Pinterest'],
  [/\bTwitter(?:Android)?\b/, 'X'],
  [/\bLine\/\d/, 'LINE'],
  [/\bWhatsApp\b/, 'WhatsApp'],
  [/\bTelegram\b/, 'Telegram'],
];

/** The in-app browser's name, or null (a dozen expressions a call). */
const inAppOf = (userAgent: string): string | null => IN_APP.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;

/** Referrer sites by host (a host and its subdomains), as the owner knows them. */
const REFERRERS: Record<string, string> = {
  'instagram.com': 'Instagram', 'facebook.com': 'Facebook', 'fb.me': 'Facebook', 'messenger.com': 'Facebook', 't.co': 'X',
  'twitter.com': 'X', 'x.com': 'X', 'tiktok.com': 'TikTok', 'youtube.com': 'YouTube', 'youtu.be': 'YouTube',
  'linkedin.com': 'LinkedIn', 'lnkd.in': 'LinkedIn', 'threads.net': 'Threads', 'threads.com': 'Threads',
  'snapchat.com': 'Snapchat', 'pinterest.com': 'Pinterest', 'pin.it': 'Pinterest', 'reddit.com': 'Reddit',
  'whatsapp.com': 'WhatsApp', 'wa.me': 'WhatsApp', 't.me': 'Telegram', 'telegram.org': 'Telegram', 'bsky.app': 'Bluesky',
  'twitch.tv': 'Twitch', 'discord.com': 'Discord', 'bing.com': 'Bing', 'duckduckgo.com': 'DuckDuckGo', 'yahoo.com': 'Yahoo',
  'ecosia.org': 'Ecosia', 'mail.google.com': 'Gmail',
};

/** google.com, google.es, google.co.uk, www.google.com.mx ... */
const GOOGLE = /(?:^|\.)google\.(?:[a-z]{2,3}|co\.[a-z]{2}|com\.[a-z]{2})$/;

function referrerName(host: string): string {
  const name = host.toLowerCase().replace(/:\d+$/, '').replace(/^www\./, '').replace(/\.$/, '');
  // The host itself, else its parent domains ('l.instagram.com' -> 'instagram.com').
  for (let site = name; site.includes('.'); site = site.slice(site.indexOf('.') + 1)) if (Object.hasOwn(REFERRERS, site)) return REFERRERS[site]!;
  if (GOOGLE.test(name)) return 'Google';
  return name.slice(0, MAX_NAME);
}

function clip(value: string | null | undefined): string | null {
  const text = value?.trim();
  return text ? text.slice(0, MAX_NAME) : null;
}

/**
 * The source: utm_source, else the in-app browser, else the referrer's site ('Interno' for this site), else 'Directo';
 * tagged when any of utm_source, utm_medium and utm_campaign was given (a campaign's visit, decision 1003).
 */
export function sourceOf(query: URLSearchParams | null, app: string | null, referrer: string | undefined, ownHost: string) {
  const medium = query && clip(query.get('utm_medium'));
  const campaign = query && clip(query.get('utm_campaign'));
  const utm = query && clip(query.get('utm_source'));
  const tagged = Boolean(utm || medium || campaign);
  if (utm) return { source: utm, medium, campaign, tagged };
  if (app) return { source: app, medium, campaign, tagged };
  const host = hostOf(referrer);
  if (host) return { source: host === ownHost.toLowerCase() ? 'Interno' : referrerName(host), medium, campaign, tagged };
  return { source: STATS_DIRECT, medium, campaign, tagged };
}

function hostOf(referrer: string | undefined): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.host.toLowerCase() : null;
  } catch {
    return null;
  }
}
