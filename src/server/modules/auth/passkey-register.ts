import { generateRegistrationOptions, type RegistrationResponseJSON, verifyRegistrationResponse } from '@simplewebauthn/server';
import { count, eq } from 'drizzle-orm';
import { MAX_PASSKEYS, PASSKEY_MESSAGES } from '@shared/sign-in-methods';
import type { Passkey } from '@shared/schemas/passkeys';
import type { Database } from '../../db/client';
import { passkeys, users } from '../../db/schema';
import { AppError, MESSAGES } from '../../errors';
import { keepChallenge, takeChallenge } from './auth-challenges';
import { PASSKEY_CHALLENGE_TTL_MS, type RelyingParty } from './passkey-relying-party';
import { toPasskeyDto } from './passkey-list';

/**
 * POST /api/account/passkeys/options: what the browser needs to create a discoverable passkey for
 * the caller (resident key and user verification required, the account's passkeys excluded). The
 * challenge is kept in the database for 5 minutes, tied to the caller.
 */
export async function passkeyRegistrationOptions(db: Database, rp: RelyingParty, userId: string) {
  const [user] = await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) throw new AppError(401, 'invalid_token', MESSAGES.invalidToken);
  const existing = await db.select({ credentialId: passkeys.credentialId, transports: passkeys.transports }).from(passkeys).where(eq(passkeys.userId, userId));
  if (existing.length >= MAX_PASSKEYS) throw new AppError(409, 'too_many_passkeys', PASSKEY_MESSAGES.tooMany);
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.email,
    userDisplayName: user.email,
    userID: Buffer.from(user.id.replace(/-/g, ''), 'hex'),
    attestationType: 'none',
    excludeCredentials: existing.map((row) => ({ id: row.credentialId, transports: row.transports })),
    authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'required' },
  });
  await keepChallenge(db, { key: options.challenge, purpose: 'passkey-register', userId, ttlMs: PASSKEY_CHALLENGE_TTL_MS });
  return options;
}

/** POST /api/account/passkeys: checks the browser's answer to the caller's challenge and keeps the passkey. */
export async function registerPasskey(
  db: Database,
  rp: RelyingParty,
  userId: string,
  input: { name: string; credential: Record<string, unknown> },
): Promise<Passkey> {
  let verification;
  try {
    verification = await verifyRegistrationResponse({
      response: input.credential as unknown as RegistrationResponseJSON,
      expectedChallenge: async (challenge) => (await takeChallenge(db, challenge, 'passkey-register'))?.userId === userId,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    });
  } catch {
    throw new AppError(400, 'passkey_invalid', PASSKEY_MESSAGES.invalid);
  }
  if (!verification.verified) throw new AppError(400, 'passkey_not_verified', PASSKEY_MESSAGES.notVerified);
  const { credential } = verification.registrationInfo;
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(passkeys).where(eq(passkeys.userId, userId));
  if (total >= MAX_PASSKEYS) throw new AppError(409, 'too_many_passkeys', PASSKEY_MESSAGES.tooMany);
  const [row] = await db
    .insert(passkeys)
    .values({
      userId,
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      signCount: credential.counter,
      transports: (credential.transports ?? []).slice(0, 8),
      name: input.name,
    })
    .onConflictDoNothing({ target: passkeys.credentialId })
    .returning();
  if (!row) throw new AppError(409, 'passkey_invalid', PASSKEY_MESSAGES.invalid);
  return toPasskeyDto(row);
}
