import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParam } from '@shared/schemas/api';
import {
  createItemSchema,
  itemSchema,
  pageItemsOrderSchema,
  publicItemSchema,
  reorderItemsSchema,
  updateItemSchema,
} from '@shared/schemas/item';
import { z } from '@shared/zod';
import type { AppContext } from '../../context';
import { revalidated } from '../../lib/public-json';
import { createItem } from './create-item';
import { deleteItem } from './delete-item';
import { duplicateItem } from './duplicate-item';
import { listItems } from './list-items';
import { reorderItems } from './reorder-items';
import { updateItem } from './update-item';
import { missingAccess, pageGuardById } from '../public-view/page-access';

const byId = z.object({ id: idParam });
const itemList = { 200: z.array(itemSchema) };

/** The public list of a page's items (the owner's own list when signed in). */
export async function itemRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // The owner's items first: a visitor's lack the owner-only fields and fall to the second.
  const ownerOrPublicList = { 200: z.union([z.array(itemSchema), z.array(publicItemSchema)]) };
  // ?view=1: the public page's script opened this (sub)page inside itself; counted as a view of it
  // after the answer, with the same filters as /view (issue 15, decision 704).
  const viewQuery = z.object({ view: z.literal('1').optional() });
  const countView = async (request: FastifyRequest<{ Params: { id: number }; Querystring: { view?: '1' | undefined } }>, reply: FastifyReply) => {
    // A 304 is a view like a 200, as on /view (decision 713).
    if (request.query.view !== '1' || (reply.statusCode !== 200 && reply.statusCode !== 304) || !request.server.stats) return;
    try {
      request.server.stats.recordView(request, request.params.id);
    } catch (error) {
      request.log.error({ err: error }, 'Could not count a view');
    }
  };
  // A visitor's answer carries an ETag (304 when unchanged); the owner's is no-store (decision 864).
  r.get('/api/pages/:id/items', { schema: { params: byId, querystring: viewQuery, response: ownerOrPublicList }, onResponse: countView }, async (request, reply) => {
    // A very old row whose content is unreadable text is answered as empty content, not a 500.
    // A visitor behind a page's password or gate they have not passed (issue 36) gets 404, so the page's
    // script opens the page itself, where the screen is; the owner reads every page.
    const viewerId = request.user?.id ?? null;
    const passwordChecked = !missingAccess(request, await pageGuardById(ctx.db, request.params.id), Date.now());
    const list = (await listItems(ctx, request.params.id, viewerId, { passwordChecked })).map((item) =>
      typeof item.content === 'string' ? { ...item, content: {} } : item,
    );
    return revalidated(request, reply, list) ? reply : list;
  });
}

/** The owner's item writes, registered in the signed-in scope. */
export async function ownerItemRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/pages/:id/items',
    { schema: { params: byId, body: createItemSchema, response: { 201: itemSchema } } },
    async (request, reply) =>
      reply.status(201).send(await createItem(ctx, request.signedInUser.id, request.params.id, request.body)),
  );

  r.post('/api/items/reorder', { schema: { body: reorderItemsSchema, response: itemList } }, (request) =>
    reorderItems(ctx, request.signedInUser.id, request.body.pageId, request.body.itemIds),
  );

  r.patch(
    '/api/pages/:id/items/order',
    { schema: { params: byId, body: pageItemsOrderSchema, response: itemList } },
    (request) => reorderItems(ctx, request.signedInUser.id, request.params.id, request.body.itemIds),
  );

  r.patch('/api/items/:id', { schema: { params: byId, body: updateItemSchema, response: { 200: itemSchema } } }, (request) =>
    updateItem(ctx, request.signedInUser.id, request.params.id, request.body),
  );

  r.delete('/api/items/:id', { schema: { params: byId } }, async (request, reply) => {
    await deleteItem(ctx, request.signedInUser.id, request.params.id);
    return reply.status(204).send();
  });

  r.post('/api/items/:id/duplicate', { schema: { params: byId, response: { 201: itemSchema } } }, async (request, reply) =>
    reply.status(201).send(await duplicateItem(ctx, request.signedInUser.id, request.params.id)),
  );
}
