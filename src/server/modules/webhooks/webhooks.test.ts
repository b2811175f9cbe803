import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CreatedWebhook, WebhookDelivery, WebhookList } from '@shared/schemas/webhooks';
import { type DatabaseHandle, openDatabase } from '../../db/client';
import { webhookDeliveries } from '../../db/schema';
import { createOutboundClient, OUTBOUND_MESSAGES } from '../../lib/outbound';
import { createItem, createPage, heading } from '../../test/factories';
import { createScratchDatabase } from '../../test/scratch-database';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { LOG_KEEP, RETRY_WINDOW_MS, runDueDeliveries } from './deliver-webhooks';
import { enqueueWebhookEvent } from './enqueue-webhook-event';
import { WEBHOOK_ERRORS, type WebhooksContext } from './webhooks-context';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A local receiver: records every request and answers what `answer` says (200 by default). */
async function receiver() {
  const received: Received[] = [];
  let answer: (index: number) => number = () => 200;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.statusCode = answer(received.length - 1);
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    received,
    answerWith(next: (index: number) => number) {
      answer = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const ALLOW = ['127.0.0.1'];
const allowedOutbound = createOutboundClient({ allowHosts: ALLOW });

function context(t: TestApp, now?: Date, outbound = allowedOutbound): WebhooksContext {
  return { db: t.database.db, outbound, allowHosts: ALLOW, perUser: 5, ...(now ? { now: () => now } : {}) };
}

async function addHook(t: TestApp, as: TestUser, url: string, events: string[]): Promise<CreatedWebhook> {
  const res = await t.request({ method: 'POST', url: '/api/webhooks', payload: { url, events }, as });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<CreatedWebhook>();
}

const deliveriesOf = async (t: TestApp, as: TestUser, id: number) =>
  (await t.request({ method: 'GET', url: `/api/webhooks/${id}/deliveries`, as })).json<{ deliveries: WebhookDelivery[] }>().deliveries;

/** Verifies a received request with the Standard Webhooks reference library; answers its payload. */
function verified(secret: string, request: Received) {
  return new Webhook(secret).verify(request.body, request.headers as Record<string, string>) as { type: string; timestamp: string; data: Record<string, unknown> };
}

describe('signed webhooks', () => {
  let t: TestApp;
  let hooks: Awaited<ReturnType<typeof receiver>>;
  let owner: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ webhooks: { allowHosts: ALLOW }, outbound: allowedOutbound });
    hooks = await receiver();
  });
  afterAll(async () => {
    await t.close();
    await hooks.close();
  });
  beforeEach(async () => {
    owner = await t.user();
    hooks.received.length = 0;
    hooks.answerWith(() => 200);
  });

  it('signs page and item events so the reference library verifies them', async () => {
    const { webhook, secret } = await addHook(t, owner, hooks.url, ['page.updated', 'item.created', 'item.updated', 'item.deleted']);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    const list = (await t.request({ method: 'GET', url: '/api/webhooks', as: owner })).json<WebhookList>();
    expect(list.webhooks).toEqual([webhook]);
    expect(JSON.stringify(list)).not.toContain(secret);

    const page = await createPage(t, owner, { title: 'Tienda' });
    expect((await t.request({ method: 'PATCH', url: `/api/pages/${page.id}`, payload: { title: 'Tienda nueva' }, as: owner })).statusCode).toBe(200);
    const item = await createItem(t, owner, page.id, heading('Hola'));
    await t.request({ method: 'PATCH', url: `/api/items/${item.id}`, payload: { content: { text: 'Adiós' } }, as: owner });
    await t.request({ method: 'DELETE', url: `/api/items/${item.id}`, as: owner });
    expect(await runDueDeliveries(context(t))).toBe(4);

    const payloads = hooks.received.map((request) => verified(secret, request));
    expect(payloads.map((payload) => payload.type).sort()).toEqual(['item.created', 'item.deleted', 'item.updated', 'page.updated']);
    expect(payloads.find((payload) => payload.type === 'page.updated')?.data).toMatchObject({ page: { id: page.id, title: 'Tienda nueva' } });
    expect(payloads.find((payload) => payload.type === 'item.updated')?.data).toMatchObject({ item: { id: item.id, content: { text: 'Adiós' } } });
    expect(payloads.find((payload) => payload.type === 'item.deleted')?.data).toEqual({ item: { id: item.id, pageId: page.id } });
    for (const request of hooks.received) expect(request.headers['webhook-id']).toMatch(/^msg_/);
    // A wrong secret does not verify.
    expect(() => verified(`whsec_${Buffer.from('otra clave cualquiera').toString('base64')}`, hooks.received[0]!)).toThrow();

    const log = await deliveriesOf(t, owner, webhook.id);
    expect(log).toHaveLength(4);
    expect(log.every((entry) => entry.state === 'delivered' && entry.attempts === 1 && entry.lastStatus === 200)).toBe(true);
  });

  it('queues only the events an endpoint chose, and nothing for a write that fails', async () => {
    await addHook(t, owner, hooks.url, ['item.created']);
    const page = await createPage(t, owner);
    await t.request({ method: 'PATCH', url: `/api/pages/${page.id}`, payload: { title: 'Otro título' }, as: owner });
    const taken = await createPage(t, owner, { title: 'Ocupada' });
    expect((await t.request({ method: 'PATCH', url: `/api/pages/${page.id}`, payload: { slug: taken.slug }, as: owner })).statusCode).toBe(409);
    await runDueDeliveries(context(t));
    expect(hooks.received).toHaveLength(0);
    await createItem(t, owner, page.id, heading());
    await runDueDeliveries(context(t));
    expect(hooks.received.map((request) => JSON.parse(request.body).type)).toEqual(['item.created']);
  });

  it('retries with back-off against a receiver that fails twice, then delivers', async () => {
    const { webhook, secret } = await addHook(t, owner, hooks.url, ['page.updated']);
    hooks.answerWith((index) => (index < 2 ? 500 : 204));
    const page = await createPage(t, owner);
    await t.request({ method: 'PATCH', url: `/api/pages/${page.id}`, payload: { title: 'Reintentos' }, as: owner });

    const start = new Date(Date.now() + 1000);
    expect(await runDueDeliveries(context(t, start))).toBe(1);
    let [entry] = await deliveriesOf(t, owner, webhook.id);
    expect(entry).toMatchObject({ state: 'pending', attempts: 1, lastStatus: 500 });
    expect(new Date(entry!.nextAttemptAt!).getTime() - start.getTime()).toBe(30_000);
    // Not due yet: nothing is sent.
    expect(await runDueDeliveries(context(t, new Date(start.getTime() + 29_000)))).toBe(0);
    expect(await runDueDeliveries(context(t, new Date(start.getTime() + 30_000)))).toBe(1);
    [entry] = await deliveriesOf(t, owner, webhook.id);
    expect(entry).toMatchObject({ state: 'pending', attempts: 2, lastStatus: 500 });
    // The second retry waits twice as long.
    expect(new Date(entry!.nextAttemptAt!).getTime() - start.getTime()).toBe(30_000 + 60_000);
    expect(await runDueDeliveries(context(t, new Date(start.getTime() + 90_000)))).toBe(1);
    [entry] = await deliveriesOf(t, owner, webhook.id);
    expect(entry).toMatchObject({ state: 'delivered', attempts: 3, lastStatus: 204, nextAttemptAt: null });
    // The same message every time (one webhook-id), each attempt signed with its own timestamp.
    expect(new Set(hooks.received.map((request) => request.headers['webhook-id'])).size).toBe(1);
    for (const request of hooks.received) verified(secret, request);
  });

  it('gives up after 24 hours and marks the endpoint failing, until a delivery succeeds', async () => {
    const { webhook } = await addHook(t, owner, hooks.url, ['page.updated']);
    hooks.answerWith(() => 503);
    const page = await createPage(t, owner);
    await t.request({ method: 'PATCH', url: `/api/pages/${page.id}`, payload: { title: 'Caído' }, as: owner });
    let now = new Date(Date.now() + 1000);
    const start = now;
    for (let round = 0; round < 40; round++) {
      await runDueDeliveries(context(t, now));
      const [entry] = await deliveriesOf(t, owner, webhook.id);
      if (entry!.state !== 'pending') break;
      now = new Date(entry!.nextAttemptAt!);
    }
    const [entry] = await deliveriesOf(t, owner, webhook.id);
    expect(entry).toMatchObject({ state: 'failed', lastStatus: 503, nextAttemptAt: null });
    expect(now.getTime() - start.getTime()).toBeLessThanOrEqual(RETRY_WINDOW_MS);
    expect(entry!.attempts).toBeGreaterThan(5);
    const listed = (await t.request({ method: 'GET', url: '/api/webhooks', as: owner })).json<WebhookList>();
    expect(listed.webhooks[0]!.failingSince).not.toBeNull();

    // 'Reenviar' sends the same message again; the receiver is back and the endpoint is well again.
    hooks.answerWith(() => 200);
    const resent = await t.request({ method: 'POST', url: `/api/webhooks/${webhook.id}/deliveries/${entry!.id}/resend`, as: owner });
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json<WebhookDelivery>()).toMatchObject({ state: 'delivered', lastStatus: 200, messageId: entry!.messageId });
    const after = (await t.request({ method: 'GET', url: '/api/webhooks', as: owner })).json<WebhookList>();
    expect(after.webhooks[0]!.failingSince).toBeNull();
  });

  it('keeps the latest deliveries of each endpoint in the log', async () => {
    const { webhook } = await addHook(t, owner, hooks.url, ['item.deleted']);
    const rows = Array.from({ length: LOG_KEEP + 5 }, (_, i) => ({
      endpointId: webhook.id,
      messageId: `msg_viejo${i}`,
      eventType: 'item.deleted',
      body: '{}',
      state: 'delivered' as const,
      attempts: 1,
    }));
    await t.database.db.insert(webhookDeliveries).values(rows);
    await enqueueWebhookEvent(t.database.db, owner.id, { type: 'item.deleted', data: { item: { id: 1, pageId: 1 } } });
    expect(await runDueDeliveries(context(t))).toBe(1);
    const kept = await t.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, webhook.id));
    expect(kept).toHaveLength(LOG_KEEP);
    expect(kept.some((row) => row.messageId === 'msg_viejo0')).toBe(false);
    expect(kept.some((row) => row.eventType === 'item.deleted' && row.body !== '{}')).toBe(true);
  });

  it("'Enviar prueba' sends a signed webhook.test at once and logs it", async () => {
    const { webhook, secret } = await addHook(t, owner, hooks.url, ['subscriber.created']);
    const res = await t.request({ method: 'POST', url: `/api/webhooks/${webhook.id}/test`, as: owner });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<WebhookDelivery>()).toMatchObject({ eventType: 'webhook.test', state: 'delivered', attempts: 1, lastStatus: 200 });
    expect(verified(secret, hooks.received[0]!).type).toBe('webhook.test');
    expect((await deliveriesOf(t, owner, webhook.id)).map((entry) => entry.eventType)).toEqual(['webhook.test']);
  });

  it('refuses http, private and local addresses, and more endpoints than the limit', async () => {
    const refused = async (url: string) => {
      const res = await t.request({ method: 'POST', url: '/api/webhooks', payload: { url, events: ['page.updated'] }, as: owner });
      expect(res.statusCode, url).toBe(400);
      return res.json<{ error: string; code: string }>();
    };
    expect(await refused('http://hooks.example.com/a')).toEqual({ error: WEBHOOK_ERRORS.https, code: 'webhook_url_refused' });
    for (const url of ['https://10.0.0.5/a', 'https://192.168.1.1/', 'https://[::1]/', 'https://localhost/x', 'https://169.254.169.254/latest']) {
      expect(await refused(url)).toEqual({ error: WEBHOOK_ERRORS.privateAddress, code: 'webhook_url_refused' });
    }
    expect((await refused('no es una dirección')).code).toBe('webhook_url_invalid');
    // Public addresses, IPv6 too, are taken as they are.
    const elsewhere = await t.user();
    for (const url of ['https://[2606:4700:4700::1111]/hooks', 'https://1.1.1.1/hooks']) await addHook(t, elsewhere, url, ['page.updated']);
    expect((await refused('ftp://hooks.example.com/')).code).toBe('webhook_url_invalid');
    const none = await t.request({ method: 'POST', url: '/api/webhooks', payload: { url: 'https://hooks.example.com/', events: [] }, as: owner });
    expect(none.statusCode).toBe(400);

    for (let i = 0; i < 5; i++) await addHook(t, owner, `https://hooks.example.com/${i}`, ['page.updated']);
    const sixth = await t.request({ method: 'POST', url: '/api/webhooks', payload: { url: 'https://hooks.example.com/6', events: ['page.updated'] }, as: owner });
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json()).toEqual({ error: WEBHOOK_ERRORS.limit(5), code: 'too_many_webhooks' });
  });

  it('refuses at delivery a name that resolves to a private address, through the guarded client', async () => {
    const { webhook } = await addHook(t, owner, 'https://hooks.internal.example/recibir', ['page.updated']);
    const page = await createPage(t, owner);
    await t.request({ method: 'PATCH', url: `/api/pages/${page.id}`, payload: { title: 'Privada' }, as: owner });
    const guarded = createOutboundClient({ resolver: async () => [{ address: '10.1.2.3', family: 4 }] });
    await runDueDeliveries(context(t, new Date(Date.now() + 1000), guarded));
    const [entry] = await deliveriesOf(t, owner, webhook.id);
    expect(entry).toMatchObject({ state: 'pending', attempts: 1, lastStatus: null, lastError: OUTBOUND_MESSAGES.privateAddress });
  });

  it("answers 404 for another user's endpoint and delivery, and deletes the endpoint with its log", async () => {
    const { webhook } = await addHook(t, owner, hooks.url, ['page.updated']);
    await t.request({ method: 'POST', url: `/api/webhooks/${webhook.id}/test`, as: owner });
    const [entry] = await deliveriesOf(t, owner, webhook.id);
    const other = await t.user();
    const notFound = { error: WEBHOOK_ERRORS.notFound, code: 'webhook_not_found' };
    for (const [method, url] of [
      ['GET', `/api/webhooks/${webhook.id}/deliveries`],
      ['POST', `/api/webhooks/${webhook.id}/test`],
      ['POST', `/api/webhooks/${webhook.id}/deliveries/${entry!.id}/resend`],
      ['DELETE', `/api/webhooks/${webhook.id}`],
    ] as const) {
      const res = await t.request({ method, url, as: other });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual(notFound);
    }
    expect(hooks.received).toHaveLength(1);
    expect((await t.request({ method: 'DELETE', url: `/api/webhooks/${webhook.id}`, as: owner })).statusCode).toBe(204);
    expect(await t.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, webhook.id))).toEqual([]);
  });

  it('deletes the endpoints with the account', async () => {
    await addHook(t, owner, hooks.url, ['page.updated']);
    expect((await t.request({ method: 'DELETE', url: '/api/account', payload: { password: 'contraseña-segura-1' }, as: owner })).statusCode).toBeLessThan(300);
    await enqueueWebhookEvent(t.database.db, owner.id, { type: 'item.deleted', data: { item: { id: 1, pageId: 1 } } });
    expect(await runDueDeliveries(context(t))).toBe(0);
  });
});

