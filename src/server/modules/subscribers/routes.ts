import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParam } from '@shared/schemas/api';
import { subscriberListSchema, subscriberQuerySchema } from '@shared/schemas/subscribers';
import { SIGNUP_QUERY } from '@shared/signup';
import { z } from '@shared/zod';
import type { Database } from '../../db/client';
import { itemNotFound } from '../../errors';
import { confirmSubscriber } from './confirm-subscriber';
import { deleteAllSubscribers } from './delete-all-subscribers';
import { deleteSubscriber } from './delete-subscriber';
import { listSubscribers } from './list-subscribers';
import { type SignupForm, subscribe } from './subscribe';
import { SUBSCRIBER_SCREENS } from './subscriber-screens';
import { subscribersCsv } from './subscribers-csv';
import type { SubscribersContext } from './subscribers-context';
import { unsubscribe } from './unsubscribe';

/** A token as the mails carry it (newOpaqueToken: 43 URL-safe characters); anything else is no link. */
const tokenOf = (query: unknown) => {
  const token = (query as { token?: unknown } | undefined)?.token;
  return typeof token === 'string' && /^[\w-]{20,100}$/.test(token) ? token : null;
};

const html = (reply: FastifyReply, status: number, body: string) =>
  reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);

/**
 * The visitors' side of 'Suscripción por correo' (issue 40, decision 985): the block's form (a real
 * POST answered with a 303 back to the page, its result in the query: PRG), the confirmation link
 * and the unsubscribe link (RFC 8058: one-click POST, or GET for a page with a button).
 */
export async function subscriberRoutes(app: FastifyInstance, { subscribers }: { subscribers: SubscribersContext }) {
  // This scope's bodies are small forms: urlencoded read, anything else (a mail client's multipart one-click) ignored.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 8 * 1024 }, (request, body, done) => {
    const form = (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
    done(null, form ? Object.fromEntries(new URLSearchParams(String(body))) : {});
  });

  app.post<{ Params: { id: string } }>('/subscribe/:id', async (request, reply) => {
    const id = idParam.safeParse(request.params.id);
    if (!id.success) throw itemNotFound();
    const form = (request.body && typeof request.body === 'object' ? request.body : {}) as SignupForm;
    const { outcome, path } = await subscribe(subscribers, id.data, form, request.ip);
    return reply
      .code(303)
      .header('cache-control', 'no-store')
      .header('location', `${path}?${SIGNUP_QUERY}=${id.data}.${outcome}#suscripcion-${id.data}`)
      .send();
  });

  app.get('/subscribe/confirm', async (request, reply) => {
    const token = tokenOf(request.query);
    const confirmed = token !== null && (await confirmSubscriber(subscribers, token));
    return confirmed ? html(reply, 200, SUBSCRIBER_SCREENS.confirmed()) : html(reply, 404, SUBSCRIBER_SCREENS.badLink());
  });

  app.get('/subscribe/unsubscribe', async (request, reply) => {
    const token = tokenOf(request.query);
    if (!token) return html(reply, 404, SUBSCRIBER_SCREENS.badLink());
    return html(reply, 200, SUBSCRIBER_SCREENS.askUnsubscribe(`/subscribe/unsubscribe?token=${encodeURIComponent(token)}`));
  });

  // One-click (RFC 8058) and the page's button. Gone already is gone: the same answer.
  app.post('/subscribe/unsubscribe', async (request, reply) => {
    const token = tokenOf(request.query);
    if (!token) return html(reply, 404, SUBSCRIBER_SCREENS.badLink());
    await unsubscribe(subscribers.db, token);
    return html(reply, 200, SUBSCRIBER_SCREENS.unsubscribed());
  });
}

const byPage = z.object({ id: idParam });

/** 'Suscriptores': the owner's list, deletions and CSV, registered in the signed-in scope. */
export async function ownerSubscriberRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/pages/:id/subscribers',
    { schema: { params: byPage, querystring: subscriberQuerySchema, response: { 200: subscriberListSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { subscribers: await listSubscribers(db, request.signedInUser.id, request.params.id, request.query.q) };
    },
  );

  r.get('/api/pages/:id/subscribers.csv', { schema: { params: byPage } }, async (request, reply) => {
    const list = await listSubscribers(db, request.signedInUser.id, request.params.id);
    return reply
      .type('text/csv; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="suscriptores-${request.params.id}.csv"`)
      .send(subscribersCsv(list));
  });

  r.delete('/api/pages/:id/subscribers', { schema: { params: byPage } }, async (request, reply) => {
    await deleteAllSubscribers(db, request.signedInUser.id, request.params.id);
    return reply.code(204).send();
  });

  r.delete(
    '/api/pages/:id/subscribers/:subscriberId',
    { schema: { params: z.object({ id: idParam, subscriberId: idParam }) } },
    async (request, reply) => {
      await deleteSubscriber(db, request.signedInUser.id, request.params.id, request.params.subscriberId);
      return reply.code(204).send();
    },
  );
}
