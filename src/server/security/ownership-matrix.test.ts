import { randomUUID } from 'node:crypto';
import { PASSKEY_MESSAGES } from '@shared/sign-in-methods';
import { SoftwareAuthenticator } from '../test/software-authenticator';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Item } from '@shared/schemas/item';
import type { Page } from '@shared/schemas/page';
import { decodeJwt } from 'jose';
import { subscribers } from '../db/schema';
import { MESSAGES } from '../errors';
import { createOutboundClient } from '../lib/outbound';
import { DOMAIN_ERRORS } from '../modules/domains/domains-context';
import { WEBHOOK_ERRORS } from '../modules/webhooks/webhooks-context';
import { MFA_MESSAGES } from '../modules/auth/mfa-messages';
import { API_TOKEN_MESSAGES } from '../modules/api-tokens/messages';
import { dumpContent } from '../test/db-dump';
import { createItem, createPage, heading, storeImage } from '../test/factories';
import { pdf, png } from '../test/images';
import { multipart } from '../test/multipart';
import { createTestApp, TEST_PASSWORD, type TestApp, type TestUser } from '../test/test-app';

/**
 * The ownership matrix, generated from the router: every registered route is called as anonymous,
 * as another signed-in user and as the owner of what it names, once with their sessions and once
 * with their personal API tokens (decision 990). A route missing from ROUTES fails the first test,
 * so a new route cannot ship without saying who may call it.
 */

type Caller = 'anonymous' | 'other' | 'owner';
type Credential = 'session' | 'token';
type Expectation = number | ((res: LightMyRequestResponse, caller: Caller) => void);

interface Fixture {
  t: TestApp;
  owner: TestUser;
  other: TestUser;
  page: Page;
  visible: Item;
  hidden: Item;
  contact: Item;
  hiddenContact: Item;
  objectPath: string;
  signedUpEmail: string;
  /** The owner's domain on the page (issue 39). */
  domainId: number;
  /** The owner's webhook endpoint and one delivery of it (issue 40). */
  webhookId: number;
  deliveryId: number;
  /** Read-and-write personal API tokens of the owner and the other user. */
  tokenHeaders: { owner: { authorization: string }; other: { authorization: string } };
}

interface RouteEntry {
  /** Builds the call; may create what it destroys (a fresh page to delete), as the owner. */
  request(f: Fixture, caller: Caller): Promise<InjectOptions> | InjectOptions;
  expect: Record<Caller, Expectation>;
  /** Routes that write: anonymous and other callers must leave pages, items and files as they were. */
  writes?: boolean;
}

const SIGN_IN_NEEDED = { error: MESSAGES.unauthorized, code: 'unauthorized' };
const NOT_FOUND_CODES: Record<string, string> = {
  [MESSAGES.pageNotFound]: 'page_not_found',
  [MESSAGES.itemNotFound]: 'item_not_found',
  [PASSKEY_MESSAGES.notFound]: 'passkey_not_found',
  [DOMAIN_ERRORS.notFound]: 'domain_not_found',
  [WEBHOOK_ERRORS.notFound]: 'webhook_not_found',
  [MFA_MESSAGES.sessionNotFound]: 'session_not_found',
  [API_TOKEN_MESSAGES.notFound]: 'api_token_not_found',
  [MESSAGES.subscriberNotFound]: 'subscriber_not_found',
};
const all = (status: Expectation): Record<Caller, Expectation> => ({ anonymous: status, other: status, owner: status });
const ownerOnly = (ok: number, notFound: string): Record<Caller, Expectation> => ({
  anonymous: (res) => {
    expect(res.statusCode).toBe(401);
    if (res.body) expect(res.json()).toEqual(SIGN_IN_NEEDED);
  },
  other: (res) => {
    expect(res.statusCode).toBe(404);
    if (res.body) expect(res.json()).toEqual({ error: notFound, code: NOT_FOUND_CODES[notFound] });
  },
  owner: ok,
});
const signedIn = (ok: number): Record<Caller, Expectation> => ({
  anonymous: (res) => {
    expect(res.statusCode).toBe(401);
    if (res.body) expect(res.json()).toEqual(SIGN_IN_NEEDED);
  },
  other: ok,
  owner: ok,
});

/** Items as a caller sees them: the hidden one only for the owner. */
const itemsSeenBy = (res: LightMyRequestResponse, caller: Caller, f: Fixture) => {
  expect(res.statusCode).toBe(200);
  if (!res.body) return; // HEAD
  const ids = res.json<Item[]>().map((item) => item.id);
  expect(ids).toContain(f.visible.id);
  if (caller === 'owner') expect(ids).toContain(f.hidden.id);
  else expect(ids).not.toContain(f.hidden.id);
};

/** The public HTML: the same for everyone, never the hidden block. */
const publicHtml = (res: LightMyRequestResponse) => {
  expect(res.statusCode).toBe(200);
  if (!res.body) return; // HEAD
  expect(res.body).toContain('Bloque visible');
  expect(res.body).not.toContain('Bloque oculto');
};

/** The share image: a PNG, the same for everyone. */
const sharePng = (res: LightMyRequestResponse) => {
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('image/png');
};

let fixture: Fixture;

/** A new unverified factor of the owner. */
const ownersFactor = async (f: Fixture) =>
  (await f.t.request({ method: 'POST', url: '/auth/v1/factors', as: f.owner, payload: { factor_type: 'totp' } })).json<{ id: string }>().id;
const sessionOf = (token: string) => decodeJwt(token).session_id as string;

