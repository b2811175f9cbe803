import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { type KnownHosts, parseHost } from '../lib/known-hosts';
import type { OwnerDomainRouter } from '../modules/domains/domain-routing';
import { MESSAGES } from '../errors';
import { API_VERSION, AuthError } from '../modules/auth/auth-error';
import { StorageError } from '../modules/storage/storage-error';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Host names this site answers (decision 864); a custom-domains module extends it. */
    knownHosts: KnownHosts;
  }
}

/** Liveness and readiness probes come from orchestrators under any address: always answered. */
const PROBES = new Set(['/api/health', '/api/ready']);

function misdirected(url: string, reply: FastifyReply) {
  reply.code(421).header('cache-control', 'no-store');
  if (url.startsWith('/auth/')) {
    return reply.header('X-Supabase-Api-Version', API_VERSION).send(new AuthError(421, 'misdirected_request', MESSAGES.misdirected).body());
  }
  if (url.startsWith('/storage/')) {
    return reply.send(new StorageError(421, 'MisdirectedRequest', 'Misdirected Request', MESSAGES.misdirected, 421).body());
  }
  return reply.send({ error: MESSAGES.misdirected, code: 'misdirected' });
}

/**
 * Answers 421 (Misdirected Request) to a request whose Host this site does not serve, before
 * anything else runs (issue 33 N-7, decision 864). Only with PUBLIC_URL set: without it every host
 * is known. The public page cache is keyed by the configured origin, never by the Host header.
 * With custom domains on, the other hosts go to the owner-domain routing instead (decision 940).
 */
export const hostGuard = fp(
  async (app: FastifyInstance, options: { hosts: KnownHosts; ownerDomains?: OwnerDomainRouter | undefined }) => {
    app.decorate('knownHosts', options.hosts);
    const { ownerDomains } = options;
    app.addHook('onRequest', async (request, reply) => {
      const path = (request.raw.url ?? '').split('?')[0] ?? '';
      if (PROBES.has(path) || app.knownHosts.isKnownHost(request.host)) return;
      if (ownerDomains) {
        // Custom domains on (issue 39): any other Host is an owner's domain or a plain 404.
        const hostname = parseHost(request.host)?.hostname;
        return ownerDomains.serve(request, reply, hostname ? await ownerDomains.find(hostname) : null);
      }
      request.log.info({ host: request.host }, 'refused a request for another host');
      return misdirected(path, reply);
    });
  },
  { name: 'host-guard' },
);
