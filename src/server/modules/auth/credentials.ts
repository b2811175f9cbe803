import { z } from '@shared/zod';
import { AUTH_MESSAGES, AuthError, validationFailed } from './auth-error';

export const PASSWORD_MIN_LENGTH = 6;
/** argon2 takes longer passwords, but GoTrue (bcrypt) refuses them and clients expect the same. */
export const PASSWORD_MAX_BYTES = 72;
const EMAIL_MAX_LENGTH = 255;
const METADATA_MAX_BYTES = 8 * 1024;

const emailFormat = z.email();

/** Trimmed and lowercased, as GoTrue stores it; a malformed address is validation_failed. */
export function normalizeEmail(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') throw validationFailed(AUTH_MESSAGES.emailMissing);
  const email = value.trim().toLowerCase();
  if (email.length > EMAIL_MAX_LENGTH || !emailFormat.safeParse(email).success) {
    throw validationFailed(AUTH_MESSAGES.emailInvalid);
  }
  return email;
}

/** A password present and at most 72 bytes; with `strength`, also at least 6 characters. */
export function checkPassword(value: unknown, options: { strength: boolean }): string {
  if (typeof value !== 'string' || value === '') throw validationFailed(AUTH_MESSAGES.passwordMissing);
  if (Buffer.byteLength(value, 'utf8') > PASSWORD_MAX_BYTES) throw validationFailed(AUTH_MESSAGES.passwordTooLong);
  if (options.strength && [...value].length < PASSWORD_MIN_LENGTH) {
    throw new AuthError(422, 'weak_password', AUTH_MESSAGES.weakPassword, { weak_password: { reasons: ['length'] } });
  }
  return value;
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