const freshPage = async (f: Fixture) => createPage(f.t, f.owner, { title: `Para borrar ${randomUUID().slice(0, 6)}` });
const freshDomain = async (f: Fixture) => {
  const res = await f.t.request({ method: 'POST', url: `/api/pages/${f.page.id}/domains`, payload: { domain: `d-${randomUUID().slice(0, 8)}.example` }, as: f.owner });
  return res.json<{ id: number }>().id;
};
const freshWebhook = async (f: Fixture) => {
  const res = await f.t.request({ method: 'POST', url: '/api/webhooks', payload: { url: 'https://hooks.example/borrar', events: ['page.updated'] }, as: f.owner });
  return res.json<{ webhook: { id: number } }>().webhook.id;
};
/** A sign-up of the owner's page (issue 40), written straight to its table. */
const freshSubscriber = async (f: Fixture) => {
  const [row] = await f.t.database.db
    .insert(subscribers)
    .values({ pageId: f.page.id, email: `s-${randomUUID().slice(0, 8)}@example.com`, state: 'unconfirmed', tokenHash: randomUUID() })
    .returning({ id: subscribers.id });
  return row!.id;
};
/** A new shared statistics address of the owner's page (issue 42): its token. */
const freshShare = async (f: Fixture, password?: string) => {
  const res = await f.t.request({ method: 'POST', url: `/api/pages/${f.page.id}/stats/share`, as: f.owner, payload: password ? { password } : {} });
  return res.json<{ token: string }>().token;
};
const freshItem = async (f: Fixture) => createItem(f.t, f.owner, f.page.id, heading('Para borrar'));
const freshToken = async (f: Fixture) => {
  const res = await f.t.request({ method: 'POST', url: '/api/account/tokens', as: f.owner, payload: { name: 'Para revocar', scope: 'read' } });
  return res.json<{ id: string }>().id;
};

