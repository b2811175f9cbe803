import { emailSchema, passwordSchema, refusedRule } from '@shared/schemas/credentials';
import { AUTH_MESSAGES, AuthError, validationFailed } from './auth-error';

;
const METADATA_MAX_BYTES = 8 * 1024;

// The shared rules (decision 570) with the server's wording.
const email = emailSchema(AUTH_MESSAGES);
const passwords = {
  strong: passwordSchema(AUTH_MESSAGES, { strength: true }),
  any: passwordSchema(AUTH_MESSAGES, { strength: false }),
};

/** Trimmed and lowercased, as GoTrue stores it; a malformed address is validation_failed. */
export function normalizeEmail(value: unknown): string {
  const result = email.safeParse(value);
  if (!result.success) throw validationFailed(result.error.issues[0]?.message ?? AUTH_MESSAGES.emailInvalid);
  return result.data;
}

/** A password present and at most 72 bytes; with `strength`, also at least 6 characters. */
export function checkPassword(value: unknown, options: { strength: boolean }): string {
  const result = (options.strength ? passwords.strong : passwords.any).safeParse(value);
  if (result.success) return result.data;
  if (refusedRule(result.error) === 'weakPassword') {
    throw new AuthError(422, 'weak_password', AUTH_MESSAGES.weakPassword, { weak_password: { reasons: ['length'] } });
  }
  throw validationFailed(result.error.issues[0]?.message ?? AUTH_MESSAGES.passwordMissing);
}

/** The sign-up's `data`: a small JSON object kept as user_metadata. */
export function checkMetadata(value: unknown): Record<string, unknown> {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw validationFailed(AUTH_MESSAGES.invalidRequest);
  if (Buffer.byteLength(JSON.stringify(value), 'utf8') > METADATA_MAX_BYTES) {
    throw validationFailed(AUTH_MESSAGES.metadataTooLarge);
  }
  return value as Record<string, unknown>;
}
