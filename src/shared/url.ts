import { LIMITS } from './constants';
import { tooLongMessage } from './fields';
import { isHttpUrl } from './href';
import { z } from './zod';

export { isHttpUrl, safeHref } from './href';

const URL_MESSAGE = 'Debe ser una URL válida que empiece por http:// o https://';
/** C0 and C1 controls (tab, CR, LF among them): the URL parser would drop some silently. */
const CONTROL = /\p{Cc}/u;

function normalise(value: string): string {
  try {
    return isHttpUrl(value) ? new URL(value).href : value;
  } catch {
    return value;
  }
}

/**
 * An absolute http: or https: URL; javascript:, data: and the rest are refused, and so are control
 * characters. Stored as the URL parser writes it (`new URL(value).href`: host lower-cased, spaces
 * and other characters percent-encoded), so what is stored is what a browser follows and what a
 * vCard carries (decision 850). At most 2048 characters, before and after normalisation.
 */
export const httpUrl = z
  .string()
  .trim()
  .max(LIMITS.urlMax, { message: tooLongMessage(LIMITS.urlMax) })
  .refine((value) => !CONTROL.test(value), { message: 'La URL no puede contener saltos de línea ni caracteres de control' })
  .refine(isHttpUrl, { message: URL_MESSAGE })
  // A check, not a transform: a refused value keeps its own message inside unions.
  .overwrite(normalise)
  .max(LIMITS.urlMax, { message: tooLongMessage(LIMITS.urlMax) });

/** An optional URL field: absent, null or empty means "no URL" and is stored as null. */
export const optionalHttpUrl = z
  .union([httpUrl, z.literal('')])
  .nullish()
  .transform((value) => value || null);
