import Bowser from 'bowser';
import { isbot } from 'isbot';
import { LRUCache } from 'lru-cache';
import { STATS_DIRECT } from '@shared/schemas/stats';

/** The most any stored name keeps (utm values are free text). */
const MAX_NAME = 100;

const DEVICES: Record<string, string> = { mobile: 'Móvil', tablet: 'Tableta', desktop: 'Ordenador' };

export interface Device {
  device: string;
  browser: string;
  os: string;
}

/** Visitors' user agents repeat: parsing one costs about 20 µs, a cached answer nothing (memory only). */
const devices = new LRUCache<string, Device>({ max: 2000 });

/** Device class, browser and OS family; nothing else of the user agent is kept (decision 700). */
export function deviceOf(userAgent: string): Device {
  let device = devices.get(userAgent);
  if (!device) {
    device = parseDevice(userAgent);
    devices.set(userAgent, device);
  }
  return device;
}

/** isbot's verdict, cached the same way (one regular expression of hundreds of names: about 2 µs a call). */
const bots = new LRUCache<string, boolean>({ max: 2000 });

/** Whether a user agent names a bot or a link-preview fetcher (`isbot`). */
export function isBotAgent(userAgent: string): boolean {
  let verdict = bots.get(userAgent);
  if (verdict === undefined) {
    verdict = isbot(userAgent);
    bots.set(userAgent, verdict);
  }
  return verdict;
}

function parseDevice(userAgent: string): Device {
  try {
    const parsed = Bowser.parse(userAgent);
    return {
      device: DEVICES[parsed.platform.type ?? ''] ?? 'Otro',
      browser: inAppName(userAgent) ?? parsed.browser.name ?? 'Otro',
      os: parsed.os.name ?? 'Otro',
    };
  } catch {
    return { device: 'Otro', browser: 'Otro', os: 'Otro' };
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

/** The in-app browsers' names per user agent, cached like the device (a dozen expressions a call). */
const apps = new LRUCache<string, { name: string | null }>({ max: 2000 });

export function inAppName(userAgent: string): string | null {
  let app = apps.get(userAgent);
  if (!app) {
    app = { name: IN_APP.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null };
    apps.set(userAgent, app);
  }
  return app.name;
}

/** Referrer sites by host (a host and its subdomains), as the owner knows them. */
const REFERRERS: readonly [string, string][] = [
  ['instagram.com', 'Instagram'],
  ['facebook.com', 'Facebook'],
  ['fb.me', 'Facebook'],
  ['messenger.com', 'Facebook'],
  ['t.co', 'X'],
  ['twitter.com', 'X'],
  ['x.com', 'X'],
  ['tiktok.com', 'TikTok'],
  ['youtube.com', 'YouTube'],
  ['youtu.be', 'YouTube'],
  ['linkedin.com', 'LinkedIn'],
  ['lnkd.in', 'LinkedIn'],
  ['threads.net', 'Threads'],
  ['threads.com', 'Threads'],
  ['snapchat.com', 'Snapchat'],
  ['pinterest.com', 'Pinterest'],
  ['pin.it', 'Pinterest'],
  ['reddit.com', 'Reddit'],
  ['whatsapp.com', 'WhatsApp'],
  ['wa.me', 'WhatsApp'],
  ['t.me', 'Telegram'],
  ['telegram.org', 'Telegram'],
  ['bsky.app', 'Bluesky'],
  ['twitch.tv', 'Twitch'],
  ['discord.com', 'Discord'],
  ['bing.com', 'Bing'],
  ['duckduckgo.com', 'DuckDuckGo'],
  ['yahoo.com', 'Yahoo'],
  ['ecosia.org', 'Ecosia'],
  ['mail.google.com', 'Gmail'],
];

/** google.com, google.es, google.co.uk, www.google.com.mx ... */
const GOOGLE = /(?:^|\.)google\.(?:[a-z]{2,3}|co\.[a-z]{2}|com\.[a-z]{2})$/;

export function referrerName(host: string): string {
  const name = host.toLowerCase().replace(/:\d+$/, '').replace(/^www\./, '').replace(/\.$/, '');
  for (const [site, label] of REFERRERS) if (name === site || name.endsWith(`.${site}`)) return label;
  if (GOOGLE.test(name)) return 'Google';
  return name.slice(0, MAX_NAME);
}

export function clip(value: string | null | undefined): string | null {
  const text = value?.trim();
  return text ? text.slice(0, MAX_NAME) : null;
}

export interface Source {
  source: string;
  medium: string | null;
  campaign: string | null;
}

/**
 * utm_source when present; else the in-app browser; else the referrer's site ('Interno' for this
 * site's own pages); else 'Directo'. utm_medium and utm_campaign as given.
 */
export function sourceOf(query: URLSearchParams, userAgent: string, referrer: string | undefined, ownHost: string): Source {
  const medium = clip(query.get('utm_medium'));
  const campaign = clip(query.get('utm_campaign'));
  const utm = clip(query.get('utm_source'));
  if (utm) return { source: utm, medium, campaign };
  const app = inAppName(userAgent);
  if (app) return { source: app, medium, campaign };
  const host = hostOf(referrer);
  if (host) return { source: host === ownHost.toLowerCase() ? 'Interno' : referrerName(host), medium, campaign };
  return { source: STATS_DIRECT, medium, campaign };
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