const ROUTES: Record<string, RouteEntry> = {
  'GET /api/health': { request: () => ({ url: '/api/health' }), expect: all(200) },
  'GET /api/ready': { request: () => ({ url: '/api/ready' }), expect: all(200) },
  'GET /api/config': { request: () => ({ url: '/api/config' }), expect: all(200) },
  'GET /api/themes': { request: () => ({ url: '/api/themes' }), expect: all(200) },
  'GET /api/brand-icons': { request: () => ({ url: '/api/brand-icons?keys=instagram,github' }), expect: all(200) },
  'GET /api/pages': {
    request: () => ({ url: '/api/pages' }),
    expect: {
      ...signedIn(200),
      other: (res) => {
        expect(res.statusCode).toBe(200);
        if (res.body) expect(res.json<Page[]>().map((page) => page.id)).not.toContain(fixture.page.id);
      },
    },
  },
  'POST /api/pages': { request: () => ({ payload: { title: 'Nueva' } }), expect: signedIn(201) },
  'GET /api/pages/id/:id': { request: (f) => ({ url: `/api/pages/id/${f.page.id}` }), expect: all(200) },
  'GET /api/pages/:slug': { request: (f) => ({ url: `/api/pages/${f.page.slug}` }), expect: all(200) },
  'PATCH /api/pages/:id': {
    request: (f) => ({ url: `/api/pages/${f.page.id}`, payload: { backgroundColor: '#112233' } }),
    expect: ownerOnly(200, MESSAGES.pageNotFound),
    writes: true,
  },
  'DELETE /api/pages/:id': {
    request: async (f) => ({ url: `/api/pages/${(await freshPage(f)).id}` }),
    expect: ownerOnly(204, MESSAGES.pageNotFound),
    writes: true,
  },
  'POST /api/pages/:id/duplicate': {
    request: (f) => ({ url: `/api/pages/${f.page.id}/duplicate` }),
    expect: ownerOnly(201, MESSAGES.pageNotFound),
    writes: true,
  },
  'GET /api/pages/:id/items': {
    request: (f) => ({ url: `/api/pages/${f.page.id}/items` }),
    expect: {
      anonymous: (res, caller) => itemsSeenBy(res, caller, fixture),
      other: (res, caller) => itemsSeenBy(res, caller, fixture),
      owner: (res, caller) => itemsSeenBy(res, caller, fixture),
    },
  },
  'POST /api/pages/:id/items': {
    request: (f) => ({ url: `/api/pages/${f.page.id}/items`, payload: heading('Nuevo') }),
    expect: ownerOnly(201, MESSAGES.pageNotFound),
    writes: true,
  },
  'POST /api/items/reorder': {
    request: async (f) => ({ payload: { pageId: f.page.id, itemIds: await itemIdsOf(f) } }),
    expect: ownerOnly(200, MESSAGES.pageNotFound),
    writes: true,
  },
  'PATCH /api/pages/:id/items/order': {
    request: async (f) => ({ url: `/api/pages/${f.page.id}/items/order`, payload: { itemIds: await itemIdsOf(f) } }),
    expect: ownerOnly(200, MESSAGES.pageNotFound),
    writes: true,
  },
  'PATCH /api/items/:id': {
    request: (f) => ({ url: `/api/items/${f.visible.id}`, payload: { isSticky: false } }),
    expect: ownerOnly(200, MESSAGES.itemNotFound),
    writes: true,
  },
  'DELETE /api/items/:id': {
    request: async (f) => ({ url: `/api/items/${(await freshItem(f)).id}` }),
    expect: ownerOnly(204, MESSAGES.itemNotFound),
    writes: true,
  },
  'POST /api/items/:id/duplicate': {
    request: (f) => ({ url: `/api/items/${f.visible.id}/duplicate` }),
    expect: ownerOnly(201, MESSAGES.itemNotFound),
    writes: true,
  },
  'GET /api/items/:id/vcard': {
    request: (f) => ({ url: `/api/items/${f.contact.id}/vcard` }),
    expect: all(200),
  },
  'POST /api/upload/image': {
    request: async () => multipartCall(await png()),
    expect: signedIn(201),
  },
  'POST /api/upload/pdf': {
    request: () => multipartCall(pdf(), 'file'),
    expect: signedIn(201),
  },
  'POST /api/import/preview': {
    request: () => multipart([{ name: 'file', value: '<title>Mía</title><a href="https://a.example/">A</a>', fileName: 'pagina.html', contentType: 'text/html' }]),
    expect: signedIn(200),
  },
  'POST /api/import': {
    // Appending to the fixture's page: only its owner may; a new page would be anyone's own.
    request: (f) => ({
      payload: {
        preview: { source: 'generic', title: 'Importada', bio: '', profileImageUrl: null, socialLinks: [], blocks: [{ type: 'link', title: 'A', url: 'https://a.example/', visible: true }], skipped: [] },
        target: { kind: 'append', pageId: f.page.id },
      },
    }),
    expect: ownerOnly(201, MESSAGES.pageNotFound),
    writes: true,
  },
  'GET /api/schemas/page-export.json': { request: () => ({ url: '/api/schemas/page-export.json' }), expect: all(200) },
  'GET /api/pages/:id/export': {
    request: (f) => ({ url: `/api/pages/${f.page.id}/export` }),
    expect: ownerOnly(200, MESSAGES.pageNotFound),
  },
  'POST /api/import/page-export': {
    // A preview of a one-page export: anyone signed in may read their own file; nothing is written.
    request: (f) => {
      const { id: _id, userId: _user, parentPageId: _parent, createdAt: _c, updatedAt: _u, ...fields } = f.page;
      const document = { format: 'linkhub-page', version: 1, exportedAt: new Date().toISOString(), pages: [{ ...fields, ref: 1, parentRef: null, items: [] }], files: [] };
      return { url: '/api/import/page-export?preview=1', ...multipart([{ name: 'file', value: JSON.stringify(document), fileName: 'linkhub-page.json', contentType: 'application/json' }]) };
    },
    expect: signedIn(200),
  },
  'OPTIONS /storage/v1*': {
    request: () => ({ url: '/storage/v1/object/item-images/x.png', headers: { origin: 'https://a.example', 'access-control-request-method': 'POST' } }),
    expect: all(204),
  },
  'POST /storage/v1/object/:bucket/*': {
    // Replacing the owner's background image: only the owner may.
    request: async (f) => ({
      url: `/storage/v1/object/${f.objectPath}`,
      headers: { 'content-type': 'image/png', 'x-upsert': 'true' },
      payload: await png(20, 20, '#ff00ff'),
    }),
    expect: {
      anonymous: (res) => {
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ statusCode: '403', error: 'Unauthorized' });
      },
      other: (res) => {
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ statusCode: '403', message: 'Este archivo pertenece a otro usuario.' });
      },
      owner: 200,
    },
    writes: true,
  },
  'GET /storage/v1/object/public/:bucket/*': {
    request: (f) => ({ url: `/storage/v1/object/public/${f.objectPath}` }),
    expect: all(200),
  },
  'OPTIONS /auth/v1*': {
    request: () => ({ url: '/auth/v1/token', headers: { origin: 'https://a.example', 'access-control-request-method': 'POST' } }),
    expect: all(204),
  },
  'POST /auth/v1/signup': {
    request: () => ({ payload: { email: `nuevo-${randomUUID()}@example.com`, password: TEST_PASSWORD } }),
    expect: all(200),
  },
  'POST /auth/v1/token': {
    request: (f) => ({ url: '/auth/v1/token?grant_type=password', payload: { email: f.signedUpEmail, password: TEST_PASSWORD } }),
    expect: all(200),
  },
  'GET /auth/v1/user': {
    request: () => ({}),
    expect: {
      anonymous: 401,
      other: (res) => {
        expect(res.statusCode).toBe(200);
        if (res.body) expect(res.json()).toMatchObject({ id: fixture.other.id });
      },
      owner: (res) => {
        expect(res.statusCode).toBe(200);
        if (res.body) expect(res.json()).toMatchObject({ id: fixture.owner.id });
      },
    },
  },
  'POST /auth/v1/logout': {
    // A session made for the call, ended alone (scope=local), so the fixture's tokens live on.
    request: async (f, caller) => {
      const user = caller === 'owner' ? f.owner : f.other;
      const res = await f.t.request({ method: 'POST', url: '/auth/v1/token?grant_type=password', payload: { email: user.email, password: TEST_PASSWORD } });
      const token = res.json<{ access_token: string }>().access_token;
      return { url: '/auth/v1/logout?scope=local', headers: caller === 'anonymous' ? {} : { authorization: `Bearer ${token}` } };
    },
    expect: { anonymous: 401, other: 204, owner: 204 },
  },
  'GET /auth/v1/verify': {
    request: () => ({ url: '/auth/v1/verify?type=signup&token=nada&redirect_to=/login' }),
    expect: all(303),
  },
  'GET /auth/v1/.well-known/jwks.json': { request: () => ({}), expect: all(200) },
  'POST /auth/v1/recover': {
    // No SMTP_URL in this app: everyone is told the site cannot mail (decision 110).
    request: () => ({ payload: { email: `alguien-${randomUUID()}@example.com` } }),
    expect: all(422),
  },
  'PUT /auth/v1/user': {
    // Each caller can change only itself (its token says who): metadata here.
    request: () => ({ payload: { data: { nota: 'hola' } } }),
    expect: {
      anonymous: 401,
      other: (res) => expect(res.json()).toMatchObject({ id: fixture.other.id }),
      owner: (res) => expect(res.json()).toMatchObject({ id: fixture.owner.id }),
    },
  },
  'GET /api/account': {
    request: () => ({}),
    expect: {
      ...signedIn(200),
      other: (res) => {
        expect(res.statusCode).toBe(200);
        if (res.body) expect(res.json()).toMatchObject({ id: fixture.other.id, isAdmin: false });
      },
      owner: (res) => {
        expect(res.statusCode).toBe(200);
        if (res.body) expect(res.json()).toMatchObject({ id: fixture.owner.id, isAdmin: false });
      },
    },
  },
  'GET /api/account/export': {
    request: () => ({}),
    expect: {
      ...signedIn(200),
      other: (res) => {
        expect(res.statusCode).toBe(200);
        if (!res.body) return; // HEAD
        expect(res.json().account.id).toBe(fixture.other.id);
        expect(res.json().pages.map((page: Page) => page.id)).not.toContain(fixture.page.id);
        const paths = res.json().files.map((file: { bucket: string; key: string }) => `${file.bucket}/${file.key}`);
        expect(paths).not.toContain(fixture.objectPath);
      },
      owner: (res) => {
        expect(res.statusCode).toBe(200);
        if (!res.body) return; // HEAD
        expect(res.json().pages.map((page: Page) => page.id)).toContain(fixture.page.id);
        expect(res.json().files.map((file: { bucket: string; key: string }) => `${file.bucket}/${file.key}`)).toContain(fixture.objectPath);
      },
    },
  },
  'GET /api/account/export/files': {
    request: () => ({}),
    expect: {
      ...signedIn(200),
      other: (res) => {
        expect(res.statusCode).toBe(200);
        // Only the other user's own files (never the owner's, whose key names the owner's upload).
        expect(res.rawPayload.includes(Buffer.from(fixture.objectPath))).toBe(false);
      },
      owner: (res) => {
        expect(res.statusCode).toBe(200);
        if (res.rawPayload.length > 0) expect(res.rawPayload.includes(Buffer.from(fixture.objectPath))).toBe(true);
      },
    },
  },
  // Passkeys (issue 41): each account's own; another's is a 404.
  'GET /api/account/passkeys': {
    request: () => ({}),
    expect: {
      ...signedIn(200),
      other: (res) => {
        expect(res.statusCode).toBe(200);
        if (res.body) expect(res.json()).toEqual([]);
      },
    },
  },
  'POST /api/account/passkeys/options': { request: () => ({ payload: {} }), expect: signedIn(200) },
  'POST /api/account/passkeys': {
    // An answer to no challenge of the caller's: refused, nothing kept.
    request: () => ({ payload: { name: 'Llave', credential: new SoftwareAuthenticator('http://localhost').register('ningun-reto') } }),
    expect: { ...signedIn(400) },
    writes: true,
  },
  'DELETE /api/account/passkeys/:id': {
    request: async (f) => {
      const options = await f.t.request({ method: 'POST', url: '/api/account/passkeys/options', as: f.owner, payload: {} });
      const credential = new SoftwareAuthenticator('http://localhost').register(options.json<{ challenge: string }>().challenge);
      const made = await f.t.request({ method: 'POST', url: '/api/account/passkeys', as: f.owner, payload: { name: 'Para borrar', credential } });
      return { url: `/api/account/passkeys/${made.json<{ id: string }>().id}` };
    },
    expect: ownerOnly(204, PASSKEY_MESSAGES.notFound),
    writes: true,
  },
  'POST /auth/v1/passkey/options': { request: () => ({ payload: {} }), expect: all(200) },
  'POST /auth/v1/passkey/verify': {
    request: () => ({ payload: { credential: new SoftwareAuthenticator('http://localhost').authenticate('ningun-reto') } }),
    expect: all(400),
  },
  'DELETE /api/account': {
    // A wrong password: nobody loses anything (the real deletion has its own tests).
    request: () => ({ payload: { password: 'no-es-la-clave' } }),
    expect: { anonymous: 401, other: 400, owner: 400 },
    writes: true,
  },
  // Admin tools: neither fixture user is an admin, so both get the API's 404 (decision 116).
  ...Object.fromEntries(
    [
      ['GET /api/admin/settings', {}],
      ['PUT /api/admin/settings', { payload: { signups: 'closed' } }],
      ['GET /api/admin/users', {}],
      ['PATCH /api/admin/users/:id', { url: '/api/admin/users/00000000-0000-4000-8000-000000000000', payload: { disabled: true } }],
      ['DELETE /api/admin/users/:id', { url: '/api/admin/users/00000000-0000-4000-8000-000000000000' }],
      ['POST /api/admin/users/:id/recovery-link', { url: '/api/admin/users/00000000-0000-4000-8000-000000000000/recovery-link' }],
      ['GET /api/admin/invitations', {}],
      ['POST /api/admin/invitations', {}],
      ['DELETE /api/admin/invitations/:id', { url: '/api/admin/invitations/00000000-0000-4000-8000-000000000000' }],
      ['GET /api/admin/domains', {}],
      ['DELETE /api/admin/domains/:id', { url: '/api/admin/domains/1' }],
    ].map(([key, request]) => [
      key as string,
      {
        request: () => request as InjectOptions,
        expect: {
          anonymous: (res: LightMyRequestResponse) => expect(res.statusCode).toBe(401),
          other: (res: LightMyRequestResponse) => {
            expect(res.statusCode).toBe(404);
            if (res.body) expect(res.json()).toEqual({ error: MESSAGES.routeNotFound, code: 'route_not_found' });
          },
          owner: (res: LightMyRequestResponse) => {
            expect(res.statusCode).toBe(404);
            if (res.body) expect(res.json()).toEqual({ error: MESSAGES.routeNotFound, code: 'route_not_found' });
          },
        },
        writes: true,
      } satisfies RouteEntry,
    ]),
  ),
  // Custom domains (issue 39): Caddy's question is the same for everyone; the rest is the page owner's.
  'GET /api/domains/tls-allowed': { request: () => ({ url: '/api/domains/tls-allowed?domain=nadie.example' }), expect: all(404) },
  'GET /api/pages/:id/domains': { request: (f) => ({ url: `/api/pages/${f.page.id}/domains` }), expect: ownerOnly(200, MESSAGES.pageNotFound) },
  'POST /api/pages/:id/domains': {
    request: (f) => ({ url: `/api/pages/${f.page.id}/domains`, payload: { domain: `m-${randomUUID().slice(0, 8)}.example` } }),
    expect: ownerOnly(201, MESSAGES.pageNotFound),
    writes: true,
  },
  'POST /api/domains/:id/check': {
    request: (f) => ({ url: `/api/domains/${f.domainId}/check` }),
    expect: ownerOnly(200, DOMAIN_ERRORS.notFound),
    writes: true,
  },
  'DELETE /api/domains/:id': {
    request: async (f, caller) => ({ url: `/api/domains/${caller === 'owner' ? await freshDomain(f) : f.domainId}` }),
    expect: ownerOnly(204, DOMAIN_ERRORS.notFound),
    writes: true,
  },
  // Webhooks (issue 40): 'Mi cuenta' lists the caller's own; another user's endpoint is a 404.
  'GET /api/webhooks': {
    request: () => ({ url: '/api/webhooks' }),
    expect: {
      ...signedIn(200),
      other: (res) => {
        expect(res.statusCode).toBe(200);
        // Only the other user's own endpoints (the POST row adds one), never the owner's.
        if (res.body) expect(res.json<{ webhooks: { url: string }[] }>().webhooks.map((hook) => hook.url)).not.toContain('https://hooks.example/matriz');
      },
    },
  },
  'POST /api/webhooks': { request: () => ({ payload: { url: 'https://hooks.example/nuevo', events: ['item.created'] } }), expect: signedIn(201), writes: true },
  'DELETE /api/webhooks/:id': {
    request: async (f, caller) => ({ url: `/api/webhooks/${caller === 'owner' ? await freshWebhook(f) : f.webhookId}` }),
    expect: ownerOnly(204, WEBHOOK_ERRORS.notFound),
    writes: true,
  },
  'GET /api/webhooks/:id/deliveries': { request: (f) => ({ url: `/api/webhooks/${f.webhookId}/deliveries` }), expect: ownerOnly(200, WEBHOOK_ERRORS.notFound) },
  'POST /api/webhooks/:id/test': { request: (f) => ({ url: `/api/webhooks/${f.webhookId}/test` }), expect: ownerOnly(200, WEBHOOK_ERRORS.notFound), writes: true },
  'POST /api/webhooks/:id/deliveries/:deliveryId/resend': {
    request: (f) => ({ url: `/api/webhooks/${f.webhookId}/deliveries/${f.deliveryId}/resend` }),
    expect: ownerOnly(200, WEBHOOK_ERRORS.notFound),
    writes: true,
  },
  // 'Suscripción por correo' (issue 40): the form's POST is the same for everyone (a hidden block
  // takes no sign-up); the mails' links without a token are no links; the list is the page owner's.
  'POST /subscribe/:id': { request: (f) => ({ url: `/subscribe/${f.hidden.id}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'email=a%40example.com&consent=1' }), expect: all(404), writes: true },
  'GET /subscribe/confirm': { request: () => ({ url: '/subscribe/confirm' }), expect: all(404) },
  'GET /subscribe/unsubscribe': { request: () => ({ url: '/subscribe/unsubscribe' }), expect: all(404) },
  'POST /subscribe/unsubscribe': { request: () => ({ url: '/subscribe/unsubscribe' }), expect: all(404), writes: true },
  'GET /api/pages/:id/subscribers': { request: (f) => ({ url: `/api/pages/${f.page.id}/subscribers` }), expect: ownerOnly(200, MESSAGES.pageNotFound) },
  'GET /api/pages/:id/subscribers.csv': { request: (f) => ({ url: `/api/pages/${f.page.id}/subscribers.csv` }), expect: ownerOnly(200, MESSAGES.pageNotFound) },
  'DELETE /api/pages/:id/subscribers/:subscriberId': {
    request: async (f, caller) => ({ url: `/api/pages/${f.page.id}/subscribers/${caller === 'owner' ? await freshSubscriber(f) : 1}` }),
    expect: ownerOnly(204, MESSAGES.pageNotFound),
    writes: true,
  },
  'DELETE /api/pages/:id/subscribers': {
    request: (f) => ({ url: `/api/pages/${f.page.id}/subscribers` }),
    expect: ownerOnly(204, MESSAGES.pageNotFound),
    writes: true,
  },
  'GET /view/:slug': { request: (f) => ({ url: `/view/${f.page.slug}` }), expect: all(publicHtml) },
  'GET /view/page/:id': { request: (f) => ({ url: `/view/page/${f.page.id}` }), expect: all(publicHtml) },
  'GET /preview/page/:id': { request: (f) => ({ url: `/preview/page/${f.page.id}` }), expect: all(publicHtml) },
  // The share image (issue 38): the same picture for everyone.
  'GET /view/:slug/share.png': { request: (f) => ({ url: `/view/${f.page.slug}/share.png` }), expect: all(sharePng) },
  // Statistics (issue 15). /go is public and the same for everyone: a hidden block, or a target the
  // block lacks, leads nowhere, not even for its owner.
  'GET /go/:id': { request: (f) => ({ url: `/go/${f.hidden.id}` }), expect: all(404) },
  // Issue 36: a hidden block has no screen; a page's password and gate forms only lead back to the page.
  'GET /acceso/bloque/:id': { request: (f) => ({ url: `/acceso/bloque/${f.hidden.id}` }), expect: all(404) },
  'POST /acceso/bloque/:id': {
    request: (f) => ({ method: 'POST', url: `/acceso/bloque/${f.hidden.id}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'code=abcd' }),
    expect: all(404),
  },
  'GET /acceso/bloque/:id/ver': { request: (f) => ({ url: `/acceso/bloque/${f.hidden.id}/ver` }), expect: all(404) },
  'POST /acceso/pagina/:id/contrasena': {
    request: (f) => ({ method: 'POST', url: `/acceso/pagina/${f.page.id}/contrasena`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'password=abcd' }),
    expect: all(303),
  },
  'POST /acceso/pagina/:id/continuar': {
    request: (f) => ({ method: 'POST', url: `/acceso/pagina/${f.page.id}/continuar`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' }),
    expect: all(303),
  },
  'GET /go/:id/:suffix': { request: (f) => ({ url: `/go/${f.contact.id}/website` }), expect: all(404) },
  // The fixture's page names no social profile: nowhere to send anyone.
  'GET /go/page/:pageId/social/:index': { request: (f) => ({ url: `/go/page/${f.page.id}/social/0` }), expect: all(404) },
  'GET /robots.txt': { request: () => ({ url: '/robots.txt' }), expect: all(200) },
  'GET /api/pages/:id/stats': {
    request: (f) => ({ url: `/api/pages/${f.page.id}/stats?from=2026-01-01&to=2026-01-31` }),
    expect: ownerOnly(200, MESSAGES.pageNotFound),
  },
  'GET /api/pages/:id/stats/now': {
    request: (f) => ({ url: `/api/pages/${f.page.id}/stats/now` }),
    expect: ownerOnly(200, MESSAGES.pageNotFound),
  },
  'GET /api/pages/:id/stats.csv': {
    request: (f) => ({ url: `/api/pages/${f.page.id}/stats.csv?from=2026-01-01&to=2026-01-31` }),
    expect: ownerOnly(200, MESSAGES.pageNotFound),
  },
  'DELETE /api/pages/:id/stats': {
    request: (f) => ({ url: `/api/pages/${f.page.id}/stats` }),
    expect: ownerOnly(204, MESSAGES.pageNotFound),
    writes: true,
  },
  'DELETE /api/pages/:id/stats/items/:itemId': {
    request: (f) => ({ url: `/api/pages/${f.page.id}/stats/items/${f.visible.id}` }),
    expect: ownerOnly(204, MESSAGES.pageNotFound),
    writes: true,
  },
  'PUT /api/pages/:id/stats/goals/:itemId': {
    request: (f) => ({ url: `/api/pages/${f.page.id}/stats/goals/${f.visible.id}` }),
    expect: ownerOnly(204, MESSAGES.pageNotFound),
    writes: true,
  },
  'DELETE /api/pages/:id/stats/goals/:itemId': {
    request: (f) => ({ url: `/api/pages/${f.page.id}/stats/goals/${f.visible.id}` }),
    expect: ownerOnly(204, MESSAGES.pageNotFound),
    writes: true,
  },
  // 'Compartir estadísticas' (issue 42): the owner's address; the shared API is anyone's who holds a token.
  'GET /api/pages/:id/stats/share': { request: (f) => ({ url: `/api/pages/${f.page.id}/stats/share` }), expect: ownerOnly(200, MESSAGES.pageNotFound) },
  'POST /api/pages/:id/stats/share': {
    request: (f) => ({ url: `/api/pages/${f.page.id}/stats/share`, payload: {} }),
    expect: ownerOnly(201, MESSAGES.pageNotFound),
    writes: true,
  },
  'DELETE /api/pages/:id/stats/share': {
    request: (f) => ({ url: `/api/pages/${f.page.id}/stats/share` }),
    expect: ownerOnly(204, MESSAGES.pageNotFound),
    writes: true,
  },
  'GET /api/shared-stats/:token': { request: async (f) => ({ url: `/api/shared-stats/${await freshShare(f)}` }), expect: all(200) },
  'POST /api/shared-stats/:token/unlock': {
    request: async (f) => ({ url: `/api/shared-stats/${await freshShare(f, 'clave-matriz')}/unlock`, payload: { password: 'clave-matriz' } }),
    expect: all(204),
  },
  'GET /api/shared-stats/:token/stats': {
    request: async (f) => ({ url: `/api/shared-stats/${await freshShare(f)}/stats?from=2026-01-01&to=2026-01-31` }),
    expect: all(200),
  },
  'GET /api/stats/exclude-me': { request: () => ({}), expect: signedIn(200) },
  'PUT /api/stats/exclude-me': { request: () => ({}), expect: signedIn(200) },
  'DELETE /api/stats/exclude-me': { request: () => ({}), expect: signedIn(200) },
  // 'Resumen semanal por correo' (issue 42): the account's own option (off here: this app has no mail);
  // the mail's unsubscribe link without a token is no link.
  'GET /api/account/weekly-report': { request: () => ({}), expect: signedIn(200) },
  'PUT /api/account/weekly-report': { request: () => ({ payload: { enabled: false } }), expect: signedIn(200) },
  'GET /weekly-report/unsubscribe': { request: () => ({ url: '/weekly-report/unsubscribe' }), expect: all(404) },
  'POST /weekly-report/unsubscribe': { request: () => ({ url: '/weekly-report/unsubscribe' }), expect: all(404), writes: true },
  'GET /api/account/time-zone': { request: () => ({}), expect: signedIn(200) },
  'PUT /api/account/time-zone': { request: () => ({ payload: { timeZone: 'America/Mexico_City' } }), expect: signedIn(200) },
  // Two-step verification (decision 920): a factor is its account's alone; another's is not found.
  'POST /auth/v1/factors': { request: () => ({ payload: { factor_type: 'totp' } }), expect: { anonymous: 401, other: 200, owner: 200 } },
  'POST /auth/v1/factors/:id/challenge': {
    request: async (f) => ({ url: `/auth/v1/factors/${await ownersFactor(f)}/challenge` }),
    expect: { anonymous: 401, other: 404, owner: 200 },
  },
  'POST /auth/v1/factors/:id/verify': {
    request: async (f) => {
      const id = await ownersFactor(f);
      const challenge = await f.t.request({ method: 'POST', url: `/auth/v1/factors/${id}/challenge`, as: f.owner });
      return { url: `/auth/v1/factors/${id}/verify`, payload: { challenge_id: challenge.json<{ id: string }>().id, code: '000000' } };
    },
    // The owner's wrong code; the others never reach the code.
    expect: { anonymous: 401, other: 404, owner: 422 },
  },
  'DELETE /auth/v1/factors/:id': {
    request: async (f) => ({ url: `/auth/v1/factors/${await ownersFactor(f)}` }),
    expect: { anonymous: 401, other: 404, owner: 200 },
  },
  'GET /api/account/mfa': { request: () => ({}), expect: signedIn(200) },
  // Only a session that verified a code (aal2) gets codes: none here has.
  'POST /api/account/mfa/recovery-codes': { request: () => ({}), expect: { ...signedIn(403), anonymous: 401 } },
  'GET /api/account/sessions': {
    request: () => ({}),
    expect: {
      ...signedIn(200),
      other: (res) => {
        expect(res.statusCode).toBe(200);
        if (res.body) expect(res.json<{ sessions: { id: string }[] }>().sessions.map((s) => s.id)).not.toContain(sessionOf(fixture.owner.token));
      },
    },
  },
  // Personal API tokens (issue 40): each account's own; another's is not found.
  'GET /api/account/tokens': {
    request: () => ({}),
    expect: {
      ...signedIn(200),
      other: (res) => {
        expect(res.statusCode).toBe(200);
        if (res.body) expect(res.json<{ name: string }[]>().map((token) => token.name)).not.toContain('Para revocar');
      },
    },
  },
  'POST /api/account/tokens': { request: () => ({ payload: { name: 'Nuevo', scope: 'read' } }), expect: signedIn(201) },
  'DELETE /api/account/tokens/:id': {
    request: async (f) => ({ url: `/api/account/tokens/${await freshToken(f)}` }),
    expect: ownerOnly(204, API_TOKEN_MESSAGES.notFound),
    writes: true,
  },
  // The API's documentation (decision 991): the same for everyone.
  'GET /api/openapi.json': { request: () => ({}), expect: all(200) },
  'GET /api/docs': { request: () => ({}), expect: all(200) },
  'GET /api/docs/': { request: () => ({}), expect: all(200) },
  'GET /api/docs/static/index.html': { request: () => ({}), expect: all(302) },
  'GET /api/docs/static/swagger-initializer.js': { request: () => ({}), expect: all(200) },
  'GET /api/docs/json': { request: () => ({}), expect: all(200) },
  'GET /api/docs/yaml': { request: () => ({}), expect: all(200) },
  'GET /api/docs/static/*': { request: () => ({ url: '/api/docs/static/index.css' }), expect: all(200) },
  'DELETE /api/account/sessions/:id': {
    request: async (f) => {
      const res = await f.t.request({ method: 'POST', url: '/auth/v1/token?grant_type=password', payload: { email: f.owner.email, password: TEST_PASSWORD } });
      return { url: `/api/account/sessions/${sessionOf(res.json<{ access_token: string }>().access_token)}` };
    },
    expect: ownerOnly(204, MFA_MESSAGES.sessionNotFound),
  },
};

/** What a personal API token gets where a session gets something else (decision 990). */
const SESSION_REQUIRED = { error: API_TOKEN_MESSAGES.sessionRequired, code: 'session_required' };
const sessionOnlyForToken: Expectation = (res) => {
  expect(res.statusCode).toBe(403);
  if (res.body) expect(res.json()).toEqual(SESSION_REQUIRED);
};
/** The Supabase protocol (/auth/v1) takes a session's JWT only. */
const notASession: Expectation = (res) => expect([401, 403]).toContain(res.statusCode);
const TOKEN_ANSWERS: Record<string, Expectation> = {
  ...Object.fromEntries(
    [
      'DELETE /api/account',
      'GET /api/account/mfa',
      'POST /api/account/mfa/recovery-codes',
      'GET /api/account/sessions',
      'DELETE /api/account/sessions/:id',
      'GET /api/account/passkeys',
      'POST /api/account/passkeys/options',
      'POST /api/account/passkeys',
      'DELETE /api/account/passkeys/:id',
      'GET /api/account/tokens',
      'POST /api/account/tokens',
      'DELETE /api/account/tokens/:id',
      // The instance's tools (decision 992).
      'GET /api/admin/settings',
      'PUT /api/admin/settings',
      'GET /api/admin/users',
      'PATCH /api/admin/users/:id',
      'DELETE /api/admin/users/:id',
      'POST /api/admin/users/:id/recovery-link',
      'GET /api/admin/invitations',
      'POST /api/admin/invitations',
      'DELETE /api/admin/invitations/:id',
      'GET /api/admin/domains',
      'DELETE /api/admin/domains/:id',
    ].map((key) => [key, sessionOnlyForToken]),
  ),
  ...Object.fromEntries(
    ['GET /auth/v1/user', 'PUT /auth/v1/user', 'POST /auth/v1/factors', 'POST /auth/v1/factors/:id/challenge', 'POST /auth/v1/factors/:id/verify', 'DELETE /auth/v1/factors/:id'].map(
      (key) => [key, notASession],
    ),
  ),
  // Storage takes no API token: the caller is a visitor there.
  'POST /storage/v1/object/:bucket/*': (res) => {
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: '403', error: 'Unauthorized' });
  },
};

