import { withScheme } from '../lib/fields/link-field';

const EMAIL = /^[^\s@/:]+@[^\s@/]+\.[^\s@/]+$/;
const PHONE = /^\+?[\d\s().-]{6,}$/;

/**
 * A link card's address as typed, mended when the field is left: an e-mail address becomes
 * mailto:, a phone number tel:, and a bare domain gets https:// (as the other link fields do).
 */
export function withLinkScheme(value: string): string {
  const text = value.trim();
  if (EMAIL.test(text)) return `mailto:${text}`;
  if (PHONE.test(text) && /\d{6}/.test(text.replace(/\D/g, ''))) return `tel:${text.replace(/[\s().-]/g, '')}`;
  return withScheme(text);
}

/** The domain shown beside a link's title ('mailto:' and 'tel:' show the address itself). */
export function linkDomain(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.protocol === 'mailto:' || parsed.protocol === 'tel:') return decodeURIComponent(parsed.pathname);
    return parsed.hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}
