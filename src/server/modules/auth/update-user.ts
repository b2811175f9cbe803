import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { AUTH_MESSAGES, AuthError, validationFailed } from './auth-error';
import type { AuthContext } from './auth-context';
import { authenticate } from './authenticate';
import { checkMetadata, checkPassword, normalizeEmail } from './credentials';
import { deleteSessions } from './end-sessions';
import { verifyLink } from './links';
import { hashPassword, verifyPassword } from './passwords';
import { hashToken, newOpaqueToken } from './secrets';
import { listFactors } from './mfa-factors';
import { toUserDto } from './user-dto';

/** A session a recovery link started may set a new password without the current one this long. */
const RECOVERY_SESSION_MS = 60 * 60 * 1000;
/** ...and change the e-mail without it this long (decision 120). */
const EMAIL_RECOVERY_SESSION_MS = 10 * 60 * 1000;

export interface UpdateUserInput {
  email?: unknown;
  password?: unknown;
  current_password?: unknown;
  data?: unknown;
  app_metadata?: unknown;
  redirectTo?: unknown;
}

const present = (value: unknown) => value !== undefined && value !== null && value !== '';

/** What a new password ends besides the other sessions: every mailed link that signs in (decision 121). */
const MAILED_SIGN_INS = {
  recoveryTokenHash: null,
  confirmationTokenHash: null,
  emailChange: null,
  emailChangeTokenHash: null,
  emailChangeSentAt: null,
} as const;

/**
 * PUT /auth/v1/user (supabase-js updateUser). A new password or a new e-mail needs the current
 * password (`current_password`), except in a session a recovery link started: its first hour for
 * the password, its first 10 minutes for the e-mail (decisions 111, 120). A new password ends every
 * other session and every mailed link that signs in (decision 121), as GoTrue does. A new e-mail is
 * confirmed by a link mailed to it, or changes at once when the site cannot mail. `data` replaces
 * user_metadata.
 */
export async function updateUser(auth: AuthContext, authorization: string | undefined, input: UpdateUserInput) {
  const { user, session } = await authenticate(auth, authorization);
  if (input.app_metadata !== undefined) throw new AuthError(403, 'not_admin', AUTH_MESSAGES.appMetadataForbidden);
  const metadata = input.data === undefined ? undefined : checkMetadata(input.data);
  const password = present(input.password) ? checkPassword(input.password, { strength: true }) : null;
  const requested = present(input.email) ? normalizeEmail(input.email) : null;
  const newEmail = requested !== null && requested !== user.email ? requested : null;

  if (password !== null || newEmail !== null) {
    const recoveryAge = session.authMethod === 'recovery' ? Date.now() - session.createdAt.getTime() : Infinity;
    if (recoveryAge >= (newEmail !== null ? EMAIL_RECOVERY_SESSION_MS : RECOVERY_SESSION_MS)) {
      const missing = password === null ? AUTH_MESSAGES.currentPasswordForEmail : AUTH_MESSAGES.currentPasswordRequired;
      await checkCurrentPassword(auth, user.email, user.passwordHash, input.current_password, missing);
    }
  }

  let passwordHash: string | undefined;
  if (password !== null) {
    if (await verifyPassword(user.passwordHash, password)) throw new AuthError(422, 'same_password', AUTH_MESSAGES.samePassword);
    passwordHash = await hashPassword(password);
  }

  if (newEmail !== null) {
    const [taken] = await auth.db.select({ id: users.id }).from(users).where(eq(users.email, newEmail));
    if (taken) throw new AuthError(422, 'email_exists', AUTH_MESSAGES.emailExists);
    // Without a mail proving the address, only an admin takes one that ADMIN_EMAILS names (decision 122).
    if (!auth.mail && auth.adminEmails.has(newEmail) && !user.isAdmin) {
      throw new AuthError(422, 'email_address_not_authorized', AUTH_MESSAGES.emailReserved);
    }
    if (auth.mail) await auth.mails.take('email-change', user.id);
  }

  const mailToken = newEmail && auth.mail ? newOpaqueToken() : null;
  const outcome = await auth.db.transaction(async (tx) => {
    const values: Partial<typeof users.$inferInsert> = {};
    if (metadata !== undefined) values.userMetadata = metadata;
    if (passwordHash) Object.assign(values, { passwordHash, ...MAILED_SIGN_INS });
    if (newEmail && mailToken) {
      Object.assign(values, { emailChange: newEmail, emailChangeTokenHash: hashToken(mailToken), emailChangeSentAt: new Date() });
    } else if (newEmail) {
      Object.assign(values, { email: newEmail, username: newEmail, emailChange: null, emailChangeTokenHash: null });
    }
    const [updated] =
      Object.keys(values).length > 0
        ? await tx.update(users).set(values).where(eq(users.id, user.id)).returning().catch((error: unknown) => {
            if (isUniqueViolation(error)) throw new AuthError(422, 'email_exists', AUTH_MESSAGES.emailExists);
            throw error;
          })
        : [user];
    const ended = passwordHash ? await deleteSessions(tx, user.id, session.id) : [];
    return { user: updated ?? user, ended };
  });
  if (outcome.ended.length > 0) await auth.changes.publish({ type: 'sessions', ids: outcome.ended });

  if (newEmail && mailToken && auth.mail) {
    const link = verifyLink(auth.mail.origin, mailToken, 'email_change', input.redirectTo);
    try {
      await auth.mail.mailer.send({ kind: 'email-change', to: newEmail, link, siteName: auth.siteName });
    } catch (cause) {
      await auth.db.update(users).set({ emailChange: null, emailChangeTokenHash: null, emailChangeSentAt: null }).where(eq(users.id, user.id));
      const error = new AuthError(500, 'unexpected_failure', AUTH_MESSAGES.mailSendFailed);
      error.cause = cause;
      throw error;
    }
  }
  return toUserDto(outcome.user, await listFactors(auth.db, outcome.user.id));
}

/** The current password, counted with wrong sign-ins (decision 801): a stolen session cannot guess it. */
async function checkCurrentPassword(auth: AuthContext, email: string, passwordHash: string | null, current: unknown, missing: string) {
  if (typeof current !== 'string' || current === '') throw new AuthError(400, 'reauthentication_needed', missing);
  if (Buffer.byteLength(current, 'utf8') > 1024) throw validationFailed(AUTH_MESSAGES.passwordTooLong);
  await auth.failedSignIns.attempt(email);
  if (!(await verifyPassword(passwordHash, current))) {
    throw new AuthError(400, 'invalid_credentials', AUTH_MESSAGES.currentPasswordWrong);
  }
  await auth.failedSignIns.succeeded(email);
}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown; cause?: { code?: unknown } } | null)?.code ?? (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return code === '23505';
}
