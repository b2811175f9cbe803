import { z } from '@shared/zod';

/**
 * Signed webhooks (issue 40, decisions 995-997): the events an owner may subscribe an endpoint to.
 * `webhook.test` is what 'Enviar prueba' sends; it goes to the endpoint whatever it subscribed to.
 */
export const WEBHOOK_EVENTS = [
  'subscriber.created',
  'subscriber.confirmed',
  'page.updated',
  'item.created',
  'item.updated',
  'item.deleted',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];

export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  'subscriber.created': 'Nuevo suscriptor',
  'subscriber.confirmed': 'Suscriptor confirmado',
  'page.updated': 'Página actualizada',
  'item.created': 'Bloque creado',
  'item.updated': 'Bloque actualizado',
  'item.deleted': 'Bloque eliminado',
};

export const WEBHOOK_MESSAGES = {
  url: 'Escribe una dirección https:// válida, como https://ejemplo.com/webhooks.',
  noEvents: 'Elige al menos un evento.',
} as const;

export const newWebhookSchema = z.object({
  url: z.string().trim().min(1, WEBHOOK_MESSAGES.url).max(2000, WEBHOOK_MESSAGES.url),
  events: z.array(z.enum(WEBHOOK_EVENTS)).min(1, WEBHOOK_MESSAGES.noEvents).max(WEBHOOK_EVENTS.length),
});
export type NewWebhook = z.infer<typeof newWebhookSchema>;

const webhookSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  /** Set when a delivery ran out of retries (24 hours); cleared by the next delivery that succeeds. */
  failingSince: z.string().nullable(),
  createdAt: z.string(),
});
export type Webhook = z.infer<typeof webhookSchema>;

export const webhookListSchema = z.object({ webhooks: z.array(webhookSchema), limit: z.number().int() });
export type WebhookList = z.infer<typeof webhookListSchema>;

/** The answer to a creation: the endpoint and its secret, shown this once. */
export const createdWebhookSchema = z.object({ webhook: webhookSchema, secret: z.string() });
export type CreatedWebhook = z.infer<typeof createdWebhookSchema>;

const DELIVERY_STATES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryState = (typeof DELIVERY_STATES)[number];
export const WEBHOOK_DELIVERY_STATE_LABELS: Record<WebhookDeliveryState, string> = {
  pending: 'En cola',
  delivered: 'Entregado',
  failed: 'Fallido',
};

export const webhookDeliverySchema = z.object({
  id: z.number().int(),
  messageId: z.string(),
  eventType: z.string(),
  state: z.enum(DELIVERY_STATES),
  attempts: z.number().int(),
  lastStatus: z.number().int().nullable(),
  lastError: z.string().nullable(),
  lastAttemptAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
export const webhookDeliveryListSchema = z.object({ deliveries: z.array(webhookDeliverySchema) });
export type WebhookDeliveryList = z.infer<typeof webhookDeliveryListSchema>;

/**
 * What a subscriber event carries in `data` (the subscription block emits them; issue 40). Defined
 * here so the producer and the receivers' documentation agree.
 */
export interface SubscriberEventData {
  pageId: number;
  /** The sign-up block, null once it is deleted. */
  itemId: number | null;
  subscriber: { id: number; email: string; name: string | null; state: string; createdAt: string };
}
