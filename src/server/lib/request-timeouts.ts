import { type ServerOptions, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ErrorCode } from '@shared/error-codes';

/**
 * How long a client may take (decision 856). Sized for a 5 MB photo and a 20 MB PDF from a phone
 * on a slow mobile network (25 KB/s sends 20 MB in under 14 minutes), while a client that sends
 * almost nothing is cut off within half a minute:
 *  - headers: 30 s to arrive whole (a slow-headers attack holds no connection longer);
 *  - the whole request: 15 minutes at most;
 *  - a body must keep coming: at least `minBodyBytes` in every `bodyWindowMs` (4 KB in 20 s,
 *    200 bytes a second, far below any phone), checked every 2 s;
 *  - a connection with no traffic at all: closed after 2 minutes.
 */
export interface RequestTimeouts {
  headersMs: number;
  requestMs: number;
  idleMs: number;
  minBodyBytes: number;
  bodyWindowMs: number;
  checkEveryMs: number;
}

export const DEFAULT_TIMEOUTS: RequestTimeouts = {
  headersMs: 30_000,
  requestMs: 15 * 60_000,
  idleMs: 120_000,
  minBodyBytes: 4096,
  bodyWindowMs: 20_000,
  checkEveryMs: 2000,
};

const TIMEOUT_MESSAGES = {
  slowBody: 'La petición llegaba demasiado despacio y se ha cortado. Inténtalo de nuevo con una conexión más estable.',
  timeout: 'La petición tardó demasiado en llegar. Inténtalo de nuevo con una conexión más estable.',
  malformed: 'La petición HTTP está mal formada.',
  headersTooLarge: 'Las cabeceras de la petición son demasiado grandes.',
} as const;

/** Fastify's and Node's own settings for `timeouts`. */
export function serverTimeouts(timeouts: RequestTimeouts): { connectionTimeout: number; requestTimeout: number; http: ServerOptions } {
  return {
    connectionTimeout: timeouts.idleMs,
    requestTimeout: timeouts.requestMs,
    http: {
      headersTimeout: Math.min(timeouts.headersMs, timeouts.requestMs),
      requestTimeout: timeouts.requestMs,
      // How often Node looks for connections past headersTimeout or requestTimeout.
      connectionsCheckingInterval: Math.min(timeouts.checkEveryMs, timeouts.headersMs),
    },
  };
}

function rawAnswer(status: number, code: ErrorCode, message: string): string {
  const body = JSON.stringify({ error: message, code });
  return (
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n` +
    'Content-Type: application/json; charset=utf-8\r\n' +
    `Content-Length: ${Buffer.byteLength(body)}\r\n` +
    'Cache-Control: no-store\r\n' +
    'Connection: close\r\n\r\n' +
    body
  );
}

/**
 * Node's own refusals, before Fastify has a request (a malformed request line or Content-Length,
 * a body shorter than announced, headers too large, a request over its time): the API's
 * `{"error"}` in Spanish instead of Node's English `{"error":"Bad Request"}` (issue 17).
 */
export function clientErrorAnswer(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const answer =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? rawAnswer(408, 'request_timeout', TIMEOUT_MESSAGES.timeout)
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? rawAnswer(431, 'headers_too_large', TIMEOUT_MESSAGES.headersTooLarge)
        : rawAnswer(400, 'malformed_request', TIMEOUT_MESSAGES.malformed);
  socket.end(answer);
}

/**
 * Cuts off a request whose body trickles in (one byte every few seconds would otherwise hold a
 * connection for the whole request timeout): 408 in the API's shape, then the connection closes.
 * Watches the socket's byte count, so it never touches the body's stream.
 */
export const slowBodyGuard = fp(
  async (app: FastifyInstance, timeouts: RequestTimeouts) => {
    app.addHook('onRequest', async (request, reply) => {
      const raw = request.raw;
      const hasBody = Number(raw.headers['content-length'] ?? 0) > 0 || raw.headers['transfer-encoding'] !== undefined;
      const socket = raw.socket as Socket | undefined;
      // app.inject has no real socket; its bodies arrive at once.
      if (!hasBody || !socket || typeof socket.bytesRead !== 'number' || raw.complete) return;
      const readings: { at: number; bytes: number }[] = [{ at: Date.now(), bytes: socket.bytesRead }];
      const timer = setInterval(() => {
        if (raw.complete || socket.destroyed) return clearInterval(timer);
        const now = Date.now();
        readings.push({ at: now, bytes: socket.bytesRead });
        // The baseline: the latest reading at least a window old.
        while (readings.length > 2 && (readings[1]?.at ?? now) <= now - timeouts.bodyWindowMs) readings.shift();
        const base = readings[0] as { at: number; bytes: number };
        if (now - base.at < timeouts.bodyWindowMs || socket.bytesRead - base.bytes >= timeouts.minBodyBytes) return;
        clearInterval(timer);
        request.log.info({ bytes: socket.bytesRead - base.bytes, windowMs: now - base.at }, 'cut off a request whose body came too slowly');
        if (!reply.raw.headersSent) {
          const body = JSON.stringify({ error: TIMEOUT_MESSAGES.slowBody, code: 'slow_body' });
          reply.raw.writeHead(408, {
            'content-type': 'application/json; charset=utf-8',
            'content-length': Buffer.byteLength(body),
            'cache-control': 'no-store',
            connection: 'close',
          });
          reply.raw.end(body);
        }
        socket.destroySoon();
      }, timeouts.checkEveryMs);
      timer.unref();
      const stop = () => clearInterval(timer);
      raw.once('end', stop);
      raw.once('close', stop);
      reply.raw.once('close', stop);
    });
  },
  { name: 'slow-body-guard' },
);
