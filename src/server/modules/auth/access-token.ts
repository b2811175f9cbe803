import { SignJWT } from 'jose';
import type { AuthSessionRow, UserRow } from '../../db/schema';

/** Access token lifetime (GoTrue's default). */
export const ACCESS_TOKEN_SECONDS = 3600;

/** An access token with the Supabase claims, signed HS256 with the key the API verifies. */
export async function signAccessToken(
  key: Uint8Array,
  input: { issuer: string; user: UserRow; session: AuthSessionRow; now: number },
): Promise<{ token: string; expiresAt: number }> {
  const { user, session, now } = input;
  const expiresAt = now + ACCESS_TOKEN_SECONDS;
  const token = await new SignJWT({
    email: user.email,
    phone: '',
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: user.userMetadata,
    role: 'authenticated',
    aal: session.aal,
    amr: authenticationMethods(session),
    session_id: session.id,
    is_anonymous: false,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(input.issuer)
    .setSubject(user.id)
    .setAudience('authenticated')
    .setIssuedAt(now)
    .setExpirationTime(expiresAt)
    .sign(key);
  return { token, expiresAt };
}

/** GoTrue's `amr`: the methods this session proved, the most recent first. */
function authenticationMethods(session: AuthSessionRow) {
  const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
  const first = { method: session.authMethod, timestamp: seconds(session.createdAt) };
  if (session.aal !== 'aal2' || !session.mfaVerifiedAt) return [first];
  return [{ method: session.mfaMethod ?? 'totp', timestamp: seconds(session.mfaVerifiedAt) }, first];
}

/** The public anon key of the embedded service: a JWT with role "anon", stable for a given secret. */
export async function signAnonKey(key: Uint8Array): Promise<string> {
  const issuedAt = 1_735_689_600; // 2025-01-01: fixed, so the key is the same on every start.
  return new SignJWT({ role: 'anon' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer('linkhub')
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + 100 * 365 * 24 * 3600)
    .sign(key);
}
