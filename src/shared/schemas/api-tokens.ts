import { z } from '../zod';

/** 'lectura': GET and HEAD only; 'lectura y escritura': every method (issue 40, decision 990). */
const apiTokenScopeSchema = z.enum(['read', 'write']);
export type ApiTokenScope = z.infer<typeof apiTokenScopeSchema>;

/** Every personal API token starts with this, so the server tells it from a session's JWT. */
export const API_TOKEN_PREFIX = 'lh_';
/** Tokens one account may hold at once. */
export const MAX_API_TOKENS = 20;

/** One of the caller's tokens as 'Mi cuenta' > 'Tokens de API' lists it (never its secret). */
export const apiTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  scope: apiTokenScopeSchema,
  /** The token's first characters ('lh_AbCd…'). */
  prefix: z.string(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  /** Updated at most once a minute. */
  lastUsedAt: z.string().nullable(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

const nameMessage = 'El nombre del token debe tener entre 1 y 60 caracteres.';

/** POST /api/account/tokens. */
export const newApiTokenSchema = z.object({
  name: z.string().trim().min(1, nameMessage).max(60, nameMessage),
  scope: apiTokenScopeSchema,
  /** Null or absent: never expires. A day in the future (YYYY-MM-DD): it stops working at its end (UTC). */
  expiresOn: z.iso.date({ message: 'La fecha de caducidad no es válida.' }).nullable().optional(),
});
export type NewApiToken = z.infer<typeof newApiTokenSchema>;

/** The created token with its secret, shown once. */
export const createdApiTokenSchema = apiTokenSchema.extend({ token: z.string() });
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;
