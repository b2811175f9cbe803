import type { Webhook, WebhookDelivery, WebhookEventType } from '@shared/schemas/webhooks';
import type { WebhookDeliveryRow, WebhookEndpointRow } from '../../db/schema';

export function toWebhookDto(row: WebhookEndpointRow): Webhook {
  return {
    id: row.id,
    url: row.url,
    events: row.events as WebhookEventType[],
    failingSince: row.failingSince?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toDeliveryDto(row: WebhookDeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    messageId: row.messageId,
    eventType: row.eventType,
    state: row.state,
    attempts: row.attempts,
    lastStatus: row.lastStatus,
    lastError: row.lastError,
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    nextAttemptAt: row.state === 'pending' ? (row.nextAttemptAt?.toISOString() ?? null) : null,
    createdAt: row.createdAt.toISOString(),
  };
}
