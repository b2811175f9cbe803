import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { AUTH_MESSAGES, AuthError, validationFailed } from './auth-error';
import type { AuthContext, CallInfo } from './auth-context';
import { authenticate } from './authenticate';
import { checkMetadata, checkPassword, normalizeEmail } from './credentials';
import { deleteSessions } from './end-sessions';
import { verifyLink } from './links';
import { hashPassword, verifyPassword } from './passwords';
import { hashToken, newOpaqueToken } from './secrets';
import { toUserDto } from './user-dto';

/** A session a recovery link started may set a new password without the current one this long. */
export const RECOVERY_SESSION_MS = 60 * 60 * 1000;

export interface UpdateUserInput {
  email?: unknown;
  password?: unknown;
  current_password?: unknown;
  data?: unknown;
  app_metadata?: unknown;
  redirectTo?: unknown;
}

const present = (value: unknown) => value !== undefined && value !== null && value !== '';

/**
 * PUT /auth/v1/user (supabase-js updateUser). A new password needs the current one
 * (`current_password`), except in the first hour of a session a recovery link started; it ends
 * every other session of the user, as GoTrue does. A new e-mail is confirmed by a link mailed to
 * it, or changes at once when the site cannot mail (decision 111). `data` replaces user_metadata.
 */
export async function updateUser(auth: AuthContext, info: CallInfo, authorization: string | undefined, input: UpdateUserInput) {
  const { user, session } = await authenticate(auth, authorization);
  if (input.app_metadata !== undefined) throw new AuthError(403, 'not_admin', AUTH_MESSAGES.appMetadataForbidden);
  const metadata = input.data === undefined ? undefined : checkMetadata(input.data);

  let passwordHash: string | undefined;
  if (present(input.password)) {
    const password = checkPassword(input.password, { strength: true });
    const recovering = session.authMethod === 'recovery' && Date.now() - session.createdAt.getTime() < RECOVERY_SESSION_MS;
    if (!recovering) await checkCurrentPassword(auth, user.email, user.passwordHash, input.current_password);
    if (await verifyPassword(user.passwordHash, password)) throw new AuthError(422, 'same_password', AUTH_MESSAGES.samePassword);
    passwordHash = await hashPassword(password);
  }

  let newEmail: string | null = null;
  if (present(input.email)) {
    const email = normalizeEmail(input.email);
    if (email !== user.email) {
      const [taken] = await auth.db.select({ id: users.id }).from(users).where(eq(users.email, email));
      if (taken) throw new AuthError(422, 'email_exists', AUTH_MESSAGES.emailExists);
      // Without a mail proving the address, nobody takes one that ADMIN_EMAILS names.
      if (!auth.mailer && auth.adminEmails.has(email) && !auth.adminEmails.has(user.email) && !user.isAdmin) {
        throw new AuthError(422, 'email_address_not_authorized', AUTH_MESSAGES.emailReserved);
      }
      if (auth.mailer) await auth.mails.take('email-change', user.id);
      newEmail = email;
    }
  }

  const mailToken = newEmail && auth.mailer ? newOpaqueToken() : null;
  const outcome = await auth.db.transaction(async (tx) => {
    const values: Partial<typeof users.$inferInsert> = {};
    if (metadata !== undefined) values.userMetadata = metadata;
    if (passwordHash) values.passwordHash = passwordHash;
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

  if (newEmail && mailToken && auth.mailer) {
    const link = verifyLink(info.origin, mailToken, 'email_change', input.redirectTo);
    try {
      await auth.mailer.send({ kind: 'email-change', to: newEmail, link, siteName: auth.siteName });
    } catch (cause) {
      await auth.db.update(users).set({ emailChange: null, emailChangeTokenHash: null, emailChangeSentAt: null }).where(eq(users.id, user.id));
      const error = new AuthError(500, 'unexpected_failure', AUTH_MESSAGES.mailSendFailed);
      error.cause = cause;
      throw error;
    }
  }
  return toUserDto(outcome.user);
}

/** The current password, counted with wrong sign-ins (decision 801): a stolen session cannot guess it. */
async function checkCurrentPassword(auth: AuthContext, email: string, passwordHash: string, current: unknown) {
  if (typeof current !== 'string' || current === '') {
    throw new AuthError(400, 'reauthentication_needed', AUTH_MESSAGES.currentPasswordRequired);
  }
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
