import { count, eq } from 'drizzle-orm';
import ipaddr from 'ipaddr.js';
import { type CreatedWebhook, type NewWebhook, WEBHOOK_EVENTS, WEBHOOK_MESSAGES } from '@shared/schemas/webhooks';
import { webhookEndpoints } from '../../db/schema';
import { AppError } from '../../errors';
import { isAllowedHost, isPublicAddress } from '../../lib/outbound';
import { newSecret } from './sign-webhook';
import { toWebhookDto } from './webhook-dto';
import { WEBHOOK_ERRORS, type WebhooksContext } from './webhooks-context';

/**
 * The endpoint's address as stored, or a Spanish refusal: https:// only, and no private or local
 * address, unless OUTBOUND_ALLOW_HOSTS allows the host. A name that resolves to a private address
 * is refused by the guarded client at each delivery.
 */
function checkUrl(ctx: WebhooksContext, typed: string): string {
  let url: URL;
  try {
    url = new URL(typed);
  } catch {
    throw new AppError(400, 'webhook_url_invalid', WEBHOOK_MESSAGES.url);
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password || !url.hostname) {
    throw new AppError(400, 'webhook_url_invalid', WEBHOOK_MESSAGES.url);
  }
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (isAllowedHost(host, ctx.allowHosts)) return url.toString();
  if (url.protocol !== 'https:') throw new AppError(400, 'webhook_url_refused', WEBHOOK_ERRORS.https);
  const literal = ipaddr.isValid(host);
  const local = !literal && (host === 'localhost' || host.endsWith('.localhost') || !host.includes('.'));
  if (local || (literal && !isPublicAddress(host))) throw new AppError(400, 'webhook_url_refused', WEBHOOK_ERRORS.privateAddress);
  return url.toString();
}

/** 'Añadir webhook': a new endpoint with a new secret, answered this once. */
export async function addWebhook(ctx: WebhooksContext, userId: string, input: NewWebhook): Promise<CreatedWebhook> {
  const url = checkUrl(ctx, input.url);
  const events = WEBHOOK_EVENTS.filter((event) => input.events.includes(event));
  const secret = newSecret();
  const row = await ctx.db.transaction(async (tx) => {
    const [owned] = await tx.select({ n: count() }).from(webhookEndpoints).where(eq(webhookEndpoints.userId, userId));
    if ((owned?.n ?? 0) >= ctx.perUser) throw new AppError(409, 'too_many_webhooks', WEBHOOK_ERRORS.limit(ctx.perUser));
    const [inserted] = await tx.insert(webhookEndpoints).values({ userId, url, events, secret }).returning();
    return inserted!;
  });
  return { webhook: toWebhookDto(row), secret };
}
