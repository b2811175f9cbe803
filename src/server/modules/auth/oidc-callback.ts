import * as client from 'openid-client';
import { SSO_ERROR_PARAM, type SsoErrorKey } from '@shared/sign-in-methods';
import type { AuthContext, CallInfo } from './auth-context';
import { takeChallenge } from './auth-challenges';
import { createSession } from './create-session';
import { normalizeEmail } from './credentials';
import { issueTokens } from './issue-tokens';
import { accountForVerifiedEmail } from './oidc-account';
import type { OidcIssuer } from './oidc-issuer';
import { oidcRedirectUri } from './oidc-start';
import { hashToken } from './secrets';

export interface OidcCallbackInput {
  /** The callback's query string as received (`code`, `state`, or the provider's `error`). */
  search: string;
  /** The state this browser was given at the start (its cookie). */
  browserState: string | undefined;
}

/**
 * GET /auth/v1/oidc/callback: the provider sends the browser back with a code. The state must be
 * the one this browser started with and still be kept (single use, 10 minutes); the code is
 * exchanged with the PKCE verifier, and openid-client checks the ID token's signature (fetching the
 * provider's keys again for an unknown key), issuer, audience, expiry and nonce. The verified
 * e-mail names the account. Answers where to send the browser: the editor with the session in the
 * URL fragment, as a mailed link does (decision 118), or /login with the reason.
 */
export async function finishOidcSignIn(
  auth: AuthContext,
  provider: OidcIssuer,
  info: CallInfo,
  input: OidcCallbackInput,
  onError: (error: unknown) => void,
): Promise<string> {
  const failure = (key: SsoErrorKey) => {
    const login = new URL('/login', info.origin);
    login.searchParams.set(SSO_ERROR_PARAM, key);
    return login.toString();
  };
  const params = new URLSearchParams(input.search);
  const state = params.get('state') ?? '';
  if (!state || !input.browserState || hashToken(state) !== hashToken(input.browserState)) return failure('state');
  const kept = await takeChallenge(auth.db, hashToken(state), 'oidc');
  if (!kept?.data.nonce || !kept.data.codeVerifier) return failure('state');
  if (params.has('error')) return failure('provider');

  let claims: Record<string, unknown> | undefined;
  try {
    const config = await provider.config();
    const redirectUri = oidcRedirectUri(info.origin);
    const tokens = await client.authorizationCodeGrant(
      config,
      new URL(`${redirectUri}?${params}`),
      { pkceCodeVerifier: kept.data.codeVerifier, expectedState: state, expectedNonce: kept.data.nonce, idTokenExpected: true },
      { redirect_uri: redirectUri },
    );
    const idToken = tokens.claims();
    // Scope claims may come in the ID token (Keycloak, Authentik) or from the userinfo endpoint alone
    // (the specification's default for the code flow): asked there, for the same subject, when absent.
    claims =
      idToken && idToken.email === undefined
        ? { ...(await client.fetchUserInfo(config, tokens.access_token, idToken.sub)), ...idToken }
        : idToken;
  } catch (error) {
    onError(error);
    return failure('failed');
  }
  if (!claims) return failure('failed');

  // Microsoft Entra ID tells a verified domain by xms_edov instead of email_verified (docs/single-sign-on.md).
  const verified = claims.email_verified === true || claims.xms_edov === true;
  let email: string;
  try {
    email = normalizeEmail(claims.email);
  } catch {
    return failure('unverified');
  }
  if (!verified) return failure('unverified');
  const allowed = provider.settings.allowedDomains;
  if (allowed.length > 0 && !allowed.includes(email.slice(email.lastIndexOf('@') + 1))) return failure('domain');

  const account = await accountForVerifiedEmail(auth, email, kept.data.invitation);
  if (typeof account === 'string') return failure(account);
  const started = await createSession(auth.db, account, 'oauth', info, auth.adminEmails);
  const session = await issueTokens(auth, info, account, started.session, started.refreshToken);
  const fragment = new URLSearchParams({
    access_token: session.access_token,
    expires_at: String(session.expires_at),
    expires_in: String(session.expires_in),
    refresh_token: session.refresh_token,
    token_type: session.token_type,
  });
  return `${new URL('/', info.origin).toString()}#${fragment}`;
}
