import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParam } from '@shared/schemas/api';
import { createdWebhookSchema, newWebhookSchema, webhookDeliveryListSchema, webhookDeliverySchema, webhookListSchema } from '@shared/schemas/webhooks';
import { z } from '@shared/zod';
import { addWebhook } from './add-webhook';
import { listDeliveries } from './list-deliveries';
import { listWebhooks } from './list-webhooks';
import { removeWebhook } from './remove-webhook';
import { resendDelivery } from './resend-delivery';
import { sendTestWebhook } from './send-test-webhook';
import type { WebhooksContext } from './webhooks-context';

const byId = z.object({ id: idParam });
const byDelivery = z.object({ id: idParam, deliveryId: idParam });

/** 'Mi cuenta' > 'Webhooks' (issue 40), in the signed-in scope; another user's endpoint is a 404. */
export async function webhookRoutes(app: FastifyInstance, options: { webhooks: WebhooksContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = options.webhooks;

  r.get('/api/webhooks', { schema: { response: { 200: webhookListSchema } } }, (request) => listWebhooks(ctx, request.signedInUser.id));

  r.post('/api/webhooks', { schema: { body: newWebhookSchema, response: { 201: createdWebhookSchema } } }, async (request, reply) =>
    reply.code(201).send(await addWebhook(ctx, request.signedInUser.id, request.body)),
  );

  r.delete('/api/webhooks/:id', { schema: { params: byId } }, async (request, reply) => {
    await removeWebhook(ctx, request.signedInUser.id, request.params.id);
    return reply.code(204).send();
  });

  r.get('/api/webhooks/:id/deliveries', { schema: { params: byId, response: { 200: webhookDeliveryListSchema } } }, (request) =>
    listDeliveries(ctx, request.signedInUser.id, request.params.id),
  );

  r.post('/api/webhooks/:id/test', { schema: { params: byId, response: { 200: webhookDeliverySchema } } }, (request) =>
    sendTestWebhook(ctx, request.signedInUser.id, request.params.id),
  );

  r.post('/api/webhooks/:id/deliveries/:deliveryId/resend', { schema: { params: byDelivery, response: { 200: webhookDeliverySchema } } }, (request) =>
    resendDelivery(ctx, request.signedInUser.id, request.params.id, request.params.deliveryId),
  );
}
