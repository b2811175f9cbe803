import { desc, eq } from 'drizzle-orm';
import type { WebhookDeliveryList } from '@shared/schemas/webhooks';
import { webhookDeliveries } from '../../db/schema';
import { findOwnedWebhook } from './find-owned-webhook';
import { toDeliveryDto } from './webhook-dto';
import type { WebhooksContext } from './webhooks-context';

/** How many of the latest deliveries the log shows. */
const LOG_LENGTH = 50;

/** The endpoint's delivery log, newest first. */
export async function listDeliveries(ctx: WebhooksContext, userId: string, endpointId: number): Promise<WebhookDeliveryList> {
  await findOwnedWebhook(ctx.db, userId, endpointId);
  const rows = await ctx.db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookDeliveries.id))
    .limit(LOG_LENGTH);
  return { deliveries: rows.map(toDeliveryDto) };
}
