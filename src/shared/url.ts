import { LIMITS } from './constants';
import { isHttpUrl, isLinkUrl } from './href';
import { z } from './zod';

export { isHttpUrl, isLinkUrl, safeHref } from './href';

/** An absolute http: or https: URL; javascript:, data: and the rest are refused. */
export const httpUrl = z
  .string()
  .trim()
  .max(LIMITS.urlMax)
  .refine(isHttpUrl, { message: 'Debe ser una URL válida que empiece por http:// o https://' });

/** An optional URL field: absent, null or empty means "no URL" and is stored as null. */
export const optionalHttpUrl = z
  .union([httpUrl, z.literal('')])
  .nullish()
  .transform((value) => value || null);

/** A link block's address: http(s), `mailto:` an e-mail address or `tel:` a phone number. */
export const linkUrl = z
  .string()
  .trim()
  .max(LIMITS.urlMax)
  .refine(isLinkUrl, { message: 'Debe ser una URL válida que empiece por http:// o https://, o una dirección mailto: o tel:' });
