import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type WebhookEndpointRow, webhookEndpoints } from '../../db/schema';
import { AppError } from '../../errors';
import { WEBHOOK_ERRORS } from './webhooks-context';

/** The caller's endpoint; another user's, or none, is the same 404. */
export async function findOwnedWebhook(db: Executor, userId: string, id: number): Promise<WebhookEndpointRow> {
  const [row] = await db.select().from(webhookEndpoints).where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, userId)));
  if (!row) throw new AppError(404, 'webhook_not_found', WEBHOOK_ERRORS.notFound);
  return row;
}
