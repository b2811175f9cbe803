import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Item } from '@shared/schemas/item';
import type { Page } from '@shared/schemas/page';
import { createItem, createPage, heading } from '../test/factories';
import { createTestApp, TEST_PASSWORD, type TestApp, type TestUser } from '../test/test-app';

// Issue 33 I-9 (decision 862): every private /api answer, errors included, says no-store; public
// endpoints keep their own caching.

const ADMIN_EMAIL = 'cache-admin@example.com';
let t: TestApp;
let owner: TestUser;
let stranger: TestUser;
let admin: TestUser;
let page: Page;
let item: Item;

beforeAll(async () => {
  t = await createTestApp({ adminEmails: [ADMIN_EMAIL] });
  owner = await t.user();
  stranger = await t.user();
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
  page = await createPage(t, owner, { title: 'Privada' });
  item = await createItem(t, owner, page.id, heading('Hola'));
});
afterAll(() => t.close());

describe('Cache-Control on /api answers', () => {
  it('signed-in routes answer no-store, reads and writes', async () => {
    const answers = [
      await t.request({ method: 'GET', url: '/api/pages', as: owner }),
      await t.request({ method: 'GET', url: `/api/pages/id/${page.id}`, as: owner }),
      await t.request({ method: 'GET', url: `/api/pages/${page.id}/items`, as: owner }),
      await t.request({ method: 'GET', url: '/api/account', as: owner }),
      await t.request({ method: 'GET', url: '/api/account/time-zone', as: owner }),
      await t.request({ method: 'POST', url: '/api/pages', as: owner, payload: { title: 'Otra' } }),
      await t.request({ method: 'PATCH', url: `/api/items/${item.id}`, as: owner, payload: { isSticky: true } }),
      await t.request({ method: 'GET', url: '/api/admin/settings', as: admin }),
      await t.request({ method: 'GET', url: '/api/admin/users', as: admin }),
    ];
    for (const res of answers) {
      expect(res.statusCode, `${res.raw.req.url} ${res.body}`).toBeLessThan(300);
      expect(res.headers['cache-control'], res.raw.req.url).toBe('no-store');
    }
  });

  it('errors answer no-store: 400, 401, 404 of another owner, 404 of an unknown route, admin refused', async () => {
    const answers = [
      [400, await t.request({ method: 'POST', url: '/api/pages', as: owner, payload: { title: 5 } })],
      [401, await t.request({ method: 'GET', url: '/api/pages' })],
      [401, await t.request({ method: 'GET', url: '/api/account', headers: { authorization: 'Bearer basura' } })],
      [404, await t.request({ method: 'PATCH', url: `/api/items/${item.id}`, as: stranger, payload: { isSticky: false } })],
      [404, await t.request({ method: 'GET', url: '/api/no-existe', as: owner })],
      [404, await t.request({ method: 'GET', url: '/api/admin/settings', as: owner })],
    ] as const;
    for (const [status, res] of answers) {
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json()).toHaveProperty('error');
      expect(res.headers['cache-control'], res.body).toBe('no-store');
    }
  });

  it('public endpoints keep their own caching', async () => {
    expect((await t.request({ method: 'GET', url: '/api/themes' })).headers['cache-control']).toBe('public, max-age=300');
    expect((await t.request({ method: 'GET', url: '/api/themes', as: owner })).headers['cache-control']).toBe('public, max-age=300');
    expect((await t.request({ method: 'GET', url: '/api/config' })).headers['cache-control']).toBe('no-cache');
  });
});
