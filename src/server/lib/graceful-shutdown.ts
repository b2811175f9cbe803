import { Server as NetServer } from 'node:net';
import type { FastifyInstance } from 'fastify';

const IDLE_SWEEP_MS = 50;
/**
 * Between refusing new connections and closing idle ones: a connection accepted just before holds
 * a request the process may not have read yet (a proxy writes it at once), and would be reset as
 * "idle" by http.Server.close(), failing a write the proxy will not resend.
 */
export const ACCEPTED_GRACE_MS = 250;
/**
 * The listener closes once no connection has arrived for this long: closing it resets every
 * connection the kernel has accepted and the process not yet, and a proxy does not resend a write
 * it had sent on one (decision 838). nginx stops sending here once it has had a 503 to a read.
 */
export const QUIET_BEFORE_CLOSE_MS = 250;
/** With connections still arriving (a balancer that neither retries nor checks readiness), no later than this. */
export const QUIET_WAIT_MAX_MS = 1500;

export interface ShutdownOptions {
  app: FastifyInstance;
  /** Closes what the app does not own (the database), after the last request has finished. */
  closeResources: () => Promise<void>;
  /** Past this (counted once the drain is over), the process exits with 1 whatever is still running. */
  timeoutMs: number;
  /**
   * How long to keep serving after the signal, with /api/ready answering 503, so that a balancer
   * that checks readiness stops sending requests before the server stops listening (decision 834).
   */
  drainMs?: number;
  exit?: (code: number) => void;
  signals?: readonly NodeJS.Signals[];
}

/**
 * SIGTERM/SIGINT: /api/ready answers 503 at once (and reads from nginx, shed-reads.ts); after
 * `drainMs` (0 by default), once no connection has arrived for QUIET_BEFORE_CLOSE_MS, stop listening,
 * let the requests in flight finish, close the database, exit 0. A second signal, or the timeout,
 * exits 1 at once (docs/decisions/821-graceful-shutdown.md, 834-health-and-readiness.md).
 */
export function exitGracefullyOnSignals(options: ShutdownOptions): void {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const log = options.app.log;
  let closing = false;
  let lastConnectionAt = 0;
  options.app.server.on('connection', () => {
    lastConnectionAt = performance.now();
  });

  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) {
      log.warn(`${signal} again: exiting without waiting`);
      exit(1);
      return;
    }
    closing = true;
    if (options.app.hasDecorator('readiness')) options.app.readiness.draining = true;
    const drainMs = options.drainMs ?? 0;
    if (drainMs > 0) {
      log.info(`${signal}: not ready any more; serving for ${drainMs} ms more while balancers notice`);
      await new Promise((resolve) => setTimeout(resolve, drainMs).unref());
    }
    const quietBy = performance.now() + QUIET_WAIT_MAX_MS;
    for (let quiet = performance.now() - lastConnectionAt; quiet < QUIET_BEFORE_CLOSE_MS && performance.now() < quietBy; ) {
      const wait = Math.min(QUIET_BEFORE_CLOSE_MS - quiet, quietBy - performance.now());
      await new Promise((resolve) => setTimeout(resolve, Math.max(1, wait)).unref());
      quiet = performance.now() - lastConnectionAt;
    }
    log.info(`${signal}: finishing requests in flight (up to ${options.timeoutMs} ms), then closing`);
    // Stop accepting at once (net.Server's close, which leaves accepted connections alone), and
    // give those just accepted time to deliver their request before idle ones are closed.
    if (options.app.server.listening) NetServer.prototype.close.call(options.app.server);
    let stage = 'finishing requests';
    const timer = setTimeout(() => {
      log.error(`Shutdown took longer than ${options.timeoutMs} ms (still ${stage}): exiting now`);
      exit(1);
    }, options.timeoutMs);
    timer.unref();
    // Node closes the connections that are idle when the server closes, but a keep-alive connection
    // whose request was still in flight stays open after its answer until keepAliveTimeout (72 s):
    // close each one as soon as it falls idle.
    let sweep: NodeJS.Timeout | undefined;
    try {
      // Not unref'd: with the listener closed, it keeps the process up until the database is closed.
      await new Promise((resolve) => setTimeout(resolve, ACCEPTED_GRACE_MS));
      sweep = setInterval(() => options.app.server.closeIdleConnections(), IDLE_SWEEP_MS);
      sweep.unref();
      await options.app.close();
      clearInterval(sweep);
      stage = 'closing the database';
      await options.closeResources();
      clearTimeout(timer);
      log.info('Closed cleanly');
      exit(0);
    } catch (error) {
      clearInterval(sweep);
      clearTimeout(timer);
      log.error(error, 'Shutdown failed');
      exit(1);
    }
  };

  for (const signal of options.signals ?? ['SIGTERM', 'SIGINT']) {
    process.on(signal, () => void shutdown(signal));
  }
}
