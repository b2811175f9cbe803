import { FALLBACK_SLUG } from './constants';

/** Letters NFD does not split into a plain letter and an accent. */
const LIGATURES: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', đ: 'd', ł: 'l', ð: 'd', þ: 'th', ı: 'i' };

/** Lower case with accented letters as their plain forms: 'García' → 'garcia', 'Ñandú' → 'nandu'. */
function plainLetters(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[ßæœøđłðþı]/g, (letter) => LIGATURES[letter] ?? letter);
}

/**
 * Slug from a title (spec section 5): lowercased, accents removed, punctuation removed,
 * whitespace to hyphens, repeated hyphens collapsed. Falls back to 'pagina-sin-titulo'.
 */
export function slugFromTitle(title: string | null | undefined): string {
  const slug = plainLetters(title ?? '')
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
  return slug || FALLBACK_SLUG;
}

/**
 * A slug typed by hand (spec section 5: only letters, digits and hyphens kept, lowercased), with
 * accented letters kept as their plain forms and spaces as hyphens, so 'Marta García' gives
 * 'marta-garcia' (issue 12). Applied on every keystroke: a trailing hyphen stays.
 */
export function sanitizeTypedSlug(input: string): string {
  return plainLetters(input)
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '');
}

export const SLUG_PATTERN = /^[a-z0-9-]+$/;
