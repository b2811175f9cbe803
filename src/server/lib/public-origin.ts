import type { FastifyRequest } from 'fastify';

const HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

/**
 * This server's public origin as browsers reach it: PUBLIC_URL when configured, otherwise the
 * request's protocol and Host (X-Forwarded-* behind a proxy, since trustProxy is on).
 */
export function publicOrigin(request: FastifyRequest, configured: string | undefined): string {
  if (configured) return configured;
  const host = HOST.test(request.host) ? request.host : 'localhost';
  const protocol = request.protocol === 'https' ? 'https' : 'http';
  // The pattern lets through hosts no URL accepts (an IPv4 number over 2^32): localhost then.
  return URL.canParse(`${protocol}://${host}`) ? `${protocol}://${host}` : `${protocol}://localhost`;
}
