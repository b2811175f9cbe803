import { eq } from 'drizzle-orm';
import { errors, jwtVerify } from 'jose';
import { authSessions, type AuthSessionRow, type UserRow, users } from '../../db/schema';
import { AUTH_MESSAGES, AuthError } from './auth-error';
import type { AuthContext } from './auth-context';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const badJwt = () => new AuthError(403, 'bad_jwt', AUTH_MESSAGES.badJwt);

/**
 * The user and session behind the bearer access token of /user and /logout, with GoTrue's answers:
 * 401 no_authorization, 403 bad_jwt, 403 session_not_found.
 */
export async function authenticate(
  auth: AuthContext,
  authorization: string | undefined,
): Promise<{ user: UserRow; session: AuthSessionRow }> {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  if (!token) throw new AuthError(401, 'no_authorization', AUTH_MESSAGES.noAuthorization);

  let claims: { sub?: unknown; role?: unknown; session_id?: unknown };
  try {
    ({ payload: claims } = await jwtVerify(token, auth.jwtKey, { algorithms: ['HS256'], audience: 'authenticated' }));
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof TypeError) throw badJwt();
    throw error;
  }
  const { sub, role, session_id: sessionId } = claims;
  if (role !== 'authenticated' || typeof sub !== 'string' || !UUID.test(sub)) throw badJwt();
  if (typeof sessionId !== 'string' || !UUID.test(sessionId)) throw badJwt();

  const [session] = await auth.db.select().from(authSessions).where(eq(authSessions.id, sessionId));
  if (!session || session.userId !== sub) {
    throw new AuthError(403, 'session_not_found', AUTH_MESSAGES.sessionNotFound);
  }
  const [user] = await auth.db.select().from(users).where(eq(users.id, sub));
  if (!user) throw new AuthError(403, 'user_not_found', AUTH_MESSAGES.userNotFound);
  if (user.disabledAt) throw new AuthError(403, 'user_banned', AUTH_MESSAGES.userBanned);
  return { user, session };
}
