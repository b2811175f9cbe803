import { LIMITS } from './constants';
import { tooLongMessage } from './fields';
import { isHttpUrl, isLinkUrl } from './href';
import { z } from './zod';

export {  isLinkUrl, safeHref } from './href';

const URL_MESSAGE = 'Debe ser una URL válida que empiece por http:// o https://';
/** C0 and C1 controls (tab, CR, LF among them): the URL parser would drop some silently. */
const CONTROL = /\p{Cc}/u;
const CONTROL_MESSAGE = 'La URL no puede contener saltos de línea ni caracteres de control';

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
  .refine((value) => !CONTROL.test(value), { message: CONTROL_MESSAGE })
  .refine(isHttpUrl, { message: URL_MESSAGE })
  // A check, not a transform: a refused value keeps its own message inside unions.
  .overwrite(normalise)
  .max(LIMITS.urlMax, { message: tooLongMessage(LIMITS.urlMax) });

/** An optional URL field: absent, null or empty means "no URL" and is stored as null. */
export const optionalHttpUrl = z
  .union([httpUrl, z.literal('')])
  .nullish()
  .transform((value) => value || null);

/**
 * A link block's address: http(s) (normalised as `httpUrl`), `mailto:` an e-mail address or `tel:` a
 * phone number; control characters refused and at most 2048 characters, as every URL (decision 850).
 */
export const linkUrl = z
  .string()
  .trim()
  .max(LIMITS.urlMax, { message: tooLongMessage(LIMITS.urlMax) })
  .refine((value) => !CONTROL.test(value), { message: CONTROL_MESSAGE })
  .refine(isLinkUrl, { message: 'Debe ser una URL válida que empiece por http:// o https://, o una dirección mailto: o tel:' })
  .overwrite(normalise)
  .max(LIMITS.urlMax, { message: tooLongMessage(LIMITS.urlMax) });
