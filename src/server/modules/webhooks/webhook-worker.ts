import type { FastifyInstance } from 'fastify';
import { BATCH, runDueDeliveries } from './deliver-webhooks';
import type { WebhooksContext } from './webhooks-context';

/**
 * Every instance polls the queue table every `everyMs` (a cheap indexed query) from ready to close,
 * one run at a time, batch after batch while batches come back full; close waits for the run in
 * flight. Rows are shared out by the claim.
 */
export function startWebhookWorker(app: FastifyInstance, ctx: WebhooksContext, everyMs: number): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | null = null;
  let closing = false;
  const drain = async () => {
    while ((await runDueDeliveries(ctx)) === BATCH && !closing);
  };
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      running ??= drain()
        .catch((error: unknown) => app.log.warn({ err: error }, 'webhook deliveries failed'))
        .finally(() => {
          running = null;
        });
    }, everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    closing = true;
    clearInterval(timer);
    await running;
  });
}
