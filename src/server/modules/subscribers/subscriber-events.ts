import type { SubscriberRow } from '../../db/schema';
import type { WebhookEvent } from '../webhooks/enqueue-webhook-event';

/**
 * The webhooks' event for a subscriber who signed up or confirmed (issue 40, decision 987), queued
 * with `enqueueWebhookEvent` in the same transaction as the write.
 */
export function subscriberEvent(type: 'subscriber.created' | 'subscriber.confirmed', row: SubscriberRow): WebhookEvent {
  const { id, email, name, state } = row;
  return { type, data: { pageId: row.pageId, itemId: row.itemId, subscriber: { id, email, name, state, createdAt: row.createdAt.toISOString() } } };
}
