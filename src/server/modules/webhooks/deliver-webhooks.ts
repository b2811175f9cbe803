import { and, eq, inArray, sql } from 'drizzle-orm';
import { queryRows } from '../../db/rows';
import { type WebhookDeliveryRow, webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { OutboundError } from '../../lib/outbound';
import { signedHeaders } from './sign-webhook';
import { clock, type WebhooksContext } from './webhooks-context';

/** Retries go on this long after the event (or the last 'Reenviar'); then the endpoint is failing. */
export const RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 4 * 60 * 60 * 1000;
/**
 * How long a claimed delivery may take before another instance may send it again: a batch is sent
 * at once, each send within its 10 s timeout, so a minute is never reached while the instance lives.
 */
export const CLAIM_LEASE_MS = 60_000;
/** Deliveries one run claims and sends at once. */
export const BATCH = 5;
/** Receivers' answers are read up to this much. */
const MAX_ANSWER_BYTES = 64 * 1024;
const TIMEOUT_MS = 10_000;
/** The log keeps each endpoint's latest deliveries; older sent or failed ones are deleted. */
export const LOG_KEEP = 200;

/** After `attempts` failed attempts: 30 s, 1, 2, 4... minutes, at most 4 hours. */
function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);
}

/** One POST to the endpoint through the guarded client: the status, or why it did not answer. */
async function post(ctx: WebhooksContext, url: string, secret: string, row: WebhookDeliveryRow, at: Date) {
  try {
    const answer = await ctx.outbound.fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'LinkHub-Webhooks', ...signedHeaders(secret, row.messageId, at, row.body) },
      body: row.body,
      maxBytes: MAX_ANSWER_BYTES,
      timeoutMs: TIMEOUT_MS,
      maxRedirects: 0,
    });
    return { status: answer.status, error: answer.status >= 200 && answer.status < 300 ? null : `El servidor respondió ${answer.status}.` };
  } catch (error) {
    if (!(error instanceof OutboundError)) throw error;
    return { status: null, error: error.message };
  }
}

/**
 * Sends one delivery this instance has claimed, and writes what came of it: delivered; or a retry
 * after the back-off; or, past 24 hours, failed, and its endpoint marked failing. The row is
 * written only while it is still this claim (same attempt count, still pending).
 */
export async function sendDelivery(ctx: WebhooksContext, row: WebhookDeliveryRow): Promise<WebhookDeliveryRow | null> {
  const [endpoint] = await ctx.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, row.endpointId));
  if (!endpoint) return null;
  const at = clock(ctx);
  const result = await post(ctx, endpoint.url, endpoint.secret, row, at);
  const attempts = row.attempts + 1;
  const delivered = result.error === null;
  const next = delivered ? null : new Date(at.getTime() + retryDelayMs(attempts));
  const givenUp = next !== null && next.getTime() - row.retrySince.getTime() > RETRY_WINDOW_MS;
  return ctx.db.transaction(async (tx) => {
    const [written] = await tx
      .update(webhookDeliveries)
      .set({
        state: delivered ? 'delivered' : givenUp ? 'failed' : 'pending',
        attempts,
        lastAttemptAt: at,
        lastStatus: result.status,
        lastError: result.error,
        nextAttemptAt: givenUp ? null : next,
      })
      .where(and(eq(webhookDeliveries.id, row.id), eq(webhookDeliveries.attempts, row.attempts), eq(webhookDeliveries.state, 'pending')))
      .returning();
    if (written && (delivered || givenUp)) {
      await tx
        .update(webhookEndpoints)
        .set({ failingSince: delivered ? null : sql`coalesce(${webhookEndpoints.failingSince}, ${at.toISOString()}::timestamptz)` })
        .where(eq(webhookEndpoints.id, endpoint.id));
    }
    return written ?? null;
  });
}

/**
 * Claims the deliveries due (at most `max`) on any number of instances at once: each row goes to
 * one of them (FOR UPDATE SKIP LOCKED) and its next attempt moves a lease on, so a send cut short
 * by a crash is tried again later. Then sends them all at once (a slow endpoint holds up none of
 * the others). Answers how many it claimed.
 */
export async function runDueDeliveries(ctx: WebhooksContext, max = BATCH): Promise<number> {
  const now = clock(ctx).toISOString();
  const claimed = await queryRows<{ id: number }>(ctx.db, sql`
    UPDATE ${webhookDeliveries} SET next_attempt_at = ${now}::timestamptz + ${`${CLAIM_LEASE_MS} milliseconds`}::interval
    WHERE id IN (
      SELECT id FROM ${webhookDeliveries}
      WHERE state = 'pending' AND next_attempt_at <= ${now}::timestamptz
      ORDER BY next_attempt_at LIMIT ${max}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id`);
  const ids = claimed.map((row) => Number(row.id));
  const rows = ids.length > 0 ? await ctx.db.select().from(webhookDeliveries).where(inArray(webhookDeliveries.id, ids)) : [];
  await Promise.all(rows.map((row) => sendDelivery(ctx, row)));
  for (const endpointId of new Set(rows.map((row) => row.endpointId))) await trimLog(ctx, endpointId);
  return claimed.length;
}

/** Deletes an endpoint's finished deliveries older than its latest LOG_KEEP (the queue is kept whole). */
async function trimLog(ctx: WebhooksContext, endpointId: number): Promise<void> {
  await ctx.db.execute(sql`
    DELETE FROM ${webhookDeliveries}
    WHERE endpoint_id = ${endpointId} AND state <> 'pending' AND id < (
      SELECT id FROM ${webhookDeliveries} WHERE endpoint_id = ${endpointId} ORDER BY id DESC OFFSET ${LOG_KEEP - 1} LIMIT 1
    )`);
}
