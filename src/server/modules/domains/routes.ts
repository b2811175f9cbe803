import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParam } from '@shared/schemas/api';
import { adminDomainListSchema, domainListSchema, domainSchema, newDomainSchema, normalizeDomain } from '@shared/schemas/domains';
import { z } from '@shared/zod';
import type { AuthUser } from '../../auth/token-verifier';
import type { CounterStore } from '../../counters/counters';
import { AppError, MESSAGES } from '../../errors';
import type { AccountsContext } from '../account/accounts-context';
import { isAdmin } from '../account/get-account';
import { addDomain } from './add-domain';
import { checkDomainNow } from './check-domain';
import type { DomainHosts } from './domain-hosts';
import { DOMAIN_ERRORS, type DomainsContext } from './domains-context';
import { listAllDomains, listPageDomains } from './list-domains';
import { removeDomain } from './remove-domain';

const byId = z.object({ id: idParam });
/** Caddy asks once per new name; a burst past this per minute and address is refused. */
const TLS_ASKS_PER_MINUTE = 300;
const TOO_MANY_ASKS = 'Demasiadas peticiones. Espera un minuto.';

/**
 * The `ask` endpoint of Caddy's on-demand TLS (issue 39, decision 940), public: 200 only for an
 * active domain; quick (the Host map's cache) and limited per address on the shared counters.
 */
export async function domainTlsRoute(app: FastifyInstance, options: { hosts: DomainHosts | null; counters: CounterStore }) {
  const asks = options.counters.counter({ name: 'tls-allowed', windowMs: 60_000 });
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/domains/tls-allowed',
    { schema: { querystring: z.object({ domain: z.string().max(300).optional() }) } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if ((await asks.hit(request.ip)).count > TLS_ASKS_PER_MINUTE) {
        return reply.code(429).send({ error: TOO_MANY_ASKS, code: 'too_many_requests' });
      }
      const domain = normalizeDomain(request.query.domain ?? '');
      const route = domain && options.hosts ? await options.hosts.find(domain) : null;
      if (route?.state !== 'active') return reply.code(404).send({ error: DOMAIN_ERRORS.notFound, code: 'domain_not_found' });
      return { domain };
    },
  );
}

export interface DomainRoutesOptions {
  /** Null: CUSTOM_DOMAINS=off; the owner's routes answer 404 with a message saying so. */
  domains: DomainsContext | null;
  accounts: AccountsContext;
}

/** The owner's 'Dominio propio' card and the admin's list (in the signed-in scope). */
export async function domainRoutes(app: FastifyInstance, options: DomainRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const enabled = (): DomainsContext => {
    if (!options.domains) throw new AppError(404, 'domains_off', DOMAIN_ERRORS.off);
    return options.domains;
  };

  r.get('/api/pages/:id/domains', { schema: { params: byId, response: { 200: domainListSchema } } }, (request) =>
    listPageDomains(enabled(), request.signedInUser.id, request.params.id),
  );

  r.post(
    '/api/pages/:id/domains',
    { schema: { params: byId, body: newDomainSchema, response: { 201: domainSchema } } },
    async (request, reply) => reply.code(201).send(await addDomain(enabled(), request.signedInUser.id, request.params.id, request.body.domain)),
  );

  r.post('/api/domains/:id/check', { schema: { params: byId, response: { 200: domainSchema } } }, (request) =>
    checkDomainNow(enabled(), request.signedInUser.id, request.params.id),
  );

  r.delete('/api/domains/:id', { schema: { params: byId } }, async (request, reply) => {
    await removeDomain(enabled(), request.params.id, request.signedInUser.id);
    return reply.code(204).send();
  });

  // The admin's list and removal; others get the API's 404 for an unknown route (as /api/admin does).
  const requireAdmin = async (user: AuthUser) => {
    if (!(await isAdmin(options.accounts, user))) throw new AppError(404, 'route_not_found', MESSAGES.routeNotFound);
  };
  const sessionOnly = { sessionOnly: true } as const;
  r.get('/api/admin/domains', { config: sessionOnly, schema: { response: { 200: adminDomainListSchema } } }, async (request) => {
    await requireAdmin(request.signedInUser);
    return { domains: await listAllDomains(enabled()) };
  });
  r.delete('/api/admin/domains/:id', { config: sessionOnly, schema: { params: byId } }, async (request, reply) => {
    await requireAdmin(request.signedInUser);
    await removeDomain(enabled(), request.params.id, null);
    return reply.code(204).send();
  });
}
