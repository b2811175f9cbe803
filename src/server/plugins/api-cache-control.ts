import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Whether an /api answer is private: an error, a route for signed-in users or admins, or a route
 * that did not say how it may be cached. Public endpoints (themes, config, health, a visitor's
 * page data) set their own Cache-Control and keep it (decision 862).
 */
function isPrivate(request: FastifyRequest, reply: FastifyReply): boolean {
  if (reply.statusCode >= 400) return true;
  const config = request.routeOptions.config;
  if (config.signedIn === true || config.admin === true) return true;
  return !reply.hasHeader('cache-control');
}

/**
 * Every private /api answer says `Cache-Control: no-store`, errors included, so no browser or
 * proxy keeps one user's pages, account or statistics (issue 33 I-9, decision 862).
 */
export const apiCacheControl = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', (request, reply, payload, done) => {
      if (request.url.startsWith('/api/') && isPrivate(request, reply)) reply.header('cache-control', 'no-store');
      done(null, payload);
    });
  },
  { name: 'api-cache-control' },
);
