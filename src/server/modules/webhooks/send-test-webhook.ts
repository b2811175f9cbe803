import type { WebhookDelivery } from '@shared/schemas/webhooks';
import { webhookDeliveries } from '../../db/schema';
import { CLAIM_LEASE_MS, sendDelivery } from './deliver-webhooks';
import { messageBody, newMessageId } from './enqueue-webhook-event';
import { findOwnedWebhook } from './find-owned-webhook';
import { toDeliveryDto } from './webhook-dto';
import { clock, type WebhooksContext } from './webhooks-context';

/**
 * 'Enviar prueba': a `webhook.test` message queued already claimed by this instance and sent at
 * once; its answer is in the log. Should the send be cut short, the worker retries it after the lease.
 */
export async function sendTestWebhook(ctx: WebhooksContext, userId: string, endpointId: number): Promise<WebhookDelivery> {
  const endpoint = await findOwnedWebhook(ctx.db, userId, endpointId);
  const now = clock(ctx);
  const [row] = await ctx.db
    .insert(webhookDeliveries)
    .values({
      endpointId: endpoint.id,
      messageId: newMessageId(),
      eventType: 'webhook.test',
      body: messageBody('webhook.test', { message: 'Prueba de LinkHub: este webhook funciona.', webhookId: endpoint.id }, now),
      nextAttemptAt: new Date(now.getTime() + CLAIM_LEASE_MS),
      retrySince: now,
      createdAt: now,
    })
    .returning();
  return toDeliveryDto((await sendDelivery(ctx, row!)) ?? row!);
}
