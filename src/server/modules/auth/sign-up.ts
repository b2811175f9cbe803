import { eq } from 'drizzle-orm';
import { INVITATION_METADATA_KEY } from '@shared/schemas/account';
import { type UserRow, users } from '../../db/schema';
import { consumeInvitation, isUsableInvitation, releaseInvitation } from '../signups/invitations';
import { getSignupMode } from '../signups/signup-mode';
import { PASSKEY_MESSAGES } from '@shared/sign-in-methods';
import { AUTH_MESSAGES, AuthError } from './auth-error';
import type { AuthContext, CallInfo } from './auth-context';
import { createSession } from './create-session';
import { checkMetadata, checkPassword, normalizeEmail } from './credentials';
import { issueTokens } from './issue-tokens';
import { createRecoveryLink } from './links';
import { hashPassword, verifyPassword } from './passwords';
import { sendConfirmation } from './send-confirmation';
import { obfuscatedUserDto, toUserDto } from './user-dto';

export interface SignUpInput {
  email?: unknown;
  phone?: unknown;
  password?: unknown;
  data?: unknown;
  redirectTo?: unknown;
}

const inviteNotFound = () => new AuthError(422, 'invite_not_found', AUTH_MESSAGES.inviteNotFound);

/**
 * POST /auth/v1/signup. Without e-mail confirmation the account is confirmed and signed in at once
 * (a session); with it, the answer is the user alone and a confirmation link goes by mail. The
 * sign-up mode (open, invite, closed) is checked first; an invitation comes in `data`.
 *
 * An address that already has an account never gets a password set by a sign-up, and is answered
 * after the same work as a new one: a password hash and, with e-mail, one mail (decisions 112, 124).
 */
export async function signUp(auth: AuthContext, info: CallInfo, input: SignUpInput) {
  if (input.phone !== undefined && input.email === undefined) {
    throw new AuthError(422, 'phone_provider_disabled', AUTH_MESSAGES.phoneDisabled);
  }
  if (!auth.passwordSignIn) throw new AuthError(403, 'password_signin_disabled', PASSKEY_MESSAGES.passwordSignInOff);
  const email = normalizeEmail(input.email);
  const password = checkPassword(input.password, { strength: true });
  const { [INVITATION_METADATA_KEY]: invitation, ...metadata } = checkMetadata(input.data);

  const mode = await getSignupMode(auth.db, auth.defaultSignups);
  if (mode === 'closed') throw new AuthError(422, 'signup_disabled', AUTH_MESSAGES.signupDisabled);
  if (mode === 'invite' && !(await isUsableInvitation(auth.db, invitation))) throw inviteNotFound();

  const [existing] = await auth.db.select().from(users).where(eq(users.email, email));
  if (existing) return signUpExisting(auth, existing, password, metadata, input.redirectTo);

  const passwordHash = await hashPassword(password);
  const confirmed = auth.mail === null;
  const now = new Date();
  const created = await auth.db.transaction(async (tx) => {
    const [row] = await tx
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
    if (row && mode === 'invite' && !(await consumeInvitation(tx, invitation, row.id))) throw inviteNotFound();
    return row;
  });
  if (!created) throw new AuthError(422, 'user_already_exists', AUTH_MESSAGES.userAlreadyExists);

  if (confirmed) {
    const { session, refreshToken } = await createSession(auth.db, created, 'password', info, auth.adminEmails);
    return issueTokens(auth, info, created, session, refreshToken);
  }

  // The address's sign-up mails count from here: a repeat within the minute sends nothing.
  await auth.mails.allow('signup', email);
  try {
    return toUserDto(await sendConfirmation(auth, created, input.redirectTo));
  } catch (error) {
    // Nobody can confirm an account whose mail never left: forget it so the e-mail can sign up again.
    await releaseInvitation(auth.db, created.id);
    await auth.db.delete(users).where(eq(users.id, created.id));
    throw mailError(error);
  }
}

/**
 * A sign-up with an address that has an account. Without e-mail: 422, after a hash. With e-mail
 * (GoTrue's answers): a confirmed account gets a user with no identities and a mail saying it
 * exists; an unconfirmed one its confirmation link again or, when the password differs from the
 * stored one, an activation link that lets the address's owner choose the password (neither
 * sign-up's password survives). At most one such mail a minute per address.
 */
async function signUpExisting(
  auth: AuthContext,
  existing: UserRow,
  password: string,
  metadata: Record<string, unknown>,
  redirectTo: unknown,
) {
  if (!auth.mail) {
    await hashPassword(password); // the same work as a new account: the time tells nothing more
    throw new AuthError(422, 'user_already_exists', AUTH_MESSAGES.userAlreadyExists);
  }
  const { mailer, origin } = auth.mail;
  if (existing.emailConfirmedAt || existing.disabledAt) {
    await hashPassword(password);
    if (!existing.disabledAt && (await auth.mails.allow('signup', existing.email))) {
      const link = new URL('/login', origin).toString();
      await mailOrFail(() => mailer.send({ kind: 'signup-notice', to: existing.email, link, siteName: auth.siteName }));
    }
    return obfuscatedUserDto(existing.email, metadata);
  }

  // Not confirmed: the stored password stays whatever this call says.
  const samePassword = await verifyPassword(existing.passwordHash, password);
  if (samePassword) {
    if (!(await auth.mails.allow('signup', existing.email))) return toUserDto(existing);
    return toUserDto(await mailOrFail(() => sendConfirmation(auth, existing, redirectTo)));
  }
  // Two sign-ups, two passwords: nobody may confirm the account with a password that may be
  // someone else's, so neither survives (the account has none) and the address's owner chooses one
  // through a mailed link: the confirmation link already sent, which now lands as a recovery, until
  // an activation mail (a recovery link) replaces it; or '¿Olvidaste tu contraseña?'. Within the
  // minute no mail goes, and the first link keeps working (decision 124).
  const [contested] = await auth.db.update(users).set({ passwordHash: null }).where(eq(users.id, existing.id)).returning();
  if (!(await auth.mails.allow('signup', existing.email))) return toUserDto(contested ?? existing);
  const recovery = await createRecoveryLink(auth.db, existing.id, origin);
  if (!recovery) return toUserDto(contested ?? existing);
  await mailOrFail(() => mailer.send({ kind: 'activation', to: existing.email, link: recovery.link, siteName: auth.siteName }));
  const [withdrawn] = await auth.db.update(users).set({ confirmationTokenHash: null }).where(eq(users.id, existing.id)).returning();
  return toUserDto(withdrawn ?? existing);
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
