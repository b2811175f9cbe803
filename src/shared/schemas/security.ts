import { z } from '../zod';

/** GET /api/account/mfa: the account's two-step verification as 'Mi cuenta' shows it (decision 920). */
export const mfaStatusSchema = z.object({
  /** The account has a verified factor. */
  enrolled: z.boolean(),
  /** The admin requires two-step verification of every account (decision 922). */
  required: z.boolean(),
  /** Unused recovery codes. */
  recoveryCodesLeft: z.number().int(),
  /** False when a hosted Supabase project signs users in: it has no recovery codes. */
  recoveryCodes: z.boolean(),
});
export type MfaStatus = z.infer<typeof mfaStatusSchema>;

/** POST /api/account/mfa/recovery-codes: 10 new single-use codes, shown once. */
export const recoveryCodesSchema = z.object({ codes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** GET /api/account/sessions: the account's signed-in devices ('Sesiones', decision 921). */
const accountSessionSchema = z.object({
  id: z.string(),
  browser: z.string().nullable(),
  os: z.string().nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  /** The session of the request. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;
export const accountSessionListSchema = z.object({ sessions: z.array(accountSessionSchema) });
export type AccountSessionList = z.infer<typeof accountSessionListSchema>;
