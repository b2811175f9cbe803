// Kept free of Zod: the public page's renderer reads these labels (issue 36, decision 965).
import { BLOCK_DEFINITIONS, isKnownBlockType } from './blocks/definitions';

/** 'Contenido sensible' of a block or a page: what the owner marked. */
export const SENSITIVE_RATINGS = ['sensitive', '18', '21', '25'] as const;
export type SensitiveRating = (typeof SENSITIVE_RATINGS)[number];

export const SENSITIVE_LABELS: Record<SensitiveRating, string> = {
  sensitive: 'Contenido sensible',
  '18': '18+',
  '21': '21+',
  '25': '25+',
};

/** What the gate says the owner marked. */
export function sensitiveNotice(rating: SensitiveRating): string {
  return rating === 'sensitive'
    ? 'Su autor lo ha marcado como contenido sensible.'
    : `Su autor lo ha marcado solo para mayores de ${rating} años.`;
}

/** A written secret's length rule, in characters, with the words that refuse it. */
interface LengthRule {
  readonly min: number;
  readonly max: number;
  readonly tooShort: string;
  readonly tooLong: string;
}

function lengthRule(min: number, max: number, what: string): LengthRule {
  return {
    min,
    max,
    tooShort: `${what} debe tener al menos ${min} caracteres`,
    tooLong: `${what} no puede tener más de ${max} caracteres`,
  };
}

function lengthError(value: string, rule: LengthRule): string | null {
  if (value.length < rule.min) return rule.tooShort;
  if (value.length > rule.max) return rule.tooLong;
  return null;
}

/** 'Bloquear con código': its length, in characters. */
export const LOCK_CODE = lengthRule(4, 64, 'El código');
/** 'Contraseña de la página': its length, in characters. */
export const PAGE_PASSWORD = lengthRule(4, 128, 'La contraseña');

/**
 * Why a block's code is refused, or null: the editor checks before sending, and the item schema
 * refuses the same lengths with the same words.
 */
export function codeError(code: string): string | null {
  return lengthError(code, LOCK_CODE);
}

/** Why a page's password is refused, or null (the page schema's rule and words). */
export function passwordError(password: string): string | null {
  return lengthError(password, PAGE_PASSWORD);
}

/** Wrong codes or passwords per visitor and block (or page) in the window, on every instance. */
export const ACCESS_ATTEMPTS = { max: 5, windowMs: 15 * 60 * 1000 } as const;
/** How long a page's password or gate is remembered by the visitor's browser. */
export const PAGE_ACCESS_SECONDS = 12 * 60 * 60;

/** Where a guarded block's screen is (its gate and/or its code form); GET shows it, POST passes it. */
export function blockAccessHref(itemId: number): string {
  return `/acceso/bloque/${itemId}`;
}

/** Where a page's password form and gate post. */
export function pageAccessHref(pageId: number, what: 'contrasena' | 'continuar'): string {
  return `/acceso/pagina/${pageId}/${what}`;
}

const TITLE_MAX = 120;

/** A guarded block's own words for itself: its title or name, else its type's label ('Enlace'). */
export function guardedTitle(type: string, content: unknown): string {
  const record = typeof content === 'object' && content !== null ? (content as Record<string, unknown>) : {};
  for (const key of ['title', 'name']) {
    const value = record[key];
    if (typeof value === 'string' && value.trim()) return value.trim().slice(0, TITLE_MAX);
  }
  return isKnownBlockType(type) ? BLOCK_DEFINITIONS[type].label : 'Contenido';
}
