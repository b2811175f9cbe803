import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';

/** Who the provider says signs in next: the claims of its ID token. */
interface IdentityClaims {
  email?: string;
  email_verified?: boolean;
}

export interface TestIdentityProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The claims of whoever signs in at the provider next. */
  signInAs(claims: IdentityClaims): void;
  /** A new signing key (and only it) from now on, as a provider rotating its keys does. */
  rotateKey(): Promise<string>;
  /** The key id ID tokens are signed with now. */
  keyId(): string;
  /**
   * Follows the browser's way from the authorization address through the provider (its login and
   * consent answered at once for `signInAs`'s account) and answers the callback address it sends to.
   */
  authorize(location: string): Promise<URL>;
  close(): Promise<void>;
}

/**
 * oidc-provider, the certified OpenID Connect implementation, on 127.0.0.1 and a free port, with one
 * confidential client whose redirect URI is `redirectUri`. Interactions are answered by the test
 * (no form): the next account logs in and consents.
 */
export async function startIdentityProvider(redirectUri: string): Promise<TestIdentityProvider> {
  const clientId = 'linkhub';
  const clientSecret = 'secreto-del-cliente-de-pruebas';
  let claims: IdentityClaims = {};
  let kid = '';
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  async function makeProvider(): Promise<Provider> {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    kid = `clave-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
    const jwk = { ...(await exportJWK(privateKey)), kid, alg: 'RS256', use: 'sig' };
    return new Provider(issuer, {
      clients: [{ client_id: clientId, client_secret: clientSecret, redirect_uris: [redirectUri], grant_types: ['authorization_code'], response_types: ['code'] }],
      jwks: { keys: [jwk] },
      claims: { openid: ['sub'], email: ['email', 'email_verified'] },
      pkce: { required: () => true },
      features: { devInteractions: { enabled: false } },
      interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
      findAccount: (_ctx: unknown, accountId: string) => ({
        accountId,
        claims: async () => ({ sub: accountId, ...accounts.get(accountId) }),
      }),
    });
  }
  const accounts = new Map<string, IdentityClaims>();
  let provider = await makeProvider();

  server.on('request', (request: http.IncomingMessage, response: http.ServerResponse) => {
    if (!request.url?.startsWith('/interaction/')) {
      provider.callback()(request, response);
      return;
    }
    void (async () => {
      const details = await provider.interactionDetails(request, response);
      const accountId = `cuenta-${accounts.size + 1}`;
      accounts.set(accountId, claims);
      const grant = new provider.Grant({ accountId, clientId });
      grant.addOIDCScope('openid email profile');
      const grantId = await grant.save();
      await provider.interactionFinished(request, response, { login: { accountId }, consent: { grantId } }, { mergeWithLastSubmission: false });
      void details;
    })().catch((error: unknown) => {
      response.statusCode = 500;
      response.end(String(error));
    });
  });

  return {
    issuer,
    clientId,
    clientSecret,
    signInAs(next) {
      claims = next;
    },
    async rotateKey() {
      provider = await makeProvider();
      return kid;
    },
    keyId: () => kid,
    async authorize(location) {
      const jar = new Map<string, string>();
      let url = new URL(location);
      for (let hop = 0; hop < 10; hop++) {
        const answer = await fetch(url, { redirect: 'manual', headers: { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') } });
        for (const cookie of answer.headers.getSetCookie()) {
          const [pair = ''] = cookie.split(';');
          const at = pair.indexOf('=');
          jar.set(pair.slice(0, at), pair.slice(at + 1));
        }
        const next = answer.headers.get('location');
        if (!next) throw new Error(`the provider stopped at ${url.pathname}: ${answer.status} ${await answer.text()}`);
        url = new URL(next, url);
        if (url.toString().startsWith(redirectUri)) return url;
      }
      throw new Error('too many redirects at the provider');
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
