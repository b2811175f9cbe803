import { LIMITS } from './constants';
import { FONT_FAMILIES } from './fonts';
import { z } from './zod';

export { DEFAULT_FONT_FAMILY, FONT_FAMILIES } from './fonts';

/**
 * A CSS colour as stored: the editor may hold any text (an invalid one shows the checkerboard
 * swatch), but nothing that could break out of a CSS declaration is accepted.
 */
export const cssColor = z
  .string()
  .trim()
  .max(LIMITS.colorMax)
  .regex(/^[#a-zA-Z0-9(),.%\s-]*$/, { message: 'Color no válido' });

export const shortText = z.string().max(LIMITS.shortTextMax);
export const percent = z.number().int().min(0).max(100);

export const fontFamily = z.enum(FONT_FAMILIES);