async function itemIdsOf(f: Fixture): Promise<number[]> {
  const res = await f.t.request({ method: 'GET', url: `/api/pages/${f.page.id}/items`, as: f.owner });
  return res.json<Item[]>().map((item) => item.id);
}

function multipartCall(bytes: Buffer, field = 'image'): InjectOptions {
  return multipart([{ name: field, value: bytes, fileName: field === 'file' ? 'documento.pdf' : 'foto.png', contentType: field === 'file' ? 'application/pdf' : 'image/png' }]);
}

/** "GET /api/pages/:id" → the table's key: HEAD shares its GET's entry. */
const keyOf = (method: string, url: string) => `${method === 'HEAD' ? 'GET' : method} ${url}`;
const concreteUrl = (url: string) => url.replace(/\*$/, '');

beforeAll(async () => {
  // Custom domains on (issue 39), which need PUBLIC_URL: the injected requests' own host, and no DNS.
  const t = await createTestApp({
    publicView: true,
    limits: { apiTokenRequestsPerMinute: 100_000 },
    publicUrl: 'http://localhost',
    customDomains: { perUser: 20 },
    outbound: createOutboundClient({ resolver: () => Promise.reject(new Error('ENOTFOUND')) }),
  });
  const owner = await t.user();
  const other = await t.user();
  const page = await createPage(t, owner, { title: 'Matriz' });
  const visible = await createItem(t, owner, page.id, heading('Bloque visible'));
  const hidden = await createItem(t, owner, page.id, { ...heading('Bloque oculto'), isVisible: false });
  const contact = await createItem(t, owner, page.id, { type: 'contactCard', content: { name: 'Eva' } });
  const hiddenContact = await createItem(t, owner, page.id, { type: 'contactCard', content: { name: 'Oculta' }, isVisible: false });
  const objectPath = await storeImage(t, owner);
  const signedUp = await t.user();
  const domain = await t.request({ method: 'POST', url: `/api/pages/${page.id}/domains`, payload: { domain: 'matriz.example' }, as: owner });
  // A webhook whose host has no DNS here: its deliveries fail without leaving the machine.
  const webhook = await t.request({ method: 'POST', url: '/api/webhooks', payload: { url: 'https://hooks.example/matriz', events: ['page.updated'] }, as: owner });
  const webhookId = webhook.json<{ webhook: { id: number } }>().webhook.id;
  const delivery = await t.request({ method: 'POST', url: `/api/webhooks/${webhookId}/test`, as: owner });
  const tokenOf = async (user: TestUser) => {
    const res = await t.request({ method: 'POST', url: '/api/account/tokens', as: user, payload: { name: 'Matriz', scope: 'write' } });
    return { authorization: `Bearer ${res.json<{ token: string }>().token}` };
  };
  const tokenHeaders = { owner: await tokenOf(owner), other: await tokenOf(other) };
  fixture = {
    t,
    owner,
    other,
    page,
    visible,
    hidden,
    contact,
    hiddenContact,
    objectPath,
    signedUpEmail: signedUp.email,
    domainId: domain.json<{ id: number }>().id,
    webhookId,
    deliveryId: delivery.json<{ id: number }>().id,
    tokenHeaders,
  };
}, 120_000);
afterAll(() => fixture.t.close());

