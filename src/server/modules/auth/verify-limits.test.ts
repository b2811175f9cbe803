import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { postgresCounters } from '../../counters/counters';
import { users } from '../../db/schema';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app';
import { openTestDatabase } from '../../test/test-database';
import * as passwords from './passwords';
import { hashToken } from './secrets';

// N-10 (issue 33): /auth/v1/verify costs an unknown token one indexed read and no password hash,
// and is limited per client address like sign-in, in the shared counter store (decision 123).

vi.mock('./passwords', async (original) => {
  const real = await original<typeof passwords>();
  return { ...real, hashPassword: vi.fn(real.hashPassword), verifyPassword: vi.fn(real.verifyPassword) };
});

const argon2Calls = () => vi.mocked(passwords.hashPassword).mock.calls.length + vi.mocked(passwords.verifyPassword).mock.calls.length;
const verifyUrl = (token: string, type = 'recovery') => `/auth/v1/verify?type=${type}&token=${token}&redirect_to=%2Freset-password`;

describe('verify does no password work', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('hashes nothing for an unknown token of any type, nor for a recovery that confirms an account', async () => {
    vi.mocked(passwords.hashPassword).mockClear();
    vi.mocked(passwords.verifyPassword).mockClear();
    for (const type of ['signup', 'email', 'recovery', 'email_change', 'email_change_undo', 'magiclink']) {
      const res = await t.request({ method: 'GET', url: verifyUrl('desconocido', type) });
      expect(res.statusCode).toBe(303);
      expect(new URLSearchParams(new URL(res.headers.location as string).hash.slice(1)).get('error')).toBe('access_denied');
    }
    expect(argon2Calls()).toBe(0);

    // An unconfirmed account's recovery link drops the never-proven password without hashing another.
    const email = `sin-confirmar-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const [row] = await t.database.db
      .insert(users)
      .values({ email, username: email, passwordHash: await passwords.hashPassword(TEST_PASSWORD), recoveryTokenHash: hashToken('token-valido'), recoverySentAt: new Date() })
      .returning();
    vi.mocked(passwords.hashPassword).mockClear();
    const res = await t.request({ method: 'GET', url: verifyUrl('token-valido') });
    expect(new URLSearchParams(new URL(res.headers.location as string).hash.slice(1)).get('type')).toBe('recovery');
    expect(argon2Calls()).toBe(0);
    const [after] = await t.database.db.select().from(users).where(eq(users.id, row!.id));
    expect(after).toMatchObject({ passwordHash: null, recoveryTokenHash: null });
    expect(after?.emailConfirmedAt).toBeTruthy();
  });
});

describe('verify is limited per client address', () => {
  it('answers 429 over_request_rate_limit past RATE_LIMIT_VERIFY; another address keeps its own budget', async () => {
    const t = await createTestApp({ rateLimits: { verify: { max: 3, timeWindowMs: 60_000 } } });
    try {
      for (let i = 0; i < 3; i++) expect((await t.request({ method: 'GET', url: verifyUrl(`nada-${i}`) })).statusCode).toBe(303);
      const limited = await t.request({ method: 'GET', url: verifyUrl('nada-3') });
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ code: 'over_request_rate_limit', msg: 'Demasiadas solicitudes. Espera unos minutos e inténtalo de nuevo.' });
      const other = await t.request({ method: 'GET', url: verifyUrl('nada-4'), headers: { 'x-forwarded-for': '203.0.113.9' } });
      expect(other.statusCode).toBe(303);
    } finally {
      await t.close();
    }
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('counts the verifies sent to two instances together (shared counters on PostgreSQL)', async () => {
    const database = await openTestDatabase();
    const second = new pg.Pool({ connectionString: database.pool?.options.connectionString, max: 2 });
    const quiet = { warn: () => undefined, info: () => undefined } as never;
    const limit = { verify: { max: 4, timeWindowMs: 60_000 } };
    const a = await createTestApp({ database, counters: postgresCounters(database.pool as pg.Pool, quiet), rateLimits: limit });
    const b = await createTestApp({ database: { ...database, pool: second }, counters: postgresCounters(second, quiet), rateLimits: limit });
    try {
      const address = { 'x-forwarded-for': '198.51.100.44' };
      const codes = [];
      for (let i = 0; i < 4; i++) codes.push((await (i % 2 === 0 ? a : b).request({ method: 'GET', url: verifyUrl(`x-${i}`), headers: address })).statusCode);
      expect(codes).toEqual([303, 303, 303, 303]);
      expect((await a.request({ method: 'GET', url: verifyUrl('x-4'), headers: address })).statusCode).toBe(429);
      expect((await b.request({ method: 'GET', url: verifyUrl('x-5'), headers: address })).statusCode).toBe(429);
    } finally {
      await a.close();
      await b.close();
      await second.end();
      await database.close();
    }
  });
});
