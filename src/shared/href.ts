// Kept free of Zod so the public page's bundle can use it without pulling the schemas in.
const WEB_PROTOCOLS = new Set(['http:', 'https:']);
const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);

function protocolOf(value: string): string | null {
  try {
    return new URL(value).protocol;
  } catch {
    return null;
  }
}

export function isHttpUrl(value: unknown): value is string {
  return typeof value === 'string' && WEB_PROTOCOLS.has(protocolOf(value) ?? '');
}

/** An e-mail address after `mailto:` (before any `?subject=`): something@domain.tld. */
const MAILTO = /^mailto:[^\s@?/]+@[^\s@?/]+\.[^\s@?/]+(?:,[^\s@?/]+@[^\s@?/]+\.[^\s@?/]+)*(?:\?.*)?$/i;
/** A phone number after `tel:`: digits with an optional leading + and the usual separators. */
const TEL = /^tel:\+?(?:[0-9]|%20|[ ().-])+$/i;

/**
 * What a link block may point at (issue 12): an http(s) address, `mailto:` with an e-mail address,
 * or `tel:` with a phone number of at least three digits.
 */
export function isLinkUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const text = value.trim();
  const protocol = protocolOf(text);
  if (protocol === 'http:' || protocol === 'https:') return true;
  if (protocol === 'mailto:') return MAILTO.test(text);
  if (protocol === 'tel:') return TEL.test(text) && (text.replace(/%20/g, '').match(/[0-9]/g)?.length ?? 0) >= 3;
  return false;
}

/** 'mailto' or 'tel' for such an address (it opens an app, not a page), else null. */
export function appLinkKind(href: string): 'mailto' | 'tel' | null {
  const protocol = protocolOf(href);
  return protocol === 'mailto:' ? 'mailto' : protocol === 'tel:' ? 'tel' : null;
}

/**
 * The href a renderer may put in a link: only http(s), mailto and tel. Anything else (javascript:,
 * data:, relative junk stored before validation existed) gives null and must not become a link.
 */
export function safeHref(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return LINK_PROTOCOLS.has(protocolOf(trimmed) ?? '') ? trimmed : null;
}

/** An http(s) address a link may leave for (trimmed), or null: mailto:, tel: and anything else are not pages. */
export function webHref(value: unknown): string | null {
  const href = safeHref(value);
  return href && isHttpUrl(href) ? href : null;
}

/** The maps search a contact card's address links to. */
export function mapsLink(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

/** Where a contact card's map comes from once pressed (decision 971): the maps provider's embed. */
export const MAPS_EMBED_ORIGIN = 'https://www.google.com';

/** The embedded map of an address, framed only after the visitor's tap (decision 971). */
export function mapsEmbedLink(address: string): string {
  return `${MAPS_EMBED_ORIGIN}/maps?q=${encodeURIComponent(address)}&output=embed`;
}
