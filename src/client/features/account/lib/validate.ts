import { emailSchema, passwordSchema } from '@shared/schemas/credentials';
import { z } from '@shared/zod';
import { ACCOUNT_MESSAGES as M } from './messages';

/** Mi cuenta's forms on the shared credential rules (decision 570), in its own wording. */
export const emailChangeSchema = z.object({
  email: emailSchema({ emailMissing: M.emailRequired, emailInvalid: M.emailInvalid }),
  current: z.string().min(1, M.emailPasswordRequired).max(1024),
});

export const passwordChangeSchema = z
  .object({
    current: z.string().min(1, M.currentRequired),
    next: passwordSchema(
      { passwordMissing: M.newRequired, passwordTooLong: M.passwordTooLong, weakPassword: M.weakPassword },
      { strength: true },
    ),
    confirm: z.string().min(1, M.confirmRequired),
  })
  .refine((values) => values.confirm === values.next, { error: M.passwordMismatch, path: ['confirm'], when: (payload) => typeof payload.value === 'object' && payload.value !== null && (payload.value as { confirm?: unknown }).confirm !== '' });

export type EmailChangeValues = z.infer<typeof emailChangeSchema>;
export type PasswordChangeValues = z.infer<typeof passwordChangeSchema>;
