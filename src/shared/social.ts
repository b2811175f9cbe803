/**
 * The social profiles a page can show as a row of icons (issue 18, decision 310): each network's
 * name, what the owner may type (a profile address on the network's own domains, or a user name),
 * and the one address it is stored as. Kept free of Zod; names and types are in ./social-networks.ts.
 */

import type { SocialNetwork } from './social-networks';

export * from './social-networks';

interface NetworkRule {
  /** What the editor's field suggests. */
  placeholder: string;
  /** Hosts (and their subdomains) a profile address may be on. */
  hosts?: readonly string[];
  /** A bare user name (with or without @) becomes this address. */
  handle?: (name: string) => string;
  /** The Spanish message for anything else. */
  error: string;
}

const HANDLE = /^@?([A-Za-z0-9._-]{1,100})$/;
/** A Mastodon handle, `@user@server` (the leading @ optional). */
const FEDIVERSE_HANDLE = /^@?([A-Za-z0-9_]{1,30})@([A-Za-z0-9.-]{1,253}\.[A-Za-z]{2,63})$/;
const FEDIVERSE_PROFILE = /^\/@[A-Za-z0-9_]{1,30}\/?$/;

export const SOCIAL_NETWORK_RULES: Record<SocialNetwork, NetworkRule> = {
  instagram: {
    placeholder: '@usuario o https://instagram.com/usuario',
    hosts: ['instagram.com', 'instagr.am'],
    handle: (name) => `https://www.instagram.com/${name}`,
    error: 'Escribe tu usuario de Instagram (@usuario) o el enlace a tu perfil en instagram.com',
  },
  tiktok: {
    placeholder: '@usuario o https://tiktok.com/@usuario',
    hosts: ['tiktok.com'],
    handle: (name) => `https://www.tiktok.com/@${name}`,
    error: 'Escribe tu usuario de TikTok (@usuario) o el enlace a tu perfil en tiktok.com',
  },
  youtube: {
    placeholder: '@canal o https://youtube.com/@canal',
    hosts: ['youtube.com', 'youtu.be'],
    handle: (name) => `https://www.youtube.com/@${name}`,
    error: 'Escribe tu canal de YouTube (@canal) o el enlace a tu canal en youtube.com',
  },
  x: {
    placeholder: '@usuario o https://x.com/usuario',
    hosts: ['x.com', 'twitter.com'],
    handle: (name) => `https://x.com/${name}`,
    error: 'Escribe tu usuario de X (@usuario) o el enlace a tu perfil en x.com',
  },
  facebook: {
    placeholder: 'usuario o https://facebook.com/usuario',
    hosts: ['facebook.com', 'fb.com', 'fb.me'],
    handle: (name) => `https://www.facebook.com/${name}`,
    error: 'Escribe tu usuario de Facebook o el enlace a tu página en facebook.com',
  },
  linkedin: {
    placeholder: 'https://linkedin.com/in/usuario',
    hosts: ['linkedin.com', 'lnkd.in'],
    handle: (name) => `https://www.linkedin.com/in/${name}`,
    error: 'Escribe tu usuario de LinkedIn o el enlace a tu perfil en linkedin.com',
  },
  github: {
    placeholder: 'usuario o https://github.com/usuario',
    hosts: ['github.com'],
    handle: (name) => `https://github.com/${name}`,
    error: 'Escribe tu usuario de GitHub o el enlace a tu perfil en github.com',
  },
  twitch: {
    placeholder: 'canal o https://twitch.tv/canal',
    hosts: ['twitch.tv'],
    handle: (name) => `https://www.twitch.tv/${name}`,
    error: 'Escribe tu canal de Twitch o el enlace a tu canal en twitch.tv',
  },
  spotify: {
    placeholder: 'https://open.spotify.com/artist/...',
    hosts: ['spotify.com', 'spotify.link'],
    error: 'Pega el enlace de tu perfil, artista o lista en open.spotify.com',
  },
  whatsapp: {
    placeholder: '+34 600 000 000',
    hosts: ['wa.me', 'whatsapp.com'],
    error: 'Escribe tu número de WhatsApp con el prefijo del país (+34 600 000 000) o un enlace wa.me',
  },
  telegram: {
    placeholder: '@usuario o https://t.me/usuario',
    hosts: ['t.me', 'telegram.me', 'telegram.org'],
    handle: (name) => `https://t.me/${name}`,
    error: 'Escribe tu usuario de Telegram (@usuario) o un enlace t.me',
  },
  soundcloud: {
    placeholder: 'usuario o https://soundcloud.com/usuario',
    hosts: ['soundcloud.com'],
    handle: (name) => `https://soundcloud.com/${name}`,
    error: 'Escribe tu usuario de SoundCloud o el enlace a tu perfil en soundcloud.com',
  },
  bandcamp: {
    placeholder: 'artista o https://artista.bandcamp.com',
    hosts: ['bandcamp.com'],
    handle: (name) => `https://${name}.bandcamp.com/`,
    error: 'Escribe tu nombre en Bandcamp o el enlace a tu página en bandcamp.com',
  },
  applemusic: {
    placeholder: 'https://music.apple.com/es/artist/...',
    hosts: ['music.apple.com'],
    error: 'Pega el enlace de tu perfil de artista en music.apple.com',
  },
  threads: {
    placeholder: '@usuario o https://threads.net/@usuario',
    hosts: ['threads.net', 'threads.com'],
    handle: (name) => `https://www.threads.net/@${name}`,
    error: 'Escribe tu usuario de Threads (@usuario) o el enlace a tu perfil en threads.net',
  },
  bluesky: {
    placeholder: '@usuario.bsky.social o https://bsky.app/profile/...',
    hosts: ['bsky.app'],
    // A handle is a domain name; a bare name is one on bsky.social.
    handle: (name) => `https://bsky.app/profile/${name.includes('.') ? name.toLowerCase() : `${name.toLowerCase()}.bsky.social`}`,
    error: 'Escribe tu usuario de Bluesky (@usuario.bsky.social) o el enlace a tu perfil en bsky.app',
  },
  mastodon: {
    placeholder: '@usuario@servidor.social o https://servidor.social/@usuario',
    // Any server: `@user@server` becomes https://server/@user; an address must be a profile (/@user).
    error: 'Escribe tu usuario de Mastodon (@usuario@servidor.social) o el enlace a tu perfil (https://servidor.social/@usuario)',
  },
  email: {
    placeholder: 'tu@correo.com',
    error: 'Escribe una dirección de correo electrónico válida (tu@correo.com)',
  },
  website: {
    placeholder: 'https://tusitio.com',
    error: 'Escribe la dirección de tu sitio web, que empiece por http:// o https://',
  },
};


