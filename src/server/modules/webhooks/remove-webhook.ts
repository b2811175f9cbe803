import { and, eq } from 'drizzle-orm';
import { webhookEndpoints } from '../../db/schema';
import { AppError } from '../../errors';
import { WEBHOOK_ERRORS, type WebhooksContext } from './webhooks-context';

/** Deletes the caller's endpoint with its queue and log (the deliveries cascade). */
export async function removeWebhook(ctx: WebhooksContext, userId: string, id: number): Promise<void> {
  const removed = await ctx.db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, userId)))
    .returning({ id: webhookEndpoints.id });
  if (removed.length === 0) throw new AppError(404, 'webhook_not_found', WEBHOOK_ERRORS.notFound);
}
