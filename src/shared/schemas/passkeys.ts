import { z } from '../zod';

/** One of the caller's passkeys, as 'Mi cuenta' lists it. */
export const passkeySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type Passkey = z.infer<typeof passkeySchema>;

export const passkeyNameSchema = z.string().trim().min(1, 'El nombre de la llave debe tener entre 1 y 60 caracteres.').max(60, 'El nombre de la llave debe tener entre 1 y 60 caracteres.');

/** POST /api/account/passkeys: the browser's answer to the registration options, and a name. */
export const newPasskeySchema = z.object({
  name: passkeyNameSchema,
  /** The browser's RegistrationResponseJSON; @simplewebauthn/server checks it. */
  credential: z.record(z.string(), z.unknown()),
});

/** POST /api/account/passkeys/options: the current password, when the session is not recent (decision 993). */
export const passkeyOptionsSchema = z
  .object({ currentPassword: z.string().max(1024, 'La contraseña es demasiado larga.').optional() })
  .optional();
