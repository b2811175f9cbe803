import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { AUTH_MESSAGES, AuthError } from './auth-error';
import type { AuthContext, CallInfo } from './auth-context';
import { createSession } from './create-session';
import { checkMetadata, checkPassword, normalizeEmail } from './credentials';
import { issueTokens } from './issue-tokens';
import { hashPassword } from './passwords';
import { CONFIRMATION_RESEND_MS, sendConfirmation } from './send-confirmation';
import { obfuscatedUserDto, toUserDto } from './user-dto';

export interface SignUpInput {
  email?: unknown;
  phone?: unknown;
  password?: unknown;
  data?: unknown;
  redirectTo?: unknown;
}

/**
 * POST /auth/v1/signup. Without e-mail confirmation the account is confirmed and signed in at once
 * (a session); with it, the answer is the user alone and a confirmation link goes by mail.
 */
export async function signUp(auth: AuthContext, info: CallInfo, input: SignUpInput) {
  if (input.phone !== undefined && input.email === undefined) {
    throw new AuthError(422, 'phone_provider_disabled', AUTH_MESSAGES.phoneDisabled);
  }
  const email = normalizeEmail(input.email);
  const password = checkPassword(input.password, { strength: true });
  const metadata = checkMetadata(input.data);

  const [existing] = await auth.db.select().from(users).where(eq(users.email, email));
  if (existing) {
    if (!auth.mailer) throw new AuthError(422, 'user_already_exists', AUTH_MESSAGES.userAlreadyExists);
    if (existing.emailConfirmedAt) {
      await hashPassword(password); // the same work as a real sign-up: timing tells nothing
      return obfuscatedUserDto(email, metadata);
    }
    // Not confirmed yet: the newest password counts, and the link is sent again (not too often).
    const [updated] = await auth.db
      .update(users)
      .set({ passwordHash: await hashPassword(password), userMetadata: metadata })
      .where(eq(users.id, existing.id))
      .returning();
    const user = updated ?? existing;
    const sentAt = user.confirmationSentAt?.getTime() ?? 0;
    if (Date.now() - sentAt < CONFIRMATION_RESEND_MS) return toUserDto(user);
    return toUserDto(await mailOrFail(() => sendConfirmation(auth, info, user, input.redirectTo)));
  }

  const passwordHash = await hashPassword(password);
  const confirmed = auth.mailer === null;
  const now = new Date();
  const [created] = await auth.db
    .insert(users)
    .values({
      email,
      username: email,
      passwordHash,
      userMetadata: metadata,
      emailConfirmedAt: confirmed ? now : null,
      lastSignInAt: confirmed ? now : null,
    })
    .onConflictDoNothing({ target: users.email })
    .returning();
  if (!created) throw new AuthError(422, 'user_already_exists', AUTH_MESSAGES.userAlreadyExists);

  if (confirmed) {
    const { session, refreshToken } = await createSession(auth.db, created.id, 'password', info);
    return issueTokens(auth, info, created, session, refreshToken);
  }

  try {
    return toUserDto(await sendConfirmation(auth, info, created, input.redirectTo));
  } catch (error) {
    // Nobody can confirm an account whose mail never left: forget it so the e-mail can sign up again.
    await auth.db.delete(users).where(eq(users.id, created.id));
    throw mailError(error);
  }
}

async function mailOrFail<T>(send: () => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (error) {
    throw mailError(error);
  }
}

function mailError(cause: unknown): AuthError {
  const error = new AuthError(500, 'unexpected_failure', AUTH_MESSAGES.emailSendFailed);
  error.cause = cause;
  return error;
}