const EMAIL = /^[^\s@?/,;:<>"]+@[^\s@?/,;:<>"]+\.[^\s@?/,;:<>"]+$/;
const URL_MAX = 2048;

function onHosts(url: URL, hosts: readonly string[]): boolean {
  const host = url.hostname.toLowerCase();
  return hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}

function webUrl(value: string): URL | null {
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * The address a profile is stored as, or the network's Spanish message: a user name becomes the
 * profile's address, an address must be on the network's domains (https), a WhatsApp number
 * becomes its wa.me link and an e-mail address a mailto: link.
 */
export function normaliseSocialUrl(network: SocialNetwork, input: string): { ok: true; url: string } | { ok: false; error: string } {
  const rule = SOCIAL_NETWORK_RULES[network];
  const value = input.trim();
  const fail = { ok: false as const, error: rule.error };
  // eslint-disable-next-line no-control-regex
  if (!value || value.length > URL_MAX || /[\u0000-\u001f\u007f-\u009f\s]/.test(value.replace(/ /g, ''))) return fail;

  if (network === 'email') {
    const address = value.replace(/^mailto:/i, '');
    return EMAIL.test(address) && address.length <= 254 ? { ok: true, url: `mailto:${address}` } : fail;
  }
  if (network === 'whatsapp') {
    if (/^\+?[\d\s().-]+$/.test(value)) {
      const digits = value.replace(/\D/g, '');
      return digits.length >= 7 && digits.length <= 15 ? { ok: true, url: `https://wa.me/${digits}` } : fail;
    }
  }
  if (network === 'mastodon') {
    const handle = FEDIVERSE_HANDLE.exec(value);
    const url = handle ? webUrl(`https://${handle[2]}/@${handle[1]}`) : /^https?:\/\//i.test(value) ? webUrl(value) : null;
    if (!url || !url.hostname.includes('.') || !FEDIVERSE_PROFILE.test(url.pathname) || url.search || url.hash) return fail;
    url.protocol = 'https:';
    return { ok: true, url: url.href.replace(/\/$/, '') };
  }
  if (rule.handle && !value.includes('/') && !value.includes('.com')) {
    const name = HANDLE.exec(value)?.[1];
    if (name && !/^\.|\.$/.test(name)) return { ok: true, url: rule.handle(name) };
    if (!value.includes('.')) return fail;
  }
  if (/\s/.test(value)) return fail;
  const url = webUrl(value);
  if (!url || !url.hostname.includes('.')) return fail;
  if (rule.hosts && !onHosts(url, rule.hosts)) return fail;
  if (rule.hosts) url.protocol = 'https:';
  const href = url.href;
  return href.length <= URL_MAX ? { ok: true, url: href } : fail;
}
