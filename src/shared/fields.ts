import { LIMITS } from './constants';
import { TEXT_MESSAGES, textProblem } from './text-hygiene';
import { z } from './zod';

;

/**
 * The field helpers every block and page schema builds its strings from, so each field has a
 * length limit (decision 850). A new field takes one of these (or `httpUrl`/`optionalHttpUrl` from
 * `url.ts`); `shared.test.ts` fails for a block string field without a maximum.
 */
export const tooLongMessage = (max: number) => `No puede tener más de ${max} caracteres`;

/**
 * A string of at most `max` characters, refused past it with the Spanish message, and refused
 * with U+0000 or a lone surrogate in it, however it arrived (decision 861).
 */
export const limitedText = (max: number) =>
  z
    .string()
    .max(max, { message: tooLongMessage(max) })
    .refine((value) => textProblem(value) !== 'nul', { message: TEXT_MESSAGES.nul })
    .refine((value) => textProblem(value) !== 'ill-formed', { message: TEXT_MESSAGES.illFormed });

/** Names, titles, labels, button texts, addresses (300). */
export const shortText = limitedText(LIMITS.shortTextMax);
/** An e-mail address (at most 254 characters); empty or absent is stored as null. */
export const optionalEmail = z
  .union([
    z.email({ message: 'Correo electrónico no válido' }).max(LIMITS.emailMax, { message: tooLongMessage(LIMITS.emailMax) }),
    z.literal(''),
  ])
  .nullish()
  .transform((value) => value || null);

/**
 * A CSS colour as stored: the editor may hold any text (an invalid one shows the checkerboard
 * swatch), but nothing that could break out of a CSS declaration is accepted.
 */
export const cssColor = z
  .string()
  .trim()
  .max(LIMITS.colorMax, { message: tooLongMessage(LIMITS.colorMax) })
  .regex(/^[#a-zA-Z0-9(),.%\s-]*$/, { message: 'Color no válido' });

