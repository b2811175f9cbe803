import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LIMITS } from '@shared/constants';
import { idParam } from '@shared/schemas/api';
import { createPageSchema, pageSchema, publicPageSchema, updatePageSchema } from '@shared/schemas/page';
import { z } from '@shared/zod';
import type { AppContext } from '../../context';
import { revalidated } from '../../lib/public-json';
import { createPage } from './create-page';
import { deletePage } from './delete-page';
import { duplicatePage } from './duplicate-page';
import { getPageById } from './get-page-by-id';
import { getPageBySlug } from './get-page-by-slug';
import { listPages } from './list-pages';
import { updatePage } from './update-page';

const byId = z.object({ id: idParam });
const page = { 200: pageSchema };
// The owner's page first: a visitor's answer lacks its owner-only fields and falls to the second.
const pageOrPublic = { 200: z.union([pageSchema, publicPageSchema]) };

/** A page read by id or slug: the owner's own when signed in, else the public one. */
export async function pageRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // A visitor's answer carries an ETag (304 when unchanged); a signed-in one is no-store (decision 864).
  r.get('/api/pages/id/:id', { schema: { params: byId, response: pageOrPublic } }, async (request, reply) => {
    const page = await getPageById(ctx, request.params.id, request.user?.id ?? null);
    return revalidated(request, reply, page) ? reply : page;
  });

  r.get(
    '/api/pages/:slug',
    { schema: { params: z.object({ slug: z.string().min(1).max(LIMITS.slugMax) }), response: pageOrPublic } },
    async (request, reply) => {
      const page = await getPageBySlug(ctx, request.params.slug, request.user?.id ?? null);
      return revalidated(request, reply, page) ? reply : page;
    },
  );
}

/** The owner's pages, registered in the signed-in scope. */
export async function ownerPageRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/pages', { schema: { response: { 200: z.array(pageSchema) } } }, (request) =>
    listPages(ctx, request.signedInUser.id),
  );

  r.post('/api/pages', { schema: { body: createPageSchema, response: { 201: pageSchema } } }, async (request, reply) =>
    reply.status(201).send(await createPage(ctx, request.signedInUser.id, request.body)),
  );

  r.patch('/api/pages/:id', { schema: { params: byId, body: updatePageSchema, response: page } }, (request) =>
    updatePage(ctx, request.signedInUser.id, request.params.id, request.body),
  );

  r.delete('/api/pages/:id', { schema: { params: byId } }, async (request, reply) => {
    await deletePage(ctx, request.signedInUser.id, request.params.id);
    return reply.status(204).send();
  });

  // A copy of a page and its subpages is a heavy job (decision 867).
  r.post('/api/pages/:id/duplicate', { schema: { params: byId, response: { 201: pageSchema } }, preHandler: ctx.heavy.hook() }, async (request, reply) =>
    reply.status(201).send(await duplicatePage(ctx, request.signedInUser.id, request.params.id)),
  );
}
