import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUserList } from '@shared/schemas/account';
import { users } from '../../db/schema';
import { MESSAGES } from '../../errors';
import { followLink, fragmentOf } from '../../test/auth-links';
import { createItem, createPage, heading, storeImage } from '../../test/factories';
import { anonKeyOf, supabaseClient } from '../../test/supabase';
import { createTestApp, TEST_PASSWORD, type TestApp, type TestUser } from '../../test/test-app';
import { rowsMentioning } from '../../test/user-traces';

const ADMIN_EMAIL = 'jefa@example.com';
let t: TestApp;
let baseUrl: string;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp({ adminEmails: [` ${ADMIN_EMAIL.toUpperCase()} `], publicView: true });
  baseUrl = await t.listen();
  const res = await t.request({ method: 'POST', url: '/auth/v1/signup', payload: { email: ADMIN_EMAIL, password: TEST_PASSWORD } });
  const session = res.json<{ access_token: string; refresh_token: string; user: { id: string } }>();
  admin = {
    id: session.user.id,
    email: ADMIN_EMAIL,
    password: TEST_PASSWORD,
    token: session.access_token,
    refreshToken: session.refresh_token,
    headers: { authorization: `Bearer ${session.access_token}` },
  };
});
afterAll(() => t.close());

const call = (as: TestUser | null, method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
  t.request({ method, url, ...(as ? { as } : {}), ...(payload === undefined ? {} : { payload }) });

const signIn = (email: string, password = TEST_PASSWORD) =>
  t.request({ method: 'POST', url: '/auth/v1/token?grant_type=password', payload: { email, password } });

describe("the admin's tools and personal API tokens", () => {
  it("take the admin's own session only: the admin's write token gets 403 (decision 992)", async () => {
    const created = await call(admin, 'POST', '/api/account/tokens', { name: 'Guion', scope: 'write' });
    expect(created.statusCode, created.body).toBe(201);
    const headers = { authorization: `Bearer ${created.json<{ token: string }>().token}` };
    for (const url of ['/api/admin/settings', '/api/admin/users', '/api/admin/invitations', '/api/admin/domains']) {
      const res = await t.request({ method: 'GET', url, headers });
      expect(res.statusCode, url).toBe(403);
      expect(res.json(), url).toMatchObject({ code: 'session_required' });
    }
    // The same tools with the admin's session (own domains are off here: that list is the matrix's).
    for (const url of ['/api/admin/settings', '/api/admin/users', '/api/admin/invitations']) expect((await call(admin, 'GET', url)).statusCode, url).toBe(200);
  });
});

describe('who is an admin', () => {
  it('ADMIN_EMAILS (any case, spaces trimmed): /api/account says so', async () => {
    expect((await call(admin, 'GET', '/api/account')).json()).toMatchObject({ email: ADMIN_EMAIL, isAdmin: true });
  });

  it('everyone else gets 404 from every admin route, as if it did not exist; nobody signed in gets 401', async () => {
    const someone = await t.user();
    const routes: [Parameters<typeof call>[1], string, Record<string, unknown>?][] = [
      ['GET', '/api/admin/users'],
      ['GET', '/api/admin/settings'],
      ['PUT', '/api/admin/settings', { signups: 'closed' }],
      ['PATCH', `/api/admin/users/${admin.id}`, { disabled: true }],
      ['DELETE', `/api/admin/users/${admin.id}`],
      ['POST', `/api/admin/users/${admin.id}/recovery-link`],
      ['GET', '/api/admin/invitations'],
      ['POST', '/api/admin/invitations'],
      ['DELETE', '/api/admin/invitations/00000000-0000-4000-8000-000000000000'],
    ];
    for (const [method, url, payload] of routes) {
      const res = await call(someone, method, url, payload);
      expect([method, url, res.statusCode, res.json()]).toEqual([method, url, 404, { error: MESSAGES.routeNotFound, code: 'route_not_found' }]);
      expect((await call(null, method, url, payload)).statusCode).toBe(401);
    }
    expect((await call(someone, 'GET', '/api/account')).json().isAdmin).toBe(false);
    expect((await call(admin, 'GET', '/api/admin/settings')).json()).toEqual({ signups: 'open', embeddedAuth: true, mailEnabled: false, requireMfa: false });
  });
});

describe('the users list', () => {
  it('shows sign-up date, last sign-in, pages and storage used; searches by e-mail; pages 50 at a time', async () => {
    const owner = await t.user();
    const page = await createPage(t, owner, { title: 'Con cosas' });
    await createItem(t, owner, page.id, { type: 'subpage', content: { title: 'Sub' } });
    await storeImage(t, owner);
    const list = (await call(admin, 'GET', `/api/admin/users?q=${encodeURIComponent(owner.email.slice(0, 20))}`)).json<AdminUserList>();
    expect(list.total).toBe(1);
    const [row] = list.users;
    expect(row).toMatchObject({ id: owner.id, email: owner.email, emailConfirmed: true, disabled: false, isAdmin: false, pages: 2 });
    expect(row?.storageBytes).toBeGreaterThan(50);
    expect(Date.parse(row!.createdAt)).toBeGreaterThan(Date.now() - 120_000);
    expect(row?.lastSignInAt).not.toBeNull();

    const all = (await call(admin, 'GET', '/api/admin/users')).json<AdminUserList>();
    expect(all.users[0]?.id).toBe(owner.id); // newest first
    expect(all.users.find((user) => user.email === ADMIN_EMAIL)?.isAdmin).toBe(true);
    expect((await call(admin, 'GET', '/api/admin/users?q=%25')).json<AdminUserList>().total).toBe(0); // % is a character, not a wildcard
    expect((await call(admin, 'GET', '/api/admin/users?offset=-1')).statusCode).toBe(400);
  });
});

describe("an admin's one-time recovery link", () => {
  it('signs the user in with supabase-js to choose a new password, once', async () => {
    const owner = await t.user();
    const res = await call(admin, 'POST', `/api/admin/users/${owner.id}/recovery-link`);
    expect(res.statusCode).toBe(201);
    const { link, expiresAt } = res.json<{ link: string; expiresAt: string }>();
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(59 * 60_000);
    const target = new URL(link);
    expect(target.pathname).toBe('/auth/v1/verify');
    expect(target.searchParams.get('redirect_to')).toBe('http://localhost/reset-password');

    const landing = await followLink(`${baseUrl}${target.pathname}${target.search}`);
    const fragment = fragmentOf(landing);
    expect(fragment.get('type')).toBe('recovery');
    const supabase = supabaseClient(baseUrl, await anonKeyOf(baseUrl));
    await supabase.auth.setSession({ access_token: fragment.get('access_token') ?? '', refresh_token: fragment.get('refresh_token') ?? '' });
    expect((await supabase.auth.updateUser({ password: 'la-nueva-clave' })).error).toBeNull();
    expect((await signIn(owner.email, 'la-nueva-clave')).statusCode).toBe(200);
    expect((await call(owner, 'GET', '/api/pages')).statusCode).toBe(401); // the earlier session ended
    expect(fragmentOf(await followLink(`${baseUrl}${target.pathname}${target.search}`)).get('error_code')).toBe('otp_expired');
  });

  it('answers 404 for an unknown user', async () => {
    expect((await call(admin, 'POST', '/api/admin/users/00000000-0000-4000-8000-000000000000/recovery-link')).statusCode).toBe(404);
    expect((await call(admin, 'POST', '/api/admin/users/nada/recovery-link')).json()).toEqual({ error: MESSAGES.userNotFound, code: 'user_not_found' });
  });
});

describe('disabling an account', () => {
  it('stops its sign-in, ends its sessions and takes its pages down at once; enabling brings them back', async () => {
    const owner = await t.user();
    const page = await createPage(t, owner, { title: 'Pausada' });
    const card = await createItem(t, owner, page.id, { type: 'contactCard', content: { name: 'Eva' } });
    await createItem(t, owner, page.id, heading('Hola'));
    expect((await t.request({ method: 'GET', url: `/view/${page.slug}` })).statusCode).toBe(200); // cached

    const res = await call(admin, 'PATCH', `/api/admin/users/${owner.id}`, { disabled: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: owner.id, disabled: true });
    expect((await call(owner, 'GET', '/api/pages')).statusCode).toBe(401);
    const refused = await signIn(owner.email);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'user_banned', msg: 'Esta cuenta está desactivada. Si crees que es un error, contacta con el administrador del sitio.' });
    expect((await signIn(owner.email, 'otra-cosa')).json()).toMatchObject({ code: 'invalid_credentials' });
    const refresh = await t.request({ method: 'POST', url: '/auth/v1/token?grant_type=refresh_token', payload: { refresh_token: owner.refreshToken } });
    expect(refresh.statusCode).toBe(400);
    for (const url of [`/view/${page.slug}`, `/view/page/${page.id}`, `/api/pages/${page.slug}`, `/api/pages/id/${page.id}`, `/api/pages/${page.id}/items`, `/api/items/${card.id}/vcard`]) {
      expect([url, (await t.request({ method: 'GET', url })).statusCode]).toEqual([url, 404]);
    }

    expect((await call(admin, 'PATCH', `/api/admin/users/${owner.id}`, { disabled: false })).json()).toMatchObject({ disabled: false });
    expect((await t.request({ method: 'GET', url: `/view/${page.slug}` })).statusCode).toBe(200);
    expect((await signIn(owner.email)).statusCode).toBe(200);
  });

  it("refuses to disable or delete the admin's own account, and unknown users are 404", async () => {
    expect((await call(admin, 'PATCH', `/api/admin/users/${admin.id}`, { disabled: true })).json()).toEqual({ error: MESSAGES.cannotDisableSelf, code: 'cannot_disable_self' });
    expect((await call(admin, 'DELETE', `/api/admin/users/${admin.id}`)).json()).toEqual({ error: MESSAGES.cannotDeleteSelf, code: 'cannot_delete_self' });
    expect((await call(admin, 'PATCH', '/api/admin/users/00000000-0000-4000-8000-000000000000', { disabled: true })).statusCode).toBe(404);
    expect((await call(admin, 'DELETE', '/api/admin/users/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('deleting an account from /admin', () => {
  it('removes the user and everything of theirs, like their own deletion', async () => {
    const owner = await t.user();
    const page = await createPage(t, owner, { title: 'Se va' });
    await storeImage(t, owner);
    expect((await t.request({ method: 'GET', url: `/view/${page.slug}` })).statusCode).toBe(200);
    const res = await call(admin, 'DELETE', `/api/admin/users/${owner.id}`);
    expect(res.json()).toEqual({ pages: 1, files: 1 });
    expect(await rowsMentioning(t.database.db, [owner.id, owner.email])).toEqual({});
    expect((await t.request({ method: 'GET', url: `/view/${page.slug}` })).statusCode).toBe(404);
    expect((await call(owner, 'GET', '/api/pages')).statusCode).toBe(401);
  });
});

describe('make-admin in the database', () => {
  it('counts besides ADMIN_EMAILS, and not for a disabled account', async () => {
    const helper = await t.user();
    await t.database.db.update(users).set({ isAdmin: true }).where(eq(users.id, helper.id));
    expect((await call(helper, 'GET', '/api/admin/users')).statusCode).toBe(200);
    await t.database.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, helper.id));
    expect((await call(helper, 'GET', '/api/admin/users')).statusCode).not.toBe(200);
  });
});
