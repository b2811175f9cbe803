import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { API_TOKEN_PREFIX } from '@shared/schemas/api-tokens';

/** Where the document and the reference page live; neither is in the document itself. */
export const OPENAPI_PATH = '/api/openapi.json';
export const API_DOCS_PREFIX = '/api/docs';

/** The routes the document describes: the API's own, not /auth/v1, /storage/v1 or the public pages. */
export const isDocumentedRoute = (url: string) =>
  url.startsWith('/api/') && url !== OPENAPI_PATH && url !== API_DOCS_PREFIX && !url.startsWith(`${API_DOCS_PREFIX}/`);

const SESSION_ONLY_NOTE = 'Solo con una sesión iniciada: un token de API recibe 403 `session_required`.';
const WRITE_NOTE = 'Con un token de API, necesita el ámbito «lectura y escritura» (uno de lectura recibe 403 `api_token_read_only`).';

/** /api/pages/:id → 'pages'; /api/account/tokens → 'account'. */
const tagOf = (url: string) => url.split('/')[2] ?? 'api';

/**
 * Each route's part of the document, from the Zod schemas that validate it (fastify-type-provider-zod),
 * plus who may call it: signed-in routes take the bearer scheme (a session or a personal API token).
 */
function transform(input: Parameters<typeof jsonSchemaTransform>[0]): { schema: FastifySchema; url: string } {
  if (!isDocumentedRoute(input.url)) return { schema: { ...input.schema, hide: true } as FastifySchema, url: input.url };
  const { schema, url } = jsonSchemaTransform(input);
  const route: RouteOptions = input.route;
  const methods = [route.method].flat();
  const notes = [
    route.config?.sessionOnly ? SESSION_ONLY_NOTE : null,
    route.config?.signedIn && !route.config.sessionOnly && !methods.every((method) => method === 'GET' || method === 'HEAD') ? WRITE_NOTE : null,
  ].filter(Boolean);
  return {
    schema: {
      ...schema,
      tags: [tagOf(url)],
      ...(notes.length > 0 ? { description: notes.join('\n\n') } : {}),
      ...(route.config?.signedIn ? { security: [{ bearerAuth: [] }] } : {}),
    } as FastifySchema,
    url,
  };
}

/**
 * @fastify/swagger, registered before the routes so that it sees each one (decision 991): the
 * OpenAPI 3.1 document is generated from the routes and their Zod schemas, never written by hand.
 */
export const openApiDocument = fp(
  async (app: FastifyInstance, { siteName }: { siteName: string }) => {
    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: `${siteName} API`,
          version: '1',
          description:
            `La API de ${siteName}: páginas, bloques, estadísticas y cuenta. Identifícate con ` +
            `\`Authorization: Bearer <token>\`: un token de API personal (empieza por \`${API_TOKEN_PREFIX}\`; ` +
            "créalo en 'Mi cuenta' > 'Tokens de API') o el token de acceso de una sesión. Los errores " +
            'responden `{"error": "<mensaje>", "code": "<código>"}`.',
        },
        components: {
          securitySchemes: {
            bearerAuth: {
              type: 'http',
              scheme: 'bearer',
              description: `Un token de API personal (\`${API_TOKEN_PREFIX}…\`, ámbito de lectura o de lectura y escritura) o el token de acceso de una sesión.`,
            },
          },
        },
      },
      transform,
      transformObject: jsonSchemaTransformObject,
    });
  },
  { name: 'openapi-document' },
);
