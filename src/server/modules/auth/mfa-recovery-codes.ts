import { randomBytes } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { mfaRecoveryCodes } from '../../db/schema';
import { AppError } from '../../errors';
import { hasVerifiedFactor } from './mfa-factors';
import { MFA_MESSAGES } from './mfa-messages';
import { hashToken } from './secrets';

const CODES = 10;
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** One code: 10 characters of an unambiguous alphabet (about 49 bits), shown as xxxxx-xxxxx. */
function newCode(): string {
  const bytes = randomBytes(10);
  const chars = [...bytes].map((byte) => ALPHABET[byte % ALPHABET.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** What a person types, in the form that was hashed: lower case, no spaces or hyphens. */
function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

export function looksLikeRecoveryCode(code: string): boolean {
  return /^[a-z0-9]{10}$/.test(normalizeRecoveryCode(code));
}

/**
 * Replaces the account's recovery codes with 10 new ones, answered once; only their SHA-256
 * hashes are kept (the codes are random, so a plain hash is enough).
 */
async function replaceRecoveryCodes(db: Executor, userId: string): Promise<string[]> {
  const codes = Array.from({ length: CODES }, newCode);
  await db.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
  await db.insert(mfaRecoveryCodes).values(codes.map((code) => ({ userId, codeHash: hashToken(normalizeRecoveryCode(code)) })));
  return codes;
}

/** Spends one unused code of the account; false when it is not one (or was used). One statement: two instances cannot both spend it. */
export async function redeemRecoveryCode(db: Executor, userId: string, code: string): Promise<boolean> {
  const spent = await db
    .update(mfaRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(mfaRecoveryCodes.userId, userId),
        eq(mfaRecoveryCodes.codeHash, hashToken(normalizeRecoveryCode(code))),
        isNull(mfaRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: mfaRecoveryCodes.id });
  return spent.length > 0;
}

export async function recoveryCodesLeft(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(mfaRecoveryCodes)
    .where(and(eq(mfaRecoveryCodes.userId, userId), isNull(mfaRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}

/**
 * POST /api/account/mfa/recovery-codes: new codes for an account with a verified factor, from a
 * session that verified a code (aal2); the old codes stop working.
 */
export async function createRecoveryCodes(db: Executor, caller: { id: string; aal: 'aal1' | 'aal2' }): Promise<{ codes: string[] }> {
  if (caller.aal !== 'aal2') throw new AppError(403, 'mfa_second_step_needed', MFA_MESSAGES.aal2ForRecoveryCodes);
  if (!(await hasVerifiedFactor(db, caller.id))) throw new AppError(409, 'mfa_no_verified_factor', MFA_MESSAGES.noVerifiedFactor);
  return { codes: await replaceRecoveryCodes(db, caller.id) };
}
