import { and, eq, lt } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { authRefreshTokens, authSessions, users } from '../../db/schema';
import { AUTH_MESSAGES, AuthError, validationFailed } from './auth-error';
import type { AuthContext, CallInfo } from './auth-context';
import { issueTokens } from './issue-tokens';
import { childRefreshToken, hashToken } from './secrets';

/** A token used again this soon after its rotation still answers (a client that lost the answer). */
const REFRESH_REUSE_GRACE_MS = 10_000;
const MAX_DESCENDANTS = 20;
/** Revoked tokens kept this long to recognise a replay; older ones only answer "not found". */
const REVOKED_KEPT_MS = 7 * 24 * 3600 * 1000;

const notFound = () => new AuthError(400, 'refresh_token_not_found', AUTH_MESSAGES.refreshTokenNotFound);

/**
 * POST /auth/v1/token?grant_type=refresh_token. The token is rotated: it is revoked and its child
 * answered. Within 10 s of its rotation it answers the session's current token again; any later
 * reuse means it was stolen or replayed, and the whole session ends (docs/decisions/101).
 */
export async function refreshSession(auth: AuthContext, info: CallInfo, input: { refresh_token?: unknown }) {
  const presented = input.refresh_token;
  if (typeof presented !== 'string' || presented === '') throw validationFailed(AUTH_MESSAGES.refreshTokenMissing);
  if (presented.length > 256) throw notFound();

  const outcome = await auth.changes.transaction(auth.db, async (tx, announce) => {
    const [found] = await tx
      .select({ id: authRefreshTokens.id, sessionId: authRefreshTokens.sessionId })
      .from(authRefreshTokens)
      .where(eq(authRefreshTokens.tokenHash, hashToken(presented)));
    if (!found) return { kind: 'not-found' as const };
    // One refresh of a session at a time: concurrent calls with the same token queue here.
    const [session] = await tx.select().from(authSessions).where(eq(authSessions.id, found.sessionId)).for('update');
    const [token] = await tx.select().from(authRefreshTokens).where(eq(authRefreshTokens.id, found.id));
    if (!session || !token) return { kind: 'not-found' as const };

    const now = new Date();
    let refreshToken: string | null;
    if (!token.revokedAt) {
      await tx.update(authRefreshTokens).set({ revokedAt: now }).where(eq(authRefreshTokens.id, token.id));
      refreshToken = childRefreshToken(auth.jwtKey, presented);
      await tx
        .insert(authRefreshTokens)
        .values({ tokenHash: hashToken(refreshToken), sessionId: session.id, parentId: token.id });
      await tx
        .delete(authRefreshTokens)
        .where(
          and(
            eq(authRefreshTokens.sessionId, session.id),
            lt(authRefreshTokens.revokedAt, new Date(now.getTime() - REVOKED_KEPT_MS)),
          ),
        );
    } else if (now.getTime() - token.revokedAt.getTime() <= REFRESH_REUSE_GRACE_MS) {
      refreshToken = await activeDescendant(tx, auth.jwtKey, presented);
    } else {
      refreshToken = null;
    }

    if (refreshToken === null) {
      await tx.delete(authSessions).where(eq(authSessions.id, session.id));
      announce({ type: 'sessions', ids: [session.id] });
      return { kind: 'reused' as const };
    }
    const [updatedSession] = await tx
      .update(authSessions)
      .set({ refreshedAt: now })
      .where(eq(authSessions.id, session.id))
      .returning();
    const [user] = await tx.select().from(users).where(eq(users.id, session.userId));
    if (!user || !updatedSession) return { kind: 'not-found' as const };
    if (user.disabledAt) {
      await tx.delete(authSessions).where(eq(authSessions.id, session.id));
      return { kind: 'banned' as const, sessionId: session.id };
    }
    return { kind: 'ok' as const, user, session: updatedSession, refreshToken };
  });

  if (outcome.kind === 'not-found') throw notFound();
  if (outcome.kind === 'banned') {
    auth.sessions.forget([outcome.sessionId]);
    throw new AuthError(400, 'user_banned', AUTH_MESSAGES.userBanned);
  }
  if (outcome.kind === 'reused') {
    throw new AuthError(400, 'refresh_token_already_used', AUTH_MESSAGES.refreshTokenAlreadyUsed);
  }
  return issueTokens(auth, info, outcome.user, outcome.session, outcome.refreshToken);
}

/** Follows a revoked token's children to the one still active, if the chain has one. */
async function activeDescendant(tx: Transaction, key: Uint8Array, revoked: string): Promise<string | null> {
  let candidate = revoked;
  for (let step = 0; step < MAX_DESCENDANTS; step++) {
    candidate = childRefreshToken(key, candidate);
    const [row] = await tx
      .select({ revokedAt: authRefreshTokens.revokedAt })
      .from(authRefreshTokens)
      .where(eq(authRefreshTokens.tokenHash, hashToken(candidate)));
    if (!row) return null;
    if (!row.revokedAt) return candidate;
  }
  return null;
}