describe('ownership matrix (from the router)', () => {
  it('has an entry for every registered route, and no entry for a route that is gone', () => {
    const registered = new Set(fixture.t.app.routeList.map((route) => keyOf(route.method, route.url)));
    const missing = [...registered].filter((key) => !ROUTES[key]);
    expect(missing, 'routes without an entry in the ownership matrix').toEqual([]);
    const stale = Object.keys(ROUTES).filter((key) => !registered.has(key));
    expect(stale, 'matrix entries for routes that no longer exist').toEqual([]);
  });

  it.each(['session', 'token'] as const)('answers each route as the table says, for anonymous, another user and the owner (with a %s)', async (credential: Credential) => {
    const f = fixture;
    const own = { owner: credential === 'token' ? f.tokenHeaders.owner : f.owner.headers, other: credential === 'token' ? f.tokenHeaders.other : f.other.headers };
    const routes = f.t.app.routeList;
    expect(routes.length).toBeGreaterThan(30);
    for (const route of routes) {
      const entry = ROUTES[keyOf(route.method, route.url)];
      if (!entry) continue;
      for (const caller of ['anonymous', 'other', 'owner'] as const) {
        const built = await entry.request(f, caller);
        const options: InjectOptions = {
          method: route.method as InjectOptions['method'],
          url: concreteUrl(route.url),
          ...built,
          headers: {
            ...(caller === 'owner' && !built.headers?.authorization ? own.owner : {}),
            ...(caller === 'other' && !built.headers?.authorization ? own.other : {}),
            ...built.headers,
          },
        };
        const key = keyOf(route.method, route.url);
        const tokenAnswer = credential === 'token' && caller !== 'anonymous' ? TOKEN_ANSWERS[key] : undefined;
        const before = entry.writes && (caller !== 'owner' || tokenAnswer) ? await dumpContent(f.t.database.db) : null;
        const res = await f.t.app.inject(options);
        const label = `${route.method} ${route.url} as ${caller} with a ${credential}: ${res.statusCode} ${res.body.slice(0, 200)}`;
        const expected = tokenAnswer ?? entry.expect[caller];
        try {
          if (typeof expected === 'number') expect(res.statusCode).toBe(expected);
          else expected(res, caller);
        } catch (error) {
          throw new Error(`${label}\n${(error as Error).message}`);
        }
        if (before) expect(await dumpContent(f.t.database.db), `${label} changed data`).toEqual(before);
      }
    }
  });

  it('answers a hidden contact card 404 to everyone, the owner included (public download)', async () => {
    for (const as of [undefined, fixture.other, fixture.owner]) {
      const res = await fixture.t.request({ method: 'GET', url: `/api/items/${fixture.hiddenContact.id}/vcard`, ...(as ? { as } : {}) });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: MESSAGES.itemNotFound, code: 'item_not_found' });
    }
  });

  it("answers another user's page and item 404 exactly like ids that do not exist", async () => {
    const { t, other, page, visible } = fixture;
    const theirs = await t.request({ method: 'PATCH', url: `/api/pages/${page.id}`, payload: { title: 'x' }, as: other });
    const none = await t.request({ method: 'PATCH', url: '/api/pages/987654', payload: { title: 'x' }, as: other });
    expect([theirs.statusCode, theirs.body]).toEqual([none.statusCode, none.body]);
    const theirItem = await t.request({ method: 'DELETE', url: `/api/items/${visible.id}`, as: other });
    const noItem = await t.request({ method: 'DELETE', url: '/api/items/987654', as: other });
    expect([theirItem.statusCode, theirItem.body]).toEqual([noItem.statusCode, noItem.body]);
  });
});
