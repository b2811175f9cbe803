import { and, eq } from 'drizzle-orm';
import { mfaFactors, mfaRecoveryCodes } from '../../db/schema';
import { AuthError } from './auth-error';
import type { AuthContext } from './auth-context';
import { authenticate } from './authenticate';
import { findFactor, hasVerifiedFactor } from './mfa-factors';
import { MFA_MESSAGES } from './mfa-messages';

/** A verified factor is removed only within this time of a code verified in the same session. */
const FRESH_CODE_MS = 10 * 60 * 1000;

/**
 * DELETE /auth/v1/factors/{id} (supabase-js `mfa.unenroll`). A verified factor needs the session at
 * aal2 with a code (from the app or a recovery code) verified in the last 10 minutes: the app asks
 * for one and calls `challengeAndVerify` first. The last verified factor takes the recovery codes
 * with it. Answers `{id}`.
 */
export async function unenrollFactor(auth: AuthContext, authorization: string | undefined, factorId: string) {
  const { user, session } = await authenticate(auth, authorization);
  const factor = await findFactor(auth.db, user.id, factorId);
  if (!factor) throw new AuthError(404, 'mfa_factor_not_found', MFA_MESSAGES.factorNotFound);
  if (factor.status === 'verified') {
    const fresh = session.aal === 'aal2' && session.mfaVerifiedAt && Date.now() - session.mfaVerifiedAt.getTime() <= FRESH_CODE_MS;
    if (!fresh) throw new AuthError(403, 'insufficient_aal', MFA_MESSAGES.freshCodeToDisable);
  }
  await auth.changes.transaction(auth.db, async (tx, announce) => {
    await tx.delete(mfaFactors).where(and(eq(mfaFactors.id, factor.id), eq(mfaFactors.userId, user.id)));
    if (!(await hasVerifiedFactor(tx, user.id))) await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, user.id));
    if (factor.status === 'verified') announce({ type: 'users', ids: [user.id] });
  });
  return { id: factor.id };
}
