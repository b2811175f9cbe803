import { asc, eq } from 'drizzle-orm';
import type { WebhookList } from '@shared/schemas/webhooks';
import { webhookEndpoints } from '../../db/schema';
import { toWebhookDto } from './webhook-dto';
import type { WebhooksContext } from './webhooks-context';

/** 'Mi cuenta' > 'Webhooks': the caller's endpoints (never their secrets) and the limit. */
export async function listWebhooks(ctx: WebhooksContext, userId: string): Promise<WebhookList> {
  const rows = await ctx.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.userId, userId)).orderBy(asc(webhookEndpoints.id));
  return { webhooks: rows.map(toWebhookDto), limit: ctx.perUser };
}
