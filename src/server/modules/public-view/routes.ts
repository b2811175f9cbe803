import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Negotiator } from '@fastify/accept-negotiator';
import contentDisposition from 'content-disposition';
import { idParam } from '@shared/schemas/api';
import { SLUG_PATTERN } from '@shared/slug';
import type { AppContext } from '../../context';
import { AppError, itemNotFound, pageNotFound } from '../../errors';
import { countView } from '../stats/routes';
import { lookUpSlug } from '../pages/page-slugs';
import type { ObjectStore } from '../storage/object-store';
import { getContactVCard } from './get-contact-vcard';
import { getShareImage, ShareImageBusy } from './get-share-image';
import { renderUntil } from './hours-lifetime';
import { loadPublicView, type PublicLookup } from './load-public-view';
import { accessRoutes, sendPageScreen } from './access-routes';
import { missingAccess, pageGuardById } from './page-access';
import { PageCache } from './page-cache';
import { type Encoding, RenderedPage } from './rendered-page';
import type { PublicRenderer } from './renderer';
import type { DomainPagesOutlet } from '../domains/domain-routing';
import { isInTree } from '../domains/page-tree-of-domain';
import { readSignupNotice, SIGNUP_QUERY, type SignupNotice } from '@shared/signup';

export interface PublicViewOptions {
  ctx: AppContext;
  /** Absent in API-only tests: the HTML routes are then not served. */
  renderer?: PublicRenderer | undefined;
  publicUrl?: string | undefined;
  /** Where the pages' photos are read from for their share images. */
  store: ObjectStore;
  cache?: { maxEntries?: number; maxBytes?: number };
  /** Custom domains on: filled with how a page is served on an owner's domain (issue 39). */
  domainPages?: DomainPagesOutlet | undefined;
}

/** The plain-ASCII name for browsers that ignore filename*: accents dropped, else 'contact'. */
function asciiFileName(fileName: string): string {
  const ascii = fileName.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^\x20-\x7e]/g, '');
  return ascii.replace(/\.vcf$/, '').trim() ? ascii : 'contact.vcf';
}

const encodings = new Negotiator<Exclude<Encoding, 'identity'>>({ supportedValues: ['br', 'gzip'], cache: new Map() });

function send(request: FastifyRequest, reply: FastifyReply, page: RenderedPage, cacheControl?: string) {
  if (page.redirectTo !== null) {
    // In the page's redirect window (issue 36, decision 962): the counted /go of its link block;
    // temporary, so the page comes back by itself once the window ends.
    return reply.code(307).header('location', page.redirectTo).header('cache-control', 'no-store').send();
  }
  // A page behind a password or gate (issue 36): a shared cache must never keep it for others.
  const fresh = page.guard ? 'private, no-cache' : 'no-cache';
  if (page.movedTo !== null) {
    // An old address (a printed QR code, a shared link) leads to the page's current one, query
    // string kept. Not cached by browsers: the page may take that slug back later (decision 012).
    const query = request.url.indexOf('?');
    return reply
      .code(308)
      .header('location', `/view/${page.movedTo}${query >= 0 ? request.url.slice(query) : ''}`)
      .header('cache-control', 'no-store')
      .send();
  }
  reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', cacheControl ?? (page.status === 200 ? fresh : 'no-store'))
    .header('vary', 'accept-encoding')
    .header('etag', page.etag);
  if (page.status === 200 && request.headers['if-none-match'] === page.etag) return reply.code(304).send();
  const header = request.headers['accept-encoding'];
  const encoding = (header && encodings.negotiate(header)) || 'identity';
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.code(page.status).send(page.body(encoding));
}

/**
 * The public page at /view/{slug}, /view/page/{id} and /preview/page/{id}: server-rendered HTML,
 * cached once per page (not per Host), compressed once. Also the contact cards' vCard download.
 */
