import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { authRefreshTokens, authSessions, mfaChallenges, mfaFactors } from '../../db/schema';
import { AuthError, validationFailed } from './auth-error';
import type { AuthContext, CallInfo } from './auth-context';
import { authenticate } from './authenticate';
import { CHALLENGE_SECONDS } from './mfa-challenge';
import { findFactor } from './mfa-factors';
import { MFA_MESSAGES } from './mfa-messages';
import { looksLikeRecoveryCode, redeemRecoveryCode } from './mfa-recovery-codes';
import { totpStep } from './mfa-totp';
import { issueTokens } from './issue-tokens';
import { hashToken, newOpaqueToken } from './secrets';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const wrongCode = () => new AuthError(422, 'mfa_verification_failed', MFA_MESSAGES.codeWrong);

/**
 * POST /auth/v1/factors/{id}/verify (supabase-js `mfa.verify`, `mfa.challengeAndVerify`): the
 * challenge's code, from the authenticator app (within one 30-second step either way) or, for a
 * verified factor, one of the account's recovery codes. Codes are limited per account across
 * instances (`MfaAttempts`); a TOTP code whose time step was already accepted is refused (the
 * factor's `last_used_step`, moved in one conditional UPDATE). A right code verifies the factor if
 * it was new, raises the session to aal2 and answers a new session object (new refresh token;
 * the session's older ones are revoked), as GoTrue does.
 */
export async function verifyFactor(
  auth: AuthContext,
  info: CallInfo,
  authorization: string | undefined,
  factorId: string,
  input: { challenge_id?: unknown; code?: unknown },
) {
  const { user, session } = await authenticate(auth, authorization);
  const factor = await findFactor(auth.db, user.id, factorId);
  if (!factor) throw new AuthError(404, 'mfa_factor_not_found', MFA_MESSAGES.factorNotFound);
  const challengeId = input.challenge_id;
  if (typeof challengeId !== 'string' || !UUID.test(challengeId)) throw new AuthError(404, 'mfa_challenge_not_found', MFA_MESSAGES.challengeNotFound);
  const code = typeof input.code === 'string' ? input.code.trim() : '';
  if (code === '' || code.length > 32) throw validationFailed(MFA_MESSAGES.codeMissing);

  await auth.mfaAttempts.attempt(user.id);
  const now = Date.now();
  const outcome = await auth.changes.transaction(auth.db, async (tx, announce) => {
    // Claimed first, in the transaction: a wrong code rolls the claim back.
    const [challenge] = await tx
      .update(mfaChallenges)
      .set({ verifiedAt: new Date(now) })
      .where(
        and(
          eq(mfaChallenges.id, challengeId),
          eq(mfaChallenges.factorId, factor.id),
          eq(mfaChallenges.sessionId, session.id),
          isNull(mfaChallenges.verifiedAt),
        ),
      )
      .returning();
    if (!challenge || challenge.createdAt.getTime() < now - CHALLENGE_SECONDS * 1000) {
      throw new AuthError(422, 'mfa_challenge_expired', MFA_MESSAGES.challengeExpired);
    }

    let method: 'totp' | 'recovery_code';
    if (/^\d{6}$/.test(code)) {
      const step = totpStep(factor.secret, code, now);
      if (step === null) throw wrongCode();
      const moved = await tx
        .update(mfaFactors)
        .set({ lastUsedStep: step, status: 'verified' })
        .where(and(eq(mfaFactors.id, factor.id), or(isNull(mfaFactors.lastUsedStep), lt(mfaFactors.lastUsedStep, step))))
        .returning({ id: mfaFactors.id });
      if (moved.length === 0) throw new AuthError(422, 'mfa_verification_rejected', MFA_MESSAGES.codeReused);
      method = 'totp';
    } else if (factor.status === 'verified' && looksLikeRecoveryCode(code) && (await redeemRecoveryCode(tx, user.id, code))) {
      method = 'recovery_code';
    } else {
      throw wrongCode();
    }

    const [raised] = await tx
      .update(authSessions)
      .set({ aal: 'aal2', mfaMethod: method, mfaVerifiedAt: new Date(now) })
      .where(eq(authSessions.id, session.id))
      .returning();
    if (!raised) throw new AuthError(403, 'session_not_found', MFA_MESSAGES.sessionNotFound);
    await tx
      .update(authRefreshTokens)
      .set({ revokedAt: new Date(now) })
      .where(and(eq(authRefreshTokens.sessionId, session.id), isNull(authRefreshTokens.revokedAt)));
    const refreshToken = newOpaqueToken();
    await tx.insert(authRefreshTokens).values({ tokenHash: hashToken(refreshToken), sessionId: session.id });
    // A first verified factor changes what the API asks of the account's other sessions.
    if (factor.status !== 'verified') announce({ type: 'users', ids: [user.id] });
    return { session: raised, refreshToken };
  });
  await auth.mfaAttempts.succeeded(user.id);
  return issueTokens(auth, info, user, outcome.session, outcome.refreshToken);
}
