import { PAGE_PASSWORD } from '../access';
import { z } from '../zod';

/**
 * 'Compartir estadísticas' (issue 42, decisions 1015-1017): a secret read-only address for one
 * page's statistics, with an optional password; the owner revokes it or makes a new one.
 *
 * Owner (signed in; another's page is 404):
 * GET    /api/pages/{id}/stats/share          -> StatsShareStatus (the live address, never its token)
 * POST   /api/pages/{id}/stats/share  body NewStatsShare -> 201 CreatedStatsShare (the token, once;
 *                                                 any earlier address of the page stops working)
 * DELETE /api/pages/{id}/stats/share          -> 204, the address stops working
 * Anyone with the address (no sign-in; an unknown or revoked token is 404 'stats_share_not_found'):
 * GET    /api/shared-stats/{token}             -> SharedStatsInfo
 * POST   /api/shared-stats/{token}/unlock  body StatsShareUnlock -> 204 and a cookie for 12 hours
 *                                                 (403 wrong password, 429 after too many)
 * GET    /api/shared-stats/{token}/stats?from&to -> StatsResponse (403 'stats_share_locked' until unlocked)
 * The screen is /estadisticas/{token} (noindex).
 */

/** The screen a shared address opens. */
export const sharedStatsPath = (token: string) => `/estadisticas/${token}`;
/** A share's token: 32 random bytes in base64url. */
export const STATS_SHARE_TOKEN = /^[A-Za-z0-9_-]{43}$/;

const shareSchema = z.object({
  createdAt: z.string(),
  hasPassword: z.boolean(),
});

/** The page's live address, or null when it has none. */
export const statsShareStatusSchema = z.object({ share: shareSchema.nullable() });
export type StatsShareStatus = z.infer<typeof statsShareStatusSchema>;

const passwordField = z
  .string()
  .min(PAGE_PASSWORD.min, { message: `La contraseña debe tener al menos ${PAGE_PASSWORD.min} caracteres` })
  .max(PAGE_PASSWORD.max, { message: `La contraseña no puede tener más de ${PAGE_PASSWORD.max} caracteres` });

/** POST /api/pages/{id}/stats/share: no password (or null) makes an address anyone holding it opens. */
export const newStatsShareSchema = z.object({ password: passwordField.nullable().optional() });
export type NewStatsShare = z.infer<typeof newStatsShareSchema>;

/** The new address with its secret, shown once: `path` is where it opens. */
export const createdStatsShareSchema = z.object({ share: shareSchema, token: z.string(), path: z.string() });
export type CreatedStatsShare = z.infer<typeof createdStatsShareSchema>;

export const statsShareUnlockSchema = z.object({ password: z.string().max(PAGE_PASSWORD.max * 4) });

/**
 * What the shared screen needs before the numbers: whether it must ask the password and, once
 * open, the page's title, the owner's time zone (the days are counted in it) and its blocks' names.
 * Nothing of the owner's account.
 */
export const sharedStatsInfoSchema = z.object({
  locked: z.boolean(),
  page: z
    .object({
      title: z.string(),
      timeZone: z.string(),
      blocks: z.array(z.object({ id: z.number().int(), title: z.string() })),
    })
    .nullable(),
});
export type SharedStatsInfo = z.infer<typeof sharedStatsInfoSchema>;
