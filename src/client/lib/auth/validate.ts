import { emailSchema, passwordSchema, type CredentialMessages } from '@shared/schemas/credentials';
import { z } from '@shared/zod';
import { RECOVERY_MESSAGES } from './messages';

/**
 * The forms' wording for the shared credential rules (decision 570): the server refuses exactly
 * what these refuse, so a form never sends what the server would answer validation_failed to.
 */
const FORM_CREDENTIAL_MESSAGES: CredentialMessages = {
  emailMissing: 'Introduce tu correo electrónico.',
  emailInvalid: 'Introduce un correo electrónico válido.',
  passwordMissing: 'Introduce tu contraseña.',
  passwordTooLong: 'La contraseña no puede superar los 72 bytes.',
  weakPassword: 'La contraseña debe tener al menos 6 caracteres.',
};
const M = FORM_CREDENTIAL_MESSAGES;

export const loginSchema = z.object({ email: emailSchema(M), password: passwordSchema(M, { strength: false }) });
export const registerSchema = z.object({
  email: emailSchema(M),
  password: passwordSchema(M, { strength: true }),
  confirmPassword: z.string().min(1, 'Confirma tu contraseña.'),
});
export const forgotPasswordSchema = z.object({ email: emailSchema(M) });
export const resetPasswordSchema = z.object({
  password: passwordSchema({ ...M, passwordMissing: RECOVERY_MESSAGES.passwordRequired }, { strength: true }),
  confirmPassword: z.string().min(1, RECOVERY_MESSAGES.confirmRequired),
});

export type LoginValues = z.infer<typeof loginSchema>;
export type RegisterValues = z.infer<typeof registerSchema>;
export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;
export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>;

/**
 * react-hook-form options every credential form shares: errors appear and change only on submit,
 * and focus stays where it is, as before the forms used a library. The submit handler receives the
 * schema's output (the e-mail trimmed and lowercased).
 */
export const FORM_OPTIONS = { mode: 'onSubmit', reValidateMode: 'onSubmit', shouldFocusError: false } as const;
