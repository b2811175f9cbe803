import { z } from '../zod';

/**
 * The e-mail and password rules of the auth server (GoTrue's), in one place for the server's
 * credential checks and the browser's forms (decision 570). Each side brings its own Spanish
 * wording; the rules, and so what is refused, are the same.
 */
const EMAIL_MAX_LENGTH = 255;
const PASSWORD_MIN_LENGTH = 6;
/** argon2 takes longer passwords, but GoTrue (bcrypt) refuses them and clients expect the same. */
const PASSWORD_MAX_BYTES = 72;

/** Which rule refused a credential: the server answers `weak_password` for `weak`, else validation_failed. */
export type CredentialRule = 'emailMissing' | 'emailInvalid' | 'passwordMissing' | 'passwordTooLong' | 'weakPassword';
export type CredentialMessages = Record<CredentialRule, string>;

const utf8 = new TextEncoder();
const emailFormat = z.email();

/** Trimmed and lowercased, as GoTrue stores it: present, at most 255 characters, an address. */
export function emailSchema(messages: Pick<CredentialMessages, 'emailMissing' | 'emailInvalid'>) {
  return z
    .string({ error: messages.emailMissing })
    .trim()
    .refine((value) => value !== '', { error: messages.emailMissing, abort: true, params: { rule: 'emailMissing' } })
    .toLowerCase()
    .refine((value) => value.length <= EMAIL_MAX_LENGTH && emailFormat.safeParse(value).success, {
      error: messages.emailInvalid,
      abort: true,
      params: { rule: 'emailInvalid' },
    });
}

/** Present and at most 72 bytes; with `strength` (a new password), also at least 6 characters. */
export function passwordSchema(
  messages: Pick<CredentialMessages, 'passwordMissing' | 'passwordTooLong' | 'weakPassword'>,
  options: { strength: boolean },
) {
  const present = z
    .string({ error: messages.passwordMissing })
    .refine((value) => value !== '', { error: messages.passwordMissing, abort: true, params: { rule: 'passwordMissing' } })
    .refine((value) => utf8.encode(value).length <= PASSWORD_MAX_BYTES, {
      error: messages.passwordTooLong,
      abort: true,
      params: { rule: 'passwordTooLong' },
    });
  if (!options.strength) return present;
  return present.refine((value) => [...value].length >= PASSWORD_MIN_LENGTH, {
    error: messages.weakPassword,
    abort: true,
    params: { rule: 'weakPassword' },
  });
}

/** The rule behind the first issue of a failed parse of one of these schemas. */
export function refusedRule(error: z.ZodError): CredentialRule | undefined {
  const issue = error.issues[0];
  if (!issue) return undefined;
  if (issue.code === 'custom') return (issue.params as { rule?: CredentialRule } | undefined)?.rule;
  return undefined;
}
