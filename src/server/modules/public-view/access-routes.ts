import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ACCESS_ATTEMPTS, blockAccessHref, guardedTitle, pageAccessHref } from '@shared/access';
import type { AccessScreen, PublicViewData } from '@shared/public-view';
import { idParam } from '@shared/schemas/api';
import type { AppContext } from '../../context';
import { type PageRow, pages } from '../../db/schema';
import { itemNotFound, pageNotFound } from '../../errors';
import { verifyPassword } from '../auth/passwords';
import { ownerActive } from '../pages/owner-active';
import { toPublicPageDto } from '../pages/page-dto';
import { type BlockOnPage, blockTarget, findVisibleBlock, openedItem } from './block-access';
import {
  accessCookie,
  checkUnlockToken,
  gateCookieName,
  missingAccess,
  pageGuardOf,
  passwordCookieName,
  passwordCookieValue,
} from './page-access';
import type { PublicRenderer } from './renderer';

const FORM_BYTES = 4096;

/** The page as an access screen shows it: its look, its title and photo, nothing of its blocks. */
function screenData(page: PageRow): PublicViewData {
  return { route: 'slug', page: toPublicPageDto(page), items: [], parentSlug: null };
}

const pageHref = (page: PageRow) => `/view/${page.slug}`;

/** An access screen in the page's look: never cached, never indexed. */
async function sendScreen(reply: FastifyReply, out: { renderer: PublicRenderer; origin: string }, status: number, page: PageRow, access: AccessScreen) {
  const html = await out.renderer.render({ data: screenData(page), origin: out.origin, access });
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex')
    .send(html);
}

/**
 * What /view answers a visitor who has not passed the page's password or gate (issue 36): its
 * screen, rendered for them alone, in place of the page (cached or not).
 */
export async function sendPageScreen(
  ctx: AppContext,
  reply: FastifyReply,
  out: { renderer: PublicRenderer; origin: string },
  pageId: number,
  missing: 'password' | 'gate',
) {
  const [page] = await ctx.db.select().from(pages).where(eq(pages.id, pageId));
  if (!page) throw pageNotFound();
  if (missing === 'password') return sendScreen(reply, out, 200, page, { kind: 'password', action: pageAccessHref(page.id, 'contrasena') });
  const [parent] = page.parentPageId === null ? [] : await ctx.db.select({ slug: pages.slug }).from(pages).where(eq(pages.id, page.parentPageId));
  const back = parent ? `/view/${parent.slug}` : '/';
  return sendScreen(reply, out, 200, page, { kind: 'gate', action: pageAccessHref(page.id, 'continuar'), back, rating: page.sensitive ?? 'sensitive' });
}

function field(body: unknown, name: string): string {
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value : '';
}

/** Spanish for a wait of this many milliseconds. */
function tooMany(resetInMs: number): string {
  const minutes = Math.max(1, Math.ceil(resetInMs / 60_000));
  return `Demasiados intentos. Vuelve a probar dentro de ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`;
}

/**
 * The screens before a page or a block (issue 36, decisions 965 and 966): a block's gate and code
 * (/acceso/bloque/{id}), a page's password and gate (/acceso/pagina/{id}/...). Plain forms: a POST,
 * then a 303 to where the visitor was going (PRG), so all of it works without JavaScript. Wrong codes
 * and passwords count per visitor's address and block (or page) in the shared counters, so the limit
 * holds across instances. Every answer is no-store: nothing here is cached by anyone.
 */
