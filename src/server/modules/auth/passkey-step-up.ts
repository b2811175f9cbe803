import { eq } from 'drizzle-orm';
import { PASSKEY_MESSAGES } from '@shared/sign-in-methods';
import type { AuthUser } from '../../auth/token-verifier';
import { authSessions, users } from '../../db/schema';
import { AppError } from '../../errors';
import type { AccountsContext } from '../account/accounts-context';
import { checkOwnPassword } from '../account/check-password';

/** A session this recent (its sign-in, or its last second-step code) adds a passkey without more. */
const STEP_UP_MS = 10 * 60 * 1000;

/**
 * Before a new passkey, which signs in for good, the caller proves again who they are (decision
 * 993): a session signed in (or with a code verified) in the last 10 minutes, else the account's
 * current password (counted with wrong sign-ins), else, for an account without one, a new sign-in.
 * A stolen session alone cannot plant a lasting way in.
 */
export async function stepUpForPasskey(accounts: AccountsContext, caller: AuthUser, currentPassword: unknown): Promise<void> {
  const [session] = caller.sessionId
    ? await accounts.db
        .select({ createdAt: authSessions.createdAt, mfaVerifiedAt: authSessions.mfaVerifiedAt })
        .from(authSessions)
        .where(eq(authSessions.id, caller.sessionId))
    : [];
  const recent = (at: Date | null | undefined) => at !== null && at !== undefined && Date.now() - at.getTime() <= STEP_UP_MS;
  if (session && (recent(session.createdAt) || recent(session.mfaVerifiedAt))) return;
  if (typeof currentPassword === 'string' && currentPassword !== '') return checkOwnPassword(accounts, caller, currentPassword);
  const [user] = await accounts.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, caller.id));
  if (user?.passwordHash) throw new AppError(403, 'current_password_needed', PASSKEY_MESSAGES.currentPasswordNeeded);
  throw new AppError(403, 'reauthentication_needed', PASSKEY_MESSAGES.signInAgain);
}
