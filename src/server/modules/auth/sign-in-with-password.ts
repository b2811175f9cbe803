import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { PASSKEY_MESSAGES } from '@shared/sign-in-methods';
import { AUTH_MESSAGES, AuthError } from './auth-error';
import type { AuthContext, CallInfo } from './auth-context';
import { createSession } from './create-session';
import { checkPassword, normalizeEmail } from './credentials';
import { issueTokens } from './issue-tokens';
import { verifyPassword } from './passwords';

/** POST /auth/v1/token?grant_type=password: a new session for the right e-mail and password. */
export async function signInWithPassword(
  auth: AuthContext,
  info: CallInfo,
  input: { email?: unknown; phone?: unknown; password?: unknown },
) {
  if (input.phone !== undefined && input.email === undefined) {
    throw new AuthError(422, 'phone_provider_disabled', AUTH_MESSAGES.phoneDisabled);
  }
  if (!auth.passwordSignIn) throw new AuthError(403, 'password_signin_disabled', PASSKEY_MESSAGES.passwordSignInOff);
  const email = normalizeEmail(input.email);
  const password = checkPassword(input.password, { strength: false });

  // Counted before the password is checked: a paused account checks no more guesses.
  await auth.failedSignIns.attempt(email);
  const [user] = await auth.db.select().from(users).where(eq(users.email, email));
  if (!(await verifyPassword(user?.passwordHash ?? null, password)) || !user) {
    throw new AuthError(400, 'invalid_credentials', AUTH_MESSAGES.invalidCredentials);
  }
  await auth.failedSignIns.succeeded(email);
  // Told only to whoever knows the password.
  if (user.disabledAt) throw new AuthError(400, 'user_banned', AUTH_MESSAGES.userBanned);
  if (!user.emailConfirmedAt && auth.mail) {
    throw new AuthError(400, 'email_not_confirmed', AUTH_MESSAGES.emailNotConfirmed);
  }

  const signedIn = await auth.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ lastSignInAt: new Date() })
      .where(eq(users.id, user.id))
      .returning();
    const started = await createSession(tx, updated ?? user, 'password', info, auth.adminEmails);
    return { user: updated ?? user, ...started };
  });
  return issueTokens(auth, info, signedIn.user, signedIn.session, signedIn.refreshToken);
}
