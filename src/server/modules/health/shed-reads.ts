import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../../errors';
import type { Readiness } from './routes';

/**
 * Sent by a balancer that resends a read answered 503 to another instance and counts the 503 as a
 * failure of this one (deploy/nginx/*.conf: `proxy_next_upstream ... http_503`, `max_fails=1`).
 */
const RETRIES_READS_HEADER = 'x-balancer-retries-reads';

/**
 * While the instance shuts down, a GET or HEAD from such a balancer is answered 503 with
 * `Connection: close`: the balancer resends it elsewhere and sends nothing new here for
 * `fail_timeout`, so that no connection is waiting in the listener's queue when it closes (the
 * kernel resets those, and nginx does not resend a write it had sent; decision 838). Writes, and
 * requests that came straight or through a balancer that does not say it retries, are answered as
 * usual until the listener closes.
 */
export function shedReadsWhileDraining(app: FastifyInstance, readiness: Readiness): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!readiness.draining || (request.method !== 'GET' && request.method !== 'HEAD')) return;
    if (request.headers[RETRIES_READS_HEADER] !== '1') return;
    return reply
      .code(503)
      .header('connection', 'close')
      .header('retry-after', '1')
      .header('cache-control', 'no-store')
      .send({ error: MESSAGES.shuttingDown, code: 'shutting_down' });
  });
}