describe('the queue across restarts and instances', () => {
  let hooks: Awaited<ReturnType<typeof receiver>>;
  beforeAll(async () => {
    hooks = await receiver();
  });
  afterAll(async () => hooks.close());

  it('a delivery queued before a restart goes out from the new instance', async () => {
    const first = await createTestApp({ webhooks: { allowHosts: ALLOW }, outbound: allowedOutbound });
    const owner = await first.user();
    const { secret } = await addHook(first, owner, hooks.url, ['page.updated']);
    const page = await createPage(first, owner);
    await first.request({ method: 'PATCH', url: `/api/pages/${page.id}`, payload: { title: 'Antes del reinicio' }, as: owner });
    const database = first.database;
    // Closed with the delivery still queued (this instance never polls).
    await first.app.close();
    expect(hooks.received).toHaveLength(0);
    const second = await createTestApp({ database, webhooks: { allowHosts: ALLOW, pollEveryMs: 50 }, outbound: allowedOutbound });
    try {
      await second.app.ready();
      const until = Date.now() + 5000;
      while (hooks.received.length === 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 25));
      expect(hooks.received).toHaveLength(1);
      expect(verified(secret, hooks.received[0]!)).toMatchObject({ type: 'page.updated', data: { page: { title: 'Antes del reinicio' } } });
    } finally {
      await second.close();
      await database.close();
    }
  });

  const serverUrl = process.env.TEST_DATABASE_URL;
  it.skipIf(!serverUrl)('on PostgreSQL, two instances send each delivery exactly once', async () => {
    hooks.received.length = 0;
    const scratch = await createScratchDatabase(serverUrl as string, 'linkhub_webhooks');
    const handles: DatabaseHandle[] = [];
    const apps: TestApp[] = [];
    try {
      for (let i = 0; i < 2; i++) handles.push(await openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 4 }));
      for (const handle of handles) apps.push(await createTestApp({ database: handle, webhooks: { allowHosts: ALLOW }, outbound: allowedOutbound }));
      const [a, b] = apps as [TestApp, TestApp];
      const owner = await a.user();
      await addHook(a, owner, hooks.url, ['item.created']);
      const page = await createPage(a, owner);
      const total = 30;
      for (let i = 0; i < total; i++) await createItem(a, owner, page.id, heading(`Bloque ${i}`));
      // Both instances' workers, three rounds each at once, small batches so they contend.
      let claimed = 0;
      for (let round = 0; round < 6; round++) {
        const counts = await Promise.all([runDueDeliveries(context(a), 4), runDueDeliveries(context(b), 4), runDueDeliveries(context(a), 4), runDueDeliveries(context(b), 4)]);
        claimed += counts.reduce((sum, n) => sum + n, 0);
      }
      expect(claimed).toBe(total);
      const ids = hooks.received.map((request) => request.headers['webhook-id']);
      expect(ids).toHaveLength(total);
      expect(new Set(ids).size).toBe(total);
    } finally {
      for (const app of apps) await app.close();
      for (const handle of handles) await handle.close();
      await scratch.drop();
    }
  });
});
