import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Item } from '@shared/schemas/item';
import type { Page } from '@shared/schemas/page';
import type { SubscriberEventData } from '@shared/schemas/webhooks';
import type { Executor } from '../../db/client';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';

/** Every event a producer may emit, with what its `data` carries. */
export type WebhookEvent =
  | { type: 'page.updated'; data: { page: Page } }
  | { type: 'item.created' | 'item.updated'; data: { item: Item } }
  | { type: 'item.deleted'; data: { item: { id: number; pageId: number } } }
  | { type: 'subscriber.created' | 'subscriber.confirmed'; data: SubscriberEventData };

/** A Standard Webhooks message id. */
export const newMessageId = () => `msg_${randomBytes(16).toString('base64url')}`;

/** The signed body: Standard Webhooks' `{type, timestamp, data}`. */
export const messageBody = (type: string, data: unknown, at: Date) => JSON.stringify({ type, timestamp: at.toISOString(), data });

/**
 * The one entry point for producers (decision 995): queues `event` for each of the owner's endpoints
 * that subscribed to it, in one statement on the caller's executor, so a use case's transaction
 * queues its events with its write (and a rolled-back write queues nothing). Any instance's worker
 * sends them (decision 996).
 */
export async function enqueueWebhookEvent(db: Executor, userId: string, event: WebhookEvent): Promise<void> {
  // Due at once, by the clock the workers compare with: the database's now() has microseconds a
  // worker's millisecond instant can fall short of.
  const at = new Date();
  const body = messageBody(event.type, event.data, at);
  await db.execute(sql`
    INSERT INTO ${webhookDeliveries} (endpoint_id, message_id, event_type, body, next_attempt_at, retry_since)
    SELECT id, ${newMessageId()}, ${event.type}, ${body}, ${at.toISOString()}::timestamptz, ${at.toISOString()}::timestamptz FROM ${webhookEndpoints}
    WHERE user_id = ${userId} AND events @> ${JSON.stringify([event.type])}::jsonb`);
}
