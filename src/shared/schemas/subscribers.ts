import { z } from '../zod';

/** 'pendiente' until the mailed link is followed; 'sin confirmar' when the instance sends no mail (issue 40). */
const SUBSCRIBER_STATES = ['pending', 'confirmed', 'unconfirmed'] as const;
export type SubscriberState = (typeof SUBSCRIBER_STATES)[number];

export const SUBSCRIBER_STATE_LABELS: Record<SubscriberState, string> = {
  pending: 'pendiente',
  confirmed: 'confirmado',
  unconfirmed: 'sin confirmar',
};

const subscriberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string().nullable(),
  state: z.enum(SUBSCRIBER_STATES),
  /** The block it came through; null once that block is deleted. */
  itemId: z.number().int().nullable(),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
});
export type Subscriber = z.infer<typeof subscriberSchema>;

export const subscriberListSchema = z.object({ subscribers: z.array(subscriberSchema) });
export type SubscriberList = z.infer<typeof subscriberListSchema>;

export const subscriberQuerySchema = z.object({ q: z.string().max(254).optional() });
