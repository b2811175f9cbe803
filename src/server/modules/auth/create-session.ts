import Bowser from 'bowser';
import type { Executor } from '../../db/client';
import { type AuthSessionRow, type UserRow, authRefreshTokens, authSessions } from '../../db/schema';
import { grantAdminAddress } from '../admin/admin-grants';
import type { CallInfo } from './auth-context';
import { hashToken, newOpaqueToken } from './secrets';

/**
 * Starts a session for a user who just proved who they are; answers it and its first refresh token.
 * The account holds its address from now on: an unspent ADMIN_EMAILS address makes it admin (decision 122).
 */
export async function createSession(
  db: Executor,
  user: UserRow,
  method: 'password' | 'otp' | 'recovery' | 'webauthn' | 'oauth',
  info: CallInfo,
  adminEmails: ReadonlySet<string>,
): Promise<{ session: AuthSessionRow; refreshToken: string }> {
  const [session] = await db
    .insert(authSessions)
    .values({
      userId: user.id,
      authMethod: method,
      // A passkey with user verification is the highest assurance (decision 933).
      aal: method === 'webauthn' ? 'aal2' : 'aal1',
      userAgent: info.userAgent?.slice(0, 512) ?? null,
      ...device(info.userAgent),
    })
    .returning();
  if (!session) throw new Error('session insert returned no row');
  const refreshToken = newOpaqueToken();
  await db.insert(authRefreshTokens).values({ tokenHash: hashToken(refreshToken), sessionId: session.id });
  await grantAdminAddress(db, adminEmails, user);
  return { session, refreshToken };
}

/** Browser and system of a user agent, for 'Sesiones'; no address is kept (decision 921). */
function device(userAgent: string | null): { browser: string | null; os: string | null } {
  if (!userAgent) return { browser: null, os: null };
  const parsed = Bowser.parse(userAgent.slice(0, 512));
  const name = (value: string | undefined) => (value ? value.slice(0, 64) : null);
  return { browser: name(parsed.browser.name), os: name(parsed.os.name) };
}
