import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type CryptoKey, type JWK, SignJWT, exportJWK, generateKeyPair } from 'jose';

/**
 * A stand-in for a hosted Supabase project's key endpoint: a locally generated ES256 key pair whose
 * public half is served at /auth/v1/.well-known/jwks.json on a local port.
 */
export interface JwksServer {
  url: string;
  jwksUrl: string;
  requests: number;
  /** `expiresIn: null` leaves the token without exp. */
  sign(claims: Record<string, unknown>, options?: { expiresIn?: string | null; kid?: string; key?: CryptoKey }): Promise<string>;
  close(): Promise<void>;
}

export async function startJwksServer(): Promise<JwksServer> {
  const { publicKey, privateKey } = await generateKeyPair('ES256');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'clave-1', alg: 'ES256', use: 'sig' };
  const state = { requests: 0 };
  const server = createServer((request, response) => {
    if (request.url === '/auth/v1/.well-known/jwks.json') {
      state.requests += 1;
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }));
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    jwksUrl: `${url}/auth/v1/.well-known/jwks.json`,
    get requests() {
      return state.requests;
    },
    sign(claims, options = {}) {
      const jwt = new SignJWT(claims).setProtectedHeader({ alg: 'ES256', typ: 'JWT', kid: options.kid ?? 'clave-1' }).setIssuedAt();
      if (options.expiresIn !== null) jwt.setExpirationTime(options.expiresIn ?? '1h');
      return jwt.sign(options.key ?? privateKey);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
