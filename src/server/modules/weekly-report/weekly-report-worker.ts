import type { FastifyInstance } from 'fastify';
import { BATCH, runDueReports } from './send-weekly-reports';
import type { WeeklyReportContext } from './weekly-report-context';

/**
 * Every instance looks for due weekly mails every `everyMs` (a query on the opted-in accounts) from
 * ready to close, one run at a time, batch after batch while batches come back full; close waits for
 * the run in flight. The claim row decides which instance sends each mail (decision 1020).
 */
export function startWeeklyReportWorker(app: FastifyInstance, ctx: WeeklyReportContext, everyMs: number): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | null = null;
  let closing = false;
  const drain = async () => {
    while ((await runDueReports(ctx)) === BATCH && !closing);
  };
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      running ??= drain()
        .catch((error: unknown) => app.log.warn({ err: error }, 'weekly reports failed'))
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