export async function accessRoutes(app: FastifyInstance, { ctx, renderer, origin }: { ctx: AppContext; renderer: PublicRenderer; origin: string }) {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BYTES }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  const attempts = ctx.counters.counter({ name: 'access-attempts', windowMs: ACCESS_ATTEMPTS.windowMs });
  const now = () => Date.now();

  const screen = (reply: FastifyReply, status: number, page: PageRow, access: AccessScreen) => sendScreen(reply, { renderer, origin }, status, page, access);
  /**
   * A block's screen posts its form to us and is redirected to the block's target, anywhere on the
   * web: browsers hold the redirects of a form's navigation to the page's `form-action`, so this
   * screen (our form alone, no owner's markup) lets it lead to any http(s) address.
   */
  const blockScreenOut = (reply: FastifyReply, status: number, page: PageRow, access: AccessScreen) => {
    const policy = reply.raw.getHeader('content-security-policy');
    if (typeof policy === 'string') reply.header('content-security-policy', policy.replace("form-action 'self'", "form-action 'self' https: http:"));
    return screen(reply, status, page, access);
  };
  const seeOther = (reply: FastifyReply, location: string) => reply.code(303).header('location', location).header('cache-control', 'no-store').send();
  const record = (request: FastifyRequest, pageId: number, kind: 'unlock' | 'gate', itemId: number | null) => {
    try {
      app.stats?.recordAccess(request, pageId, kind, itemId);
    } catch (error) {
      request.log.error({ err: error }, 'Could not count an access');
    }
  };

  /** The block, once its page is the visitor's to see (else the page, which shows its own screen). */
  const blockOf = async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply): Promise<BlockOnPage | null> => {
    const id = idParam.safeParse(request.params.id);
    if (!id.success) throw itemNotFound();
    const block = await findVisibleBlock(ctx, id.data);
    if (missingAccess(request, block.guard, now())) {
      await seeOther(reply, pageHref(block.page));
      return null;
    }
    return block;
  };
  const blockScreen = (block: BlockOnPage, error?: string): AccessScreen => {
    const { item, page } = block;
    const base = { action: blockAccessHref(item.id), back: pageHref(page) };
    const title = guardedTitle(item.type, item.content);
    return item.lockHash !== null ? { kind: 'lock', ...base, title, rating: item.sensitive, error } : { kind: 'gate', ...base, title, rating: item.sensitive ?? 'sensitive' };
  };

  app.get<{ Params: { id: string } }>('/acceso/bloque/:id', async (request, reply) => {
    const block = await blockOf(request, reply);
    if (!block) return reply;
    if (block.item.lockHash === null && block.item.sensitive === null) return seeOther(reply, await blockTarget(ctx, block, now()));
    return blockScreenOut(reply, 200, block.page, blockScreen(block));
  });

  app.post<{ Params: { id: string } }>('/acceso/bloque/:id', async (request, reply) => {
    const block = await blockOf(request, reply);
    if (!block) return reply;
    const { item, page } = block;
    if (item.lockHash !== null) {
      const key = `${item.id}:${request.ip}`;
      const before = await attempts.peek(key);
      if (before.count >= ACCESS_ATTEMPTS.max) return blockScreenOut(reply, 429, page, blockScreen(block, tooMany(before.resetInMs)));
      if (!(await verifyPassword(item.lockHash, field(request.body, 'code')))) {
        const after = await attempts.hit(key);
        const error = after.count >= ACCESS_ATTEMPTS.max ? tooMany(after.resetInMs) : 'El código no es correcto.';
        return blockScreenOut(reply, after.count >= ACCESS_ATTEMPTS.max ? 429 : 403, page, blockScreen(block, error));
      }
      record(request, page.id, 'unlock', item.id);
      // A subpage card's code opens its page as that page's password would (decision 967).
      const child = item.type === 'subpage' ? item.content.pageId : null;
      if (typeof child === 'number') {
        reply.header('set-cookie', accessCookie(request, passwordCookieName(child), passwordCookieValue({ pageId: child, hash: item.lockHash }, now())));
      }
    }
    if (item.sensitive !== null) record(request, page.id, 'gate', item.id);
    return seeOther(reply, await blockTarget(ctx, block, now()));
  });

  // A block without a target of its own (a text, a heading, an image), opened: alone on its page.
  app.get<{ Params: { id: string }; Querystring: { k?: string } }>('/acceso/bloque/:id/ver', async (request, reply) => {
    const block = await blockOf(request, reply);
    if (!block) return reply;
    const { item, page } = block;
    if (item.lockHash !== null && !checkUnlockToken(item.lockHash, item.id, request.query.k, now())) return seeOther(reply, blockAccessHref(item.id));
    const data: PublicViewData = { route: 'preview', page: toPublicPageDto(page), items: [openedItem(item)], parentSlug: null };
    const html = await renderer.render({ data, origin });
    return reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').header('x-robots-tag', 'noindex').send(html);
  });

  const pageOf = async (raw: string): Promise<PageRow> => {
    const id = idParam.safeParse(raw);
    if (!id.success) throw pageNotFound();
    const [page] = await ctx.db.select().from(pages).where(and(eq(pages.id, id.data), ownerActive));
    if (!page) throw pageNotFound();
    return page;
  };

  app.post<{ Params: { id: string } }>('/acceso/pagina/:id/contrasena', async (request, reply) => {
    const page = await pageOf(request.params.id);
    const password = (await pageGuardOf(ctx.db, page))?.password;
    if (!password) return seeOther(reply, pageHref(page));
    const action = pageAccessHref(page.id, 'contrasena');
    const key = `page:${password.pageId}:${request.ip}`;
    const before = await attempts.peek(key);
    if (before.count >= ACCESS_ATTEMPTS.max) return screen(reply, 429, page, { kind: 'password', action, error: tooMany(before.resetInMs) });
    if (!(await verifyPassword(password.hash, field(request.body, 'password')))) {
      const after = await attempts.hit(key);
      const error = after.count >= ACCESS_ATTEMPTS.max ? tooMany(after.resetInMs) : 'La contraseña no es correcta.';
      return screen(reply, after.count >= ACCESS_ATTEMPTS.max ? 429 : 403, page, { kind: 'password', action, error });
    }
    reply.header('set-cookie', accessCookie(request, passwordCookieName(password.pageId), passwordCookieValue(password, now())));
    return seeOther(reply, pageHref(page));
  });

  app.post<{ Params: { id: string } }>('/acceso/pagina/:id/continuar', async (request, reply) => {
    const page = await pageOf(request.params.id);
    if (page.sensitive !== null) {
      reply.header('set-cookie', accessCookie(request, gateCookieName(page.id), '1'));
      record(request, page.id, 'gate', null);
    }
    return seeOther(reply, pageHref(page));
  });
}
