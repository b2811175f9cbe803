import {
  type JWTPayload,
  type JWTVerifyGetKey,
  createRemoteJWKSet,
  decodeProtectedHeader,
  errors,
  jwtVerify,
} from 'jose';

export interface AuthUser {
  id: string;
  email: string | null;
  sessionId: string | null;
  /** The token's assurance level: 'aal2' once a second-step code was verified (decision 920). */
  aal: 'aal1' | 'aal2';
  /** Set when the caller came with a personal API token, not a session (decision 990). */
  apiToken?: { id: string; scope: 'read' | 'write' };
}

/** Turns a bearer access token into a user, or null when it is not a valid user token. */
export interface TokenVerifier {
  verify(token: string): Promise<AuthUser | null>;
}

/** Answers whether a session of the embedded auth service is still alive (not logged out). */
export interface SessionCheck {
  isActive(sessionId: string, userId: string): Promise<boolean>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ASYMMETRIC_ALGORITHMS = ['ES256', 'RS256', 'EdDSA'];
/** The spec's key set cache (section 9). */
const JWKS_CACHE_MS = 10 * 60 * 1000;

function userFromClaims(payload: JWTPayload): AuthUser | null {
  if (payload.role !== 'authenticated' || typeof payload.sub !== 'string') return null;
  if (!UUID.test(payload.sub)) return null;
  return {
    id: payload.sub,
    email: typeof payload.email === 'string' ? payload.email : null,
    sessionId: typeof payload.session_id === 'string' ? payload.session_id : null,
    aal: payload.aal === 'aal2' ? 'aal2' : 'aal1',
  };
}

async function verifyWith(
  token: string,
  key: Uint8Array | JWTVerifyGetKey,
  algorithms: string[],
): Promise<AuthUser | null> {
  try {
    // A token without an expiry (or an issue time) would be good forever: refused (issue 17).
    const options = { algorithms, audience: 'authenticated', requiredClaims: ['exp', 'iat'] };
    const { payload } = key instanceof Uint8Array ? await jwtVerify(token, key, options) : await jwtVerify(token, key, options);
    return userFromClaims(payload);
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
    throw error;
  }
}

/**
 * Verifies HS256 access tokens with the shared secret (claims of the Supabase Auth subset). With
 * `sessions` (the embedded auth service), a token whose session was logged out is refused too.
 */
export function hs256Verifier(secret: string, sessions?: SessionCheck): TokenVerifier {
  const key = new TextEncoder().encode(secret);
  return {
    async verify(token) {
      const user = await verifyWith(token, key, ['HS256']);
      if (!user || !sessions) return user;
      if (!user.sessionId || !UUID.test(user.sessionId)) return null;
      return (await sessions.isActive(user.sessionId, user.id)) ? user : null;
    },
  };
}

/**
 * Hosted Supabase: asymmetric tokens against the project's JWKS (cached 10 minutes), HS256 tokens
 * against the project's JWT secret when one is configured.
 */
export function hostedVerifier(options: { jwksUrl: string; jwtSecret?: string | undefined }): TokenVerifier {
  const keySet = createRemoteJWKSet(new URL(options.jwksUrl), {
    cacheMaxAge: JWKS_CACHE_MS,
    cooldownDuration: 30_000,
    timeoutDuration: 5000,
  });
  const secret = options.jwtSecret ? hs256Verifier(options.jwtSecret) : null;
  return {
    async verify(token) {
      let algorithm: string | undefined;
      try {
        algorithm = decodeProtectedHeader(token).alg;
      } catch {
        return null;
      }
      if (algorithm === 'HS256') return secret ? secret.verify(token) : null;
      if (!algorithm || !ASYMMETRIC_ALGORITHMS.includes(algorithm)) return null;
      return verifyWith(token, keySet, ASYMMETRIC_ALGORITHMS);
    },
  };
}
