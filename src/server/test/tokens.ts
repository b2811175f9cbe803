import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';

export const TEST_JWT_SECRET = 'test-secret-for-linkhub-tests-only-0123456789';

/** An access token with the claims of the Supabase Auth subset, signed like the auth service does. */
export async function mintAccessToken(
  userId: string,
  options: { secret?: string; expiresIn?: string; audience?: string; role?: string; email?: string } = {},
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    email: options.email ?? `${userId.slice(0, 8)}@example.com`,
    phone: '',
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: {},
    role: options.role ?? 'authenticated',
    aal: 'aal1',
    amr: [{ method: 'password', timestamp: now }],
    session_id: randomUUID(),
    is_anonymous: false,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer('http://localhost/auth/v1')
    .setSubject(userId)
    .setAudience(options.audience ?? 'authenticated')
    .setIssuedAt(now)
    .setExpirationTime(options.expiresIn ?? '1h')
    .sign(new TextEncoder().encode(options.secret ?? TEST_JWT_SECRET));
}
