import { and, count, eq } from 'drizzle-orm';
import { mfaFactors } from '../../db/schema';
import { AuthError } from './auth-error';
import type { AuthContext } from './auth-context';
import { authenticate } from './authenticate';
import { hasVerifiedFactor } from './mfa-factors';
import { MFA_MESSAGES } from './mfa-messages';
import { newTotpSecret, totpQrSvg } from './mfa-totp';

const MAX_FACTORS = 10;
const MAX_NAME = 100;

/**
 * POST /auth/v1/factors (supabase-js `mfa.enroll({ factorType: 'totp' })`): a new unverified TOTP
 * factor with its secret, otpauth URI and QR code (SVG markup, as GoTrue). An account that already
 * has a verified factor must be at aal2 to add one. Unfinished enrolments of the account are
 * replaced. The factor counts once its first code is verified (`mfa-verify.ts`).
 */
export async function enrollFactor(
  auth: AuthContext,
  authorization: string | undefined,
  input: { factor_type?: unknown; friendly_name?: unknown; issuer?: unknown },
) {
  const { user, session } = await authenticate(auth, authorization);
  if (input.factor_type !== 'totp') throw new AuthError(422, 'mfa_factor_type_disabled', MFA_MESSAGES.factorTypeUnsupported);
  const name = optionalText(input.friendly_name);
  const issuer = optionalText(input.issuer) ?? auth.siteName;
  if (session.aal !== 'aal2' && (await hasVerifiedFactor(auth.db, user.id))) {
    throw new AuthError(403, 'insufficient_aal', MFA_MESSAGES.aal2ToEnroll);
  }

  const { secret, uri } = newTotpSecret(user.email, issuer);
  const factor = await auth.db.transaction(async (tx) => {
    await tx.delete(mfaFactors).where(and(eq(mfaFactors.userId, user.id), eq(mfaFactors.status, 'unverified')));
    const [existing] = await tx.select({ n: count() }).from(mfaFactors).where(eq(mfaFactors.userId, user.id));
    if ((existing?.n ?? 0) >= MAX_FACTORS) throw new AuthError(422, 'too_many_enrolled_mfa_factors', MFA_MESSAGES.tooManyFactors);
    const [row] = await tx.insert(mfaFactors).values({ userId: user.id, factorType: 'totp', friendlyName: name, secret }).returning();
    if (!row) throw new Error('factor insert returned no row');
    return row;
  });
  return {
    id: factor.id,
    type: 'totp' as const,
    friendly_name: factor.friendlyName ?? '',
    totp: { qr_code: await totpQrSvg(uri), secret, uri },
  };
}

function optionalText(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string' || value.length > MAX_NAME || /\p{Cc}/u.test(value)) {
    throw new AuthError(422, 'validation_failed', MFA_MESSAGES.friendlyNameInvalid);
  }
  return value.trim() || null;
}
