import type { FastifyRequest } from 'fastify';

const HOST = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The address the page is served at, for canonical and Open Graph URLs: PUBLIC_URL when set,
 * otherwise the request's scheme and host (a malformed host falls back to localhost). The cache is
 * keyed by it, so one host's answer is never served to another.
 */
export function requestOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl;
  const host = HOST.test(request.host) ? request.host.toLowerCase() : 'localhost';
  const protocol = request.protocol === 'https' ? 'https' : 'http';
  // The pattern lets through hosts no URL accepts (an IPv4 number over 2^32): localhost then.
  return URL.canParse(`${protocol}://${host}`) ? `${protocol}://${host}` : `${protocol}://localhost`;
}
