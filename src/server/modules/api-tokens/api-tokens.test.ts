import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CreatedApiToken, MAX_API_TOKENS } from '@shared/schemas/api-tokens';
import { apiTokens } from '../../db/schema';
import { createPage } from '../../test/factories';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { API_TOKEN_MESSAGES } from './messages';

let t: TestApp;
let owner: TestUser;

const PER_MINUTE = 5;

beforeAll(async () => {
  t = await createTestApp({ limits: { apiTokenRequestsPerMinute: PER_MINUTE } });
  owner = await t.user();
}, 60_000);
afterAll(() => t.close());

async function makeToken(as: TestUser, body: Record<string, unknown>): Promise<CreatedApiToken> {
  const res = await t.request({ method: 'POST', url: '/api/account/tokens', as, payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<CreatedApiToken>();
}
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

describe('personal API tokens', () => {
  it('is shown once, stored hashed, and listed without its secret', async () => {
    const created = await makeToken(owner, { name: 'Script', scope: 'read' });
    expect(created.token).toMatch(/^lh_[A-Za-z0-9_-]{43}$/);
    expect(created.token.startsWith(created.prefix)).toBe(true);
    const [row] = await t.database.db.select().from(apiTokens).where(eq(apiTokens.id, created.id));
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(created.token);
    const list = await t.request({ method: 'GET', url: '/api/account/tokens', as: owner });
    expect(list.body).not.toContain(created.token);
    expect(list.json()).toContainEqual(expect.objectContaining({ id: created.id, name: 'Script', scope: 'read', lastUsedAt: null }));
  });

  it('reads like a session; a read token writing gets 403, a write token writes', async () => {
    const page = await createPage(t, owner, { title: 'Con token' });
    const read = await makeToken(owner, { name: 'Lectura', scope: 'read' });
    const write = await makeToken(owner, { name: 'Escritura', scope: 'write' });
    const pages = await t.request({ method: 'GET', url: '/api/pages', headers: bearer(read.token) });
    expect(pages.statusCode).toBe(200);
    expect(pages.json<{ id: number }[]>().map((p) => p.id)).toContain(page.id);
    expect((await t.request({ method: 'HEAD', url: '/api/pages', headers: bearer(read.token) })).statusCode).toBe(200);
    const refused = await t.request({ method: 'PATCH', url: `/api/pages/${page.id}`, headers: bearer(read.token), payload: { title: 'No' } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: API_TOKEN_MESSAGES.readOnly, code: 'api_token_read_only' });
    const done = await t.request({ method: 'PATCH', url: `/api/pages/${page.id}`, headers: bearer(write.token), payload: { title: 'Sí' } });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ title: 'Sí' });
  });

  it('is refused on account-security routes and outside /api', async () => {
    const write = await makeToken(owner, { name: 'Todo', scope: 'write' });
    for (const [method, url] of [
      ['GET', '/api/account/tokens'],
      ['POST', '/api/account/tokens'],
      ['GET', '/api/account/sessions'],
      ['GET', '/api/account/passkeys'],
      ['DELETE', '/api/account'],
    ] as const) {
      const res = await t.request({ method, url, headers: bearer(write.token), payload: method === 'GET' ? undefined : { name: 'x', scope: 'write', password: 'x' } });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toEqual({ error: API_TOKEN_MESSAGES.sessionRequired, code: 'session_required' });
    }
    // The Supabase protocol's bearer is a session's JWT only.
    expect((await t.request({ method: 'GET', url: '/auth/v1/user', headers: bearer(write.token) })).statusCode).toBeGreaterThanOrEqual(401);
    expect((await t.request({ method: 'GET', url: '/api/account', headers: bearer(write.token) })).statusCode).toBe(200);
  });

  it('answers 401 once revoked, and a revoked or unknown token is the same 401', async () => {
    const token = await makeToken(owner, { name: 'Revocable', scope: 'read' });
    expect((await t.request({ method: 'GET', url: '/api/pages', headers: bearer(token.token) })).statusCode).toBe(200);
    expect((await t.request({ method: 'DELETE', url: `/api/account/tokens/${token.id}`, as: owner })).statusCode).toBe(204);
    const revoked = await t.request({ method: 'GET', url: '/api/pages', headers: bearer(token.token) });
    const unknown = await t.request({ method: 'GET', url: '/api/pages', headers: bearer(`lh_${'x'.repeat(43)}`) });
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json()).toEqual({ error: API_TOKEN_MESSAGES.invalid, code: 'invalid_token' });
    expect([unknown.statusCode, unknown.body]).toEqual([revoked.statusCode, revoked.body]);
    expect((await t.request({ method: 'DELETE', url: `/api/account/tokens/${token.id}`, as: owner })).statusCode).toBe(404);
  });

  it("cannot revoke another account's token (404), which keeps working", async () => {
    const other = await t.user();
    const token = await makeToken(owner, { name: 'Mío', scope: 'read' });
    const res = await t.request({ method: 'DELETE', url: `/api/account/tokens/${token.id}`, as: other });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: API_TOKEN_MESSAGES.notFound, code: 'api_token_not_found' });
    expect((await t.request({ method: 'GET', url: '/api/account/tokens', as: other })).json()).toEqual([]);
    expect((await t.request({ method: 'GET', url: '/api/pages', headers: bearer(token.token) })).statusCode).toBe(200);
  });

  it('expires at the end of its day (UTC); a past day is refused', async () => {
    const past = await t.request({ method: 'POST', url: '/api/account/tokens', as: owner, payload: { name: 'Ayer', scope: 'read', expiresOn: '2020-01-01' } });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({ code: 'api_token_expiry_past' });
    const token = await makeToken(owner, { name: 'Mañana', scope: 'read', expiresOn: tomorrow() });
    expect(token.expiresAt).toBe(`${tomorrow()}T23:59:59.999Z`);
    expect((await t.request({ method: 'GET', url: '/api/pages', headers: bearer(token.token) })).statusCode).toBe(200);
    await t.database.db.update(apiTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(apiTokens.id, token.id));
    const expired = await t.request({ method: 'GET', url: '/api/pages', headers: bearer(token.token) });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ code: 'invalid_token' });
  });

  it('records its last use at most once a minute', async () => {
    const token = await makeToken(owner, { name: 'Uso', scope: 'read' });
    const lastUse = async () => (await t.database.db.select().from(apiTokens).where(eq(apiTokens.id, token.id)))[0]!.lastUsedAt;
    await t.request({ method: 'GET', url: '/api/pages', headers: bearer(token.token) });
    const first = await lastUse();
    expect(first).not.toBeNull();
    await t.request({ method: 'GET', url: '/api/pages', headers: bearer(token.token) });
    expect(await lastUse()).toEqual(first);
    // Two minutes later it is written again.
    await t.database.db.update(apiTokens).set({ lastUsedAt: sql`now() - interval '2 minutes'` }).where(eq(apiTokens.id, token.id));
    const old = await lastUse();
    await t.request({ method: 'GET', url: '/api/pages', headers: bearer(token.token) });
    expect((await lastUse())!.getTime()).toBeGreaterThan(old!.getTime());
    const listed = (await t.request({ method: 'GET', url: '/api/account/tokens', as: owner })).json<{ id: string; lastUsedAt: string | null }[]>();
    expect(listed.find((entry) => entry.id === token.id)?.lastUsedAt).not.toBeNull();
  });

  it('is rate limited per token, not per account or address', async () => {
    const a = await makeToken(owner, { name: 'A', scope: 'read' });
    const b = await makeToken(owner, { name: 'B', scope: 'read' });
    for (let i = 0; i < PER_MINUTE; i++) expect((await t.request({ method: 'GET', url: '/api/pages', headers: bearer(a.token) })).statusCode).toBe(200);
    const limited = await t.request({ method: 'GET', url: '/api/pages', headers: bearer(a.token) });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: API_TOKEN_MESSAGES.rateLimited(PER_MINUTE), code: 'api_token_rate_limited' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await t.request({ method: 'GET', url: '/api/pages', headers: bearer(b.token) })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/pages', as: owner })).statusCode).toBe(200);
  });

  it('caps the tokens of an account and goes with the account', async () => {
    const user = await t.user();
    for (let i = 0; i < MAX_API_TOKENS; i++) await makeToken(user, { name: `T${i}`, scope: 'read' });
    const over = await t.request({ method: 'POST', url: '/api/account/tokens', as: user, payload: { name: 'Uno más', scope: 'read' } });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ code: 'too_many_api_tokens' });
    expect((await t.request({ method: 'DELETE', url: '/api/account', as: user, payload: { password: user.password } })).statusCode).toBe(200);
    expect(await t.database.db.select().from(apiTokens).where(eq(apiTokens.userId, user.id))).toEqual([]);
  });

  it('validates the name and scope in Spanish', async () => {
    const res = await t.request({ method: 'POST', url: '/api/account/tokens', as: owner, payload: { name: ' ', scope: 'admin' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_data' });
  });
});
