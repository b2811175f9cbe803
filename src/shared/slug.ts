import { FALLBACK_SLUG } from './constants';

/**
 * Slug from a title (spec section 5): lowercased, accents removed, punctuation removed,
 * whitespace to hyphens, repeated hyphens collapsed. Falls back to 'pagina-sin-titulo'.
 */
export function slugFromTitle(title: string | null | undefined): string {
  const slug = (title ?? '')
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
  return slug || FALLBACK_SLUG;
}

/** A slug typed by hand: only letters, digits and hyphens are kept, lowercased. */
export function sanitizeTypedSlug(input: string): string {
  return input.toLowerCase().replace(/[^a-z0-9-]/g, '');
}

export const SLUG_PATTERN = /^[a-z0-9-]+$/;
