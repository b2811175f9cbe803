import type { FastifyRequest } from 'fastify';

/**
 * Request logs without the client's address or user agent (issue 15: IPs and user agents are
 * written nowhere, logs included): Fastify's default request serializer adds remoteAddress and
 * remotePort, this one keeps the method, the path and the host only.
 */
export const logSerializers = {
  req(request: FastifyRequest) {
    return { method: request.method, url: request.url, host: request.host };
  },
};
