import type { Database } from '../../db/client';
import type { OutboundClient } from '../../lib/outbound';

/** What the webhooks use cases need (issue 40, decisions 995-997). */
export interface WebhooksContext {
  db: Database;
  /** The one guarded client: every delivery goes through it. */
  outbound: OutboundClient;
  /** OUTBOUND_ALLOW_HOSTS: hosts that may be http:// or private. */
  allowHosts: readonly string[];
  /** LIMIT_WEBHOOKS_PER_USER. */
  perUser: number;
  /** The clock (tests move it). */
  now?: () => Date;
}

export const WEBHOOK_ERRORS = {
  notFound: 'Webhook no encontrado',
  deliveryNotFound: 'Envío no encontrado',
  limit: (max: number) => `Has alcanzado el límite de ${max} webhooks por cuenta.`,
  https: 'La dirección debe empezar por https://.',
  privateAddress: 'La dirección apunta a una red privada o local, a la que no enviamos webhooks.',
} as const;

export const clock = (ctx: Pick<WebhooksContext, 'now'>) => (ctx.now ?? (() => new Date()))();
