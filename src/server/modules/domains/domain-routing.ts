import type { FastifyReply, FastifyRequest } from 'fastify';
import { WELL_KNOWN_PREFIX } from './check-domain';
import type { DomainHosts, DomainRoute } from './domain-hosts';

/** How the public page module serves a page on an owner's domain ('/' is the domain's page). */
type DomainPageServer = (
  request: FastifyRequest,
  reply: FastifyReply,
  domain: DomainRoute,
  target: { route: 'slug' | 'id'; key: string } | null,
) => Promise<FastifyReply>;

/** Filled by the public page module when it registers (absent in API-only tests). */
export interface DomainPagesOutlet {
  serve?: DomainPageServer;
}

/**
 * What an owner's domain serves besides its pages, left to the usual routes: link redirects, stored
 * files, the built assets, and the few public reads the page's own script makes (a page and its
 * items by id or slug, brand icons, a contact's vCard). Nothing that takes a session.
 */
const PASS_THROUGH = [
  /^\/go\//,
  /^\/storage\/v1\/object\/public\//,
  /^\/assets\//,
  /^\/favicon\.svg$/,
  /^\/api\/pages\/id\/\d{1,10}$/,
  /^\/api\/pages\/\d{1,10}\/items$/,
  /^\/api\/pages\/[a-z0-9-]{1,100}$/,
  /^\/api\/brand-icons$/,
  /^\/api\/items\/\d{1,10}\/vcard$/,
  /^\/view\/[a-z0-9-]{1,100}\/share\.png$/,
];

/** The screens before a locked block or a protected page, and their forms: they set the domain's own cookies. */
const ACCESS = /^\/acceso\/(?:bloque\/\d{1,10}(?:\/ver)?|pagina\/\d{1,10}\/(?:contrasena|continuar))$/;

const PAGE_BY_ID = /^\/view\/page\/(\d{1,10})\/?$/;
const PAGE_BY_SLUG = /^\/view\/([A-Za-z0-9-]{1,100})\/?$/;

function plainNotFound(reply: FastifyReply) {
  return reply.code(404).header('content-type', 'text/plain; charset=utf-8').header('cache-control', 'no-store').send('No encontrado');
}

/**
 * The Host routing of owner domains (issue 39, decision 940), called by the host guard for a Host
 * that is neither PUBLIC_URL's nor loopback: the domain's page at '/', its pages under /view/,
 * the verification token at /.well-known/linkhub-domain/{token} (pending domains too), what
 * PASS_THROUGH lists, the access screens and their forms (/acceso/...), and everything else (the editor, the API, sign-in) redirected to PUBLIC_URL.
 * Unknown hosts, and domains not (yet) active, get a plain 404.
 */
export function ownerDomainRouter(options: { hosts: DomainHosts; publicUrl: string; pages: DomainPagesOutlet }) {
  return {
    find: (hostname: string) => options.hosts.find(hostname),
    notFound: plainNotFound,
    async serve(request: FastifyRequest, reply: FastifyReply, domain: DomainRoute | null): Promise<FastifyReply | undefined> {
      if (!domain) return plainNotFound(reply);
      const url = request.raw.url ?? '/';
      const path = url.split('?')[0] ?? '/';
      if (path.startsWith(WELL_KNOWN_PREFIX)) {
        if (path.slice(WELL_KNOWN_PREFIX.length) !== domain.token) return plainNotFound(reply);
        return reply.code(200).header('content-type', 'text/plain; charset=utf-8').header('cache-control', 'no-store').send(domain.token);
      }
      if (domain.state !== 'active') return plainNotFound(reply);
      const isRead = request.method === 'GET' || request.method === 'HEAD';
      if (isRead && PASS_THROUGH.some((pattern) => pattern.test(path))) return undefined;
      if ((isRead || request.method === 'POST') && ACCESS.test(path)) return undefined;
      const serve = options.pages.serve;
      if (isRead && serve) {
        if (path === '/') return serve(request, reply, domain, null);
        const byId = PAGE_BY_ID.exec(path);
        if (byId?.[1]) return serve(request, reply, domain, { route: 'id', key: byId[1] });
        const bySlug = PAGE_BY_SLUG.exec(path);
        if (bySlug?.[1]) return serve(request, reply, domain, { route: 'slug', key: bySlug[1].toLowerCase() });
      }
      // The editor, the API, sign-in: never on an owner's domain.
      return reply.code(307).header('location', `${options.publicUrl}${url}`).header('cache-control', 'no-store').send();
    },
  };
}

export type OwnerDomainRouter = ReturnType<typeof ownerDomainRouter>;
