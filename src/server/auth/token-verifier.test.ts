import { randomUUID } from 'node:crypto';
import { generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJwksServer, type JwksServer } from '../test/jwks-server';
import { mintAccessToken } from '../test/tokens';
import { hostedVerifier, hs256Verifier } from './token-verifier';

const PROJECT_SECRET = 'secreto-del-proyecto-alojado-0123456789abcdef';
let jwks: JwksServer;

beforeAll(async () => {
  jwks = await startJwksServer();
});
afterAll(() => jwks.close());

const userClaims = (sub: string) => ({
  sub,
  aud: 'authenticated',
  role: 'authenticated',
  email: 'ana@example.com',
  session_id: randomUUID(),
});

describe('hostedVerifier (hosted Supabase)', () => {
  it('accepts an ES256 token signed with a key of the project JWKS', async () => {
    const verifier = hostedVerifier({ jwksUrl: jwks.jwksUrl });
    const id = randomUUID();
    expect(await verifier.verify(await jwks.sign(userClaims(id)))).toMatchObject({ id, email: 'ana@example.com' });
  });

  it('refuses a token from another key, an expired one, an anon one and a wrong audience', async () => {
    const verifier = hostedVerifier({ jwksUrl: jwks.jwksUrl });
    const { privateKey: foreign } = await generateKeyPair('ES256');
    const id = randomUUID();
    const refused = [
      await jwks.sign(userClaims(id), { key: foreign }),
      await jwks.sign(userClaims(id), { kid: 'otra-clave' }),
      await jwks.sign(userClaims(id), { expiresIn: '-1m' }),
      await jwks.sign({ ...userClaims(id), role: 'anon' }),
      await jwks.sign({ ...userClaims(id), aud: 'otra' }),
      'no-es-un-jwt',
    ];
    for (const token of refused) expect(await verifier.verify(token)).toBeNull();
  });

  it('keeps the key set cached instead of fetching it for every request', async () => {
    const verifier = hostedVerifier({ jwksUrl: jwks.jwksUrl });
    const before = jwks.requests;
    for (let i = 0; i < 5; i++) await verifier.verify(await jwks.sign(userClaims(randomUUID())));
    expect(jwks.requests - before).toBe(1);
  });

  it('checks HS256 tokens with SUPABASE_JWT_SECRET when it is set, and refuses them otherwise', async () => {
    const id = randomUUID();
    const token = await mintAccessToken(id, { secret: PROJECT_SECRET });
    expect(await hostedVerifier({ jwksUrl: jwks.jwksUrl, jwtSecret: PROJECT_SECRET }).verify(token)).toMatchObject({ id });
    expect(await hostedVerifier({ jwksUrl: jwks.jwksUrl }).verify(token)).toBeNull();
  });

  it('refuses an HS256 token signed with any other secret', async () => {
    const verifier = hostedVerifier({ jwksUrl: jwks.jwksUrl, jwtSecret: PROJECT_SECRET });
    const token = await mintAccessToken(randomUUID(), { secret: 'otro-secreto-otro-secreto-otro-secreto-123' });
    expect(await verifier.verify(token)).toBeNull();
  });
});

describe('hs256Verifier with a session check (embedded)', () => {
  it('refuses a valid signature whose session is not active', async () => {
    const id = randomUUID();
    const token = await mintAccessToken(id, { secret: PROJECT_SECRET });
    const alive = hs256Verifier(PROJECT_SECRET, { isActive: async () => true });
    const ended = hs256Verifier(PROJECT_SECRET, { isActive: async () => false });
    expect(await alive.verify(token)).toMatchObject({ id });
    expect(await ended.verify(token)).toBeNull();
  });
});

describe('tokens must expire (issue 17)', () => {
  const claims = (sub: string) => ({ ...userClaims(sub), iss: 'http://localhost/auth/v1' });
  const hs256 = (payload: Record<string, unknown>) =>
    new SignJWT(payload).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(new TextEncoder().encode(PROJECT_SECRET));

  it('refuses an HS256 token with the right signature but no exp, or no iat', async () => {
    const id = randomUUID();
    const now = Math.floor(Date.now() / 1000);
    const verifier = hs256Verifier(PROJECT_SECRET, { isActive: async () => true });
    expect(await verifier.verify(await hs256({ ...claims(id), iat: now, exp: now + 60 }))).toMatchObject({ id });
    expect(await verifier.verify(await hs256({ ...claims(id), iat: now }))).toBeNull();
    expect(await verifier.verify(await hs256({ ...claims(id), exp: now + 60 }))).toBeNull();
    const hosted = hostedVerifier({ jwksUrl: jwks.jwksUrl, jwtSecret: PROJECT_SECRET });
    expect(await hosted.verify(await hs256({ ...claims(id), iat: now }))).toBeNull();
  });

  it("refuses an ES256 token signed with the project's key but without exp", async () => {
    const id = randomUUID();
    const verifier = hostedVerifier({ jwksUrl: jwks.jwksUrl });
    expect(await verifier.verify(await jwks.sign(claims(id)))).toMatchObject({ id });
    expect(await verifier.verify(await jwks.sign(claims(id), { expiresIn: null }))).toBeNull();
  });
});
