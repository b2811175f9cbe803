import type { MfaStatus } from '@shared/schemas/security';
import type { Executor } from '../../db/client';
import { hasVerifiedFactor } from './mfa-factors';
import { getMfaRequired } from './mfa-requirement';
import { recoveryCodesLeft } from './mfa-recovery-codes';

/** GET /api/account/mfa: whether the account has two-step verification, must have it, and its codes left. */
export async function getMfaStatus(db: Executor, userId: string): Promise<MfaStatus> {
  const [enrolled, required, left] = await Promise.all([hasVerifiedFactor(db, userId), getMfaRequired(db), recoveryCodesLeft(db, userId)]);
  return { enrolled, required, recoveryCodesLeft: left, recoveryCodes: true };
}
