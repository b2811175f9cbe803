import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminGrants, users } from '../../db/schema';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app';
import { hashPassword } from '../auth/passwords';
import { grantAdminAddresses } from './admin-grants';

// N-8 (issue 33): ADMIN_EMAILS grants admin once, to the first account that holds the address.

const LISTED = 'jefa@example.com';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ adminEmails: [LISTED, 'antigua@example.com', 'sin-cuenta@example.com', 'libre@example.com'] });
});
afterAll(() => t.close());

async function signUp(email: string) {
  const res = await t.request({ method: 'POST', url: '/auth/v1/signup', payload: { email, password: TEST_PASSWORD } });
  expect(res.statusCode, res.body).toBe(200);
  const { access_token: token, user } = res.json<{ access_token: string; user: { id: string } }>();
  return { id: user.id, headers: { authorization: `Bearer ${token}` } };
}

const isAdmin = async (as: { headers: Record<string, string> }) =>
  (await t.request({ method: 'GET', url: '/api/account', headers: as.headers })).json<{ isAdmin: boolean }>().isAdmin;

describe('ADMIN_EMAILS grants admin once per address (decision 122)', () => {
  it('makes the first account with the address admin; it stays admin at another address, and the address is spent', async () => {
    const boss = await signUp(LISTED);
    expect(await isAdmin(boss)).toBe(true);
    const [grant] = await t.database.db.select().from(adminGrants).where(eq(adminGrants.email, LISTED));
    expect(grant?.userId).toBe(boss.id);

    // The admin moves address (no SMTP: at once, with the password).
    const moved = await t.request({ method: 'PUT', url: '/auth/v1/user', headers: boss.headers, payload: { email: 'jefa-nueva@example.com', current_password: TEST_PASSWORD } });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await isAdmin(boss)).toBe(true);

    // A new sign-up with the old address is no admin, nor after signing in again.
    const newcomer = await signUp(LISTED);
    expect(await isAdmin(newcomer)).toBe(false);
    const again = await t.request({ method: 'POST', url: '/auth/v1/token?grant_type=password', payload: { email: LISTED, password: TEST_PASSWORD } });
    expect(await isAdmin({ headers: { authorization: `Bearer ${again.json<{ access_token: string }>().access_token}` } })).toBe(false);
    expect((await t.request({ method: 'GET', url: '/api/admin/users', headers: newcomer.headers })).statusCode).toBe(404);
  });

  it('keeps the address spent when the admin account is deleted', async () => {
    const first = await signUp('antigua@example.com');
    expect(await isAdmin(first)).toBe(true);
    const deleted = await t.request({ method: 'DELETE', url: '/api/account', headers: first.headers, payload: { password: TEST_PASSWORD } });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const [grant] = await t.database.db.select().from(adminGrants).where(eq(adminGrants.email, 'antigua@example.com'));
    expect(grant).toMatchObject({ userId: null });
    expect(await isAdmin(await signUp('antigua@example.com'))).toBe(false);
  });

  it('grants at start to accounts that already held a listed address, once', async () => {
    const [held] = await t.database.db
      .insert(users)
      .values({ email: 'sin-cuenta@example.com', username: 'sin-cuenta@example.com', passwordHash: await hashPassword(TEST_PASSWORD), emailConfirmedAt: new Date() })
      .returning();
    const listed = new Set(['sin-cuenta@example.com', LISTED]);
    expect(await grantAdminAddresses(t.database.db, listed)).toEqual([held!.id]);
    expect(await grantAdminAddresses(t.database.db, listed)).toEqual([]);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, held!.id));
    expect(row?.isAdmin).toBe(true);
  });

  it('lets nobody but an admin take a listed address without a mail proving it', async () => {
    const someone = await signUp(`alguien-${crypto.randomUUID().slice(0, 6)}@example.com`);
    const reserved = await t.request({ method: 'PUT', url: '/auth/v1/user', headers: someone.headers, payload: { email: 'libre@example.com', current_password: TEST_PASSWORD } });
    expect(reserved.statusCode).toBe(422);
    expect(reserved.json()).toMatchObject({ code: 'email_address_not_authorized' });
  });
});
