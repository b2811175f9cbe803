import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiTokenSchema, createdApiTokenSchema, newApiTokenSchema } from '@shared/schemas/api-tokens';
import { z } from '@shared/zod';
import type { Database } from '../../db/client';
import { createApiToken } from './create-api-token';
import { listApiTokens } from './list-api-tokens';
import { API_TOKEN_MESSAGES } from './messages';
import { revokeApiToken } from './revoke-api-token';

/** Only a session manages tokens: a token cannot make or revoke tokens (decision 990). */
const sessionOnly = { sessionOnly: true } as const;
const idParams = z.object({ id: z.uuid({ message: API_TOKEN_MESSAGES.notFound }) });

/** 'Mi cuenta' > 'Tokens de API' (issue 40); in the signed-in scope. */
export async function apiTokenRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/account/tokens', { config: sessionOnly, schema: { response: { 200: z.array(apiTokenSchema) } } }, (request) =>
    listApiTokens(db, request.signedInUser.id),
  );

  r.post(
    '/api/account/tokens',
    { config: sessionOnly, schema: { body: newApiTokenSchema, response: { 201: createdApiTokenSchema } } },
    async (request, reply) => reply.status(201).header('cache-control', 'no-store').send(await createApiToken(db, request.signedInUser.id, request.body)),
  );

  r.delete('/api/account/tokens/:id', { config: sessionOnly, schema: { params: idParams } }, async (request, reply) => {
    await revokeApiToken(db, request.signedInUser.id, request.params.id);
    return reply.status(204).send();
  });
}
