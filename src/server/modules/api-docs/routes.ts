import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { API_DOCS_PREFIX, OPENAPI_PATH } from './openapi';

/**
 * GET /api/openapi.json (the generated document) and the reference page at /api/docs, Swagger UI
 * served from this server's own files (no CDN; decision 991). Both public.
 */
export async function apiDocsRoutes(app: FastifyInstance, { siteName }: { siteName: string }) {
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=60').send(app.swagger()),
  );
  await app.register(fastifySwaggerUi, {
    routePrefix: API_DOCS_PREFIX,
    validatorUrl: false,
    theme: { title: `${siteName} API` },
    uiConfig: { deepLinking: true, docExpansion: 'list', defaultModelsExpandDepth: 0, persistAuthorization: false },
  });
}
