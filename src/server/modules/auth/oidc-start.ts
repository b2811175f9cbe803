import * as client from 'openid-client';
import { SSO_CALLBACK_PATH } from '@shared/sign-in-methods';
import type { CallInfo } from './auth-context';
import type { AuthContext } from './auth-context';
import { keepChallenge } from './auth-challenges';
import type { OidcIssuer } from './oidc-issuer';
import { hashToken } from './secrets';

/** How long a single sign-on may take at the provider. */
export const OIDC_TTL_MS = 10 * 60 * 1000;

export const oidcRedirectUri = (origin: string) => new URL(SSO_CALLBACK_PATH, origin).toString();

/**
 * GET /auth/v1/oidc/start: the provider's authorization address for a new sign-in (code flow with
 * PKCE, state and nonce). The state's hash keys the nonce and the PKCE verifier in the database for
 * 10 minutes; the state also goes to this browser in a cookie, so the callback is taken only from
 * the browser that started it (decision 932). An invitation (invite-only sign-ups) rides along.
 */
export async function startOidcSignIn(
  auth: AuthContext,
  provider: OidcIssuer,
  info: CallInfo,
  input: { invitation?: unknown },
): Promise<{ location: string; state: string }> {
  const config = await provider.config();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const codeVerifier = client.randomPKCECodeVerifier();
  const invitation = typeof input.invitation === 'string' && input.invitation.length <= 256 ? input.invitation : '';
  await keepChallenge(auth.db, {
    key: hashToken(state),
    purpose: 'oidc',
    data: { nonce, codeVerifier, ...(invitation ? { invitation } : {}) },
    ttlMs: OIDC_TTL_MS,
  });
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: oidcRedirectUri(info.origin),
    scope: 'openid email profile',
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return { location: url.toString(), state };
}
