import { and, eq, ne } from 'drizzle-orm';
import { authSessions } from '../../db/schema';
import { AUTH_MESSAGES, validationFailed } from './auth-error';
import type { AuthContext } from './auth-context';
import { authenticate } from './authenticate';

const LOGOUT_SCOPES = ['global', 'local', 'others'] as const;
type LogoutScope = (typeof LOGOUT_SCOPES)[number];

/**
 * POST /auth/v1/logout?scope=global|local|others. The ended sessions' refresh tokens go with them
 * (cascade) and their access tokens are refused from now on, here and by /api, on every instance
 * (the change bus carries the ended sessions).
 */
export async function logout(auth: AuthContext, authorization: string | undefined, scope: unknown): Promise<void> {
  const chosen = scope === undefined ? 'global' : scope;
  if (!LOGOUT_SCOPES.includes(chosen as LogoutScope)) throw validationFailed(AUTH_MESSAGES.scopeInvalid);
  const { session } = await authenticate(auth, authorization);

  const which =
    chosen === 'local'
      ? eq(authSessions.id, session.id)
      : chosen === 'others'
        ? and(eq(authSessions.userId, session.userId), ne(authSessions.id, session.id))
        : eq(authSessions.userId, session.userId);
  await auth.changes.transaction(auth.db, async (tx, announce) => {
    const ended = await tx.delete(authSessions).where(which).returning({ id: authSessions.id });
    announce({ type: 'sessions', ids: ended.map((row) => row.id) });
  });
}
