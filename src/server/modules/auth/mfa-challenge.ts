import { and, eq, lt } from 'drizzle-orm';
import { mfaChallenges } from '../../db/schema';
import { AuthError } from './auth-error';
import type { AuthContext } from './auth-context';
import { authenticate } from './authenticate';
import { findFactor } from './mfa-factors';
import { MFA_MESSAGES } from './mfa-messages';

/** A challenge is answered within 5 minutes (GoTrue's default). */
export const CHALLENGE_SECONDS = 300;

/**
 * POST /auth/v1/factors/{id}/challenge (supabase-js `mfa.challenge`): a challenge of the caller's
 * factor, bound to the calling session, answered by `mfa-verify.ts`. Answers `{id, type, expires_at}`.
 */
export async function challengeFactor(auth: AuthContext, authorization: string | undefined, factorId: string) {
  const { user, session } = await authenticate(auth, authorization);
  const factor = await findFactor(auth.db, user.id, factorId);
  if (!factor) throw new AuthError(404, 'mfa_factor_not_found', MFA_MESSAGES.factorNotFound);
  const now = Date.now();
  const challenge = await auth.db.transaction(async (tx) => {
    // Old challenges of the factor go: they can no longer be answered.
    await tx
      .delete(mfaChallenges)
      .where(and(eq(mfaChallenges.factorId, factor.id), lt(mfaChallenges.createdAt, new Date(now - CHALLENGE_SECONDS * 1000))));
    const [row] = await tx.insert(mfaChallenges).values({ factorId: factor.id, sessionId: session.id, createdAt: new Date(now) }).returning();
    if (!row) throw new Error('challenge insert returned no row');
    return row;
  });
  return { id: challenge.id, type: factor.factorType, expires_at: Math.floor(now / 1000) + CHALLENGE_SECONDS };
}
