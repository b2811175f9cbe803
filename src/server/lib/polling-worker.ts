import type { FastifyInstance } from 'fastify';

interface PollingWork {
  /** Named in the log when a run fails. */
  name: string;
  everyMs: number;
  /** One batch of due work; answers whether to go again at once (the batch came back full). */
  run: () => Promise<boolean>;
}

/**
 * Background work every instance does on a timer from ready to close: domain checks, webhook
 * deliveries, weekly mails (decisions 940, 996, 1020). One run at a time, batch after batch while
 * they come back full; close waits for the run in flight. Which instance does each piece is decided
 * by a claim in the database, never by this process.
 */
export function startPollingWorker(app: FastifyInstance, { name, everyMs, run }: PollingWork): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | null = null;
  let closing = false;
  const drain = async () => {
    while ((await run()) && !closing);
  };
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      running ??= drain()
        .catch((error: unknown) => app.log.warn({ err: error }, `${name} failed`))
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
