import { type AuthenticationResponseJSON, generateAuthenticationOptions, verifyAuthenticationResponse } from '@simplewebauthn/server';
import { eq } from 'drizzle-orm';
import { PASSKEY_MESSAGES } from '@shared/sign-in-methods';
import { passkeys, users } from '../../db/schema';
import { AUTH_MESSAGES, AuthError } from './auth-error';
import type { AuthContext, CallInfo } from './auth-context';
import { keepChallenge, takeChallenge } from './auth-challenges';
import { createSession } from './create-session';
import { issueTokens } from './issue-tokens';
import { PASSKEY_CHALLENGE_TTL_MS, type RelyingParty } from './passkey-relying-party';

const refused = (message: string) => new AuthError(400, 'passkey_refused', message);

/**
 * POST /auth/v1/passkey/options: a challenge for a sign-in with any passkey of this site (no
 * account named: the browser offers its discoverable credentials). Kept 5 minutes, used once.
 */
export async function passkeySignInOptions(auth: AuthContext, rp: RelyingParty) {
  const options = await generateAuthenticationOptions({ rpID: rp.id, userVerification: 'required', timeout: 120_000 });
  await keepChallenge(auth.db, { key: options.challenge, purpose: 'passkey-signin', ttlMs: PASSKEY_CHALLENGE_TTL_MS });
  return options;
}

/**
 * POST /auth/v1/passkey/verify: the browser's signed answer; a new session (method webauthn) for
 * the passkey's account. A passkey with user verification is something owned and something known
 * or owned by the body, so the session is aal2 (decision 933).
 */
export async function signInWithPasskey(auth: AuthContext, info: CallInfo, rp: RelyingParty, input: { credential?: unknown }) {
  const response = input.credential as AuthenticationResponseJSON | undefined;
  if (!response || typeof response !== 'object' || typeof response.id !== 'string' || response.id.length > 1024) {
    throw refused(PASSKEY_MESSAGES.invalid);
  }
  const [stored] = await auth.db.select().from(passkeys).where(eq(passkeys.credentialId, response.id));
  if (!stored) throw refused(PASSKEY_MESSAGES.unknownPasskey);

  let verification;
  try {
    verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge: async (challenge) => (await takeChallenge(auth.db, challenge, 'passkey-signin')) !== null,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: stored.credentialId,
        publicKey: new Uint8Array(Buffer.from(stored.publicKey, 'base64url')),
        counter: stored.signCount,
        transports: stored.transports,
      },
      requireUserVerification: true,
    });
  } catch {
    throw refused(PASSKEY_MESSAGES.notVerified);
  }
  if (!verification.verified) throw refused(PASSKEY_MESSAGES.notVerified);

  const [user] = await auth.db.select().from(users).where(eq(users.id, stored.userId));
  if (!user) throw refused(PASSKEY_MESSAGES.unknownPasskey);
  if (user.disabledAt) throw new AuthError(400, 'user_banned', AUTH_MESSAGES.userBanned);

  const signedIn = await auth.db.transaction(async (tx) => {
    const now = new Date();
    await tx.update(passkeys).set({ signCount: verification.authenticationInfo.newCounter, lastUsedAt: now }).where(eq(passkeys.id, stored.id));
    const [updated] = await tx.update(users).set({ lastSignInAt: now }).where(eq(users.id, user.id)).returning();
    const started = await createSession(tx, updated ?? user, 'webauthn', info, auth.adminEmails);
    return { user: updated ?? user, ...started };
  });
  return issueTokens(auth, info, signedIn.user, signedIn.session, signedIn.refreshToken);
}
