import { and, eq } from 'drizzle-orm';
import type { WebhookDelivery } from '@shared/schemas/webhooks';
import { webhookDeliveries } from '../../db/schema';
import { AppError } from '../../errors';
import { CLAIM_LEASE_MS, sendDelivery } from './deliver-webhooks';
import { findOwnedWebhook } from './find-owned-webhook';
import { toDeliveryDto } from './webhook-dto';
import { clock, WEBHOOK_ERRORS, type WebhooksContext } from './webhooks-context';

/**
 * 'Reenviar': the same message (same `webhook-id`, so a receiver can tell it already has it) sent
 * again at once, with a new 24-hour window of retries should it fail.
 */
export async function resendDelivery(ctx: WebhooksContext, userId: string, endpointId: number, deliveryId: number): Promise<WebhookDelivery> {
  await findOwnedWebhook(ctx.db, userId, endpointId);
  const now = clock(ctx);
  const [row] = await ctx.db
    .update(webhookDeliveries)
    .set({ state: 'pending', retrySince: now, nextAttemptAt: new Date(now.getTime() + CLAIM_LEASE_MS) })
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, endpointId)))
    .returning();
  if (!row) throw new AppError(404, 'webhook_delivery_not_found', WEBHOOK_ERRORS.deliveryNotFound);
  return toDeliveryDto((await sendDelivery(ctx, row)) ?? row);
}