export async function publicViewRoutes(app: FastifyInstance, options: PublicViewOptions) {
  const { ctx, renderer } = options;
  const { stats } = app;

  // 'Descargar Contacto' downloads the file; 'Guardar Contacto' (?abrir) opens it in place, so a
  // phone offers to add the contact (decision 018). Both work without JavaScript.
  app.get<{ Params: { id: string }; Querystring: Record<string, unknown> }>('/api/items/:id/vcard', async (request, reply) => {
    const id = idParam.safeParse(request.params.id);
    if (!id.success) throw itemNotFound();
    const nowMs = Date.now();
    const vcard = await getContactVCard(ctx, id.data, { key: request.query?.k, nowMs });
    // Behind its page's password, only for who has passed it (issue 36).
    if (missingAccess(request, await pageGuardById(ctx.db, vcard.pageId), nowMs) === 'password') throw itemNotFound();
    // A goal of the card (issue 42, decision 1005); counting never stands in the download's way.
    try {
      stats?.recordVcard(request, vcard.pageId, id.data);
    } catch (error) {
      request.log.error({ err: error }, 'Could not count a vCard');
    }
    const type = request.query && Object.hasOwn(request.query, 'abrir') ? 'inline' : 'attachment';
    return reply
      .header('content-type', 'text/vcard; charset=utf-8')
      .header('content-disposition', contentDisposition(vcard.fileName, { type, fallback: asciiFileName(vcard.fileName) }))
      .header('cache-control', 'no-cache')
      .send(vcard.body);
  });

  // The share image LinkHub draws for a page without one of its own (issue 38, decision 981).
  app.get<{ Params: { slug: string } }>('/view/:slug/share.png', async (request, reply) => {
    const slug = request.params.slug.toLowerCase();
    const found = SLUG_PATTERN.test(slug) && slug.length <= 100 ? await lookUpSlug(ctx.db, slug) : null;
    if (!found) throw pageNotFound();
    if ('movedTo' in found) {
      return reply.code(308).header('location', `/view/${found.movedTo}/share.png`).header('cache-control', 'no-store').send();
    }
    const log = (error: unknown) => request.log.warn({ err: error, pageId: found.page.id }, 'share image: drawn without the photo');
    let image: { png: Buffer; hash: string };
    try {
      image = await getShareImage({ db: ctx.db, store: options.store }, found.page, log);
    } catch (error) {
      if (error instanceof ShareImageBusy) throw new AppError(503, 'server_busy', 'El servidor está ocupado; vuelve a intentarlo en unos segundos.');
      request.log.error({ err: error, pageId: found.page.id }, 'share image failed');
      throw new AppError(503, 'share_image_failed', 'No se pudo dibujar la imagen para compartir de esta página.');
    }
    const etag = `"${image.hash}"`;
    reply.header('content-type', 'image/png').header('cache-control', 'public, max-age=3600').header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.send(image.png);
  });

  if (!renderer) return;
  const cache = new PageCache(ctx.changes, { ...options.cache, now: ctx.now });
  // The one origin pages are written for, whatever Host a request names (issue 33 N-7, decision
  // 864): PUBLIC_URL, or without it none, so the page's own addresses (canonical, sharing, icon)
  // are site-relative and work on whatever name or address the site is reached. Each page is
  // rendered and kept once, not once per Host header.
  const origin = options.publicUrl ?? '';

  /** `home`: served on an owner's domain, whose page (at '/') and its subpages alone are shown. */
  const render = async (lookup: PublicLookup, origin: string, home?: { pageId: number }, signup?: SignupNotice): Promise<RenderedPage> => {
    let loaded = await loadPublicView(ctx, lookup);
    if (home && loaded && !('movedTo' in loaded) && !(await isInTree(ctx.db, loaded.pageId, home.pageId))) loaded = null;
    if (loaded && 'movedTo' in loaded) return RenderedPage.moved(loaded.pageId, loaded.movedTo);
    if (loaded && 'redirectTo' in loaded) return RenderedPage.redirect(loaded.pageId, loaded.redirectTo);
    let data = loaded?.view ?? null;
    // The domain's own page is its home: no 'Volver', and its address is the domain's root.
    const atHome = home !== undefined && data?.page.id === home.pageId;
    if (data && atHome) data = { ...data, route: 'slug' };
    const html = await renderer.render({ data, origin, ...(atHome ? { home: true } : {}), ...(signup ? { signup } : {}) });
    return loaded && data
      ? new RenderedPage(200, html, data.page.id, data.page.parentPageId, loaded.ownerId, null, renderUntil(data.items, data.clock, loaded.until), null, loaded.guard)
      : new RenderedPage(404, html, null, null);
  };

  const serve = (route: PublicLookup['route'], param: 'slug' | 'id') =>
    async (request: FastifyRequest<{ Params: Record<string, string> }>, reply: FastifyReply) => {
      const lookup = { route, key: (request.params[param] ?? '').toLowerCase() };
      // After a sign-up (PRG, issue 40): the page drawn for this answer alone, never cached nor counted.
      const signup = route === 'slug' ? readSignupNotice((request.query as Record<string, unknown> | undefined)?.[SIGNUP_QUERY]) : null;
      const page = signup ? await render(lookup, origin, undefined, signup) : await cache.get(`${route} ${lookup.key}`, () => render(lookup, origin));
      // The password and the gates stand before every answer, a sign-up's result included.
      const missing = page.pageId !== null ? missingAccess(request, page.guard, Date.now()) : null;
      if (missing && page.pageId !== null) return sendPageScreen(ctx, reply, { renderer, origin }, page.pageId, missing);
      if (signup) return send(request, reply, page, 'no-store');
      const sent = send(request, reply, page);
      // A view (issue 15) is counted once the answer is sent, a 200 or 304 (decision 713); never the preview.
      if (stats && route !== 'preview' && page.status === 200 && page.pageId !== null) countView(stats, request, reply, page.pageId);
      return sent;
    };

  if (options.domainPages) {
    // An owner's domain (issue 39, decision 940): written for https://{domain} (the scheme of
    // PUBLIC_URL), cached per domain, counted like any other view.
    const scheme = options.publicUrl?.startsWith('http:') ? 'http' : 'https';
    options.domainPages.serve = async (request, reply, domain, target) => {
      const lookup: PublicLookup = target ?? { route: 'id', key: String(domain.pageId) };
      const home = { pageId: domain.pageId };
      const page = await cache.get(`domain ${domain.domain} ${lookup.route} ${lookup.key}`, () => render(lookup, `${scheme}://${domain.domain}`, home));
      const missing = page.pageId !== null ? missingAccess(request, page.guard, Date.now()) : null;
      if (missing && page.pageId !== null) return sendPageScreen(ctx, reply, { renderer, origin: `${scheme}://${domain.domain}` }, page.pageId, missing);
      const sent = send(request, reply, page);
      if (stats && page.status === 200 && page.pageId !== null) countView(stats, request, reply, page.pageId);
      return sent;
    };
  }

  await app.register(accessRoutes, { ctx, renderer, origin });

  const routeOptions = { compress: false as const };
  app.get<{ Params: Record<string, string> }>('/view/:slug', routeOptions, serve('slug', 'slug'));
  app.get<{ Params: Record<string, string> }>('/view/page/:id', routeOptions, serve('id', 'id'));
  app.get('/preview/page/:id', routeOptions, serve('preview', 'id'));
}
