import type { Executor } from '../../db/client';
import { type AuthSessionRow, authRefreshTokens, authSessions } from '../../db/schema';
import type { CallInfo } from './auth-context';
import { hashToken, newOpaqueToken } from './secrets';

/** Starts a session for a user who just proved who they are; answers it and its first refresh token. */
export async function createSession(
  db: Executor,
  userId: string,
  method: 'password' | 'otp' | 'recovery',
  info: CallInfo,
): Promise<{ session: AuthSessionRow; refreshToken: string }> {
  const [session] = await db
    .insert(authSessions)
    .values({ userId, authMethod: method, ip: info.ip, userAgent: info.userAgent?.slice(0, 512) ?? null })
    .returning();
  if (!session) throw new Error('session insert returned no row');
  const refreshToken = newOpaqueToken();
  await db.insert(authRefreshTokens).values({ tokenHash: hashToken(refreshToken), sessionId: session.id });
  return { session, refreshToken };
}
