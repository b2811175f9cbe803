import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorCode } from '@shared/error-codes';
import { AppError, MESSAGES } from '../errors';

const CLIENT_ERRORS: Record<string, { code: ErrorCode; error: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'invalid_json', error: MESSAGES.invalidJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'empty_body', error: MESSAGES.emptyBody },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'body_too_large', error: MESSAGES.bodyTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'unsupported_media_type', error: MESSAGES.unsupportedMediaType },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'invalid_data', error: MESSAGES.invalidData },
};

const API_PREFIXES = ['/api/', '/auth/', '/storage/'];
/** Paths of the app's screens (src/client/app/router.tsx); any other HTML path is a 404. */
const SPA_SCREENS =
  /^\/(?:login|register|forgot-password|reset-password|account|admin|create-page|edit\/\d+|view\/page\/\d+|preview\/page\/\d+|view\/[^/]+)?\/?$/;
/** Screens no search engine should keep: a shared statistics address (issue 42, decision 1017). */
const NOINDEX_SCREENS = /^\/estadisticas\//;
const NOINDEX_META = '<meta name="robots" content="noindex">';

declare module 'fastify' {
  interface FastifyInstance {
    /** index.html of the built client, when one is served. */
    spaIndexHtml: string | null;
  }
}

/** One JSON shape for every error, {"error": "<Spanish message>", "code": "<machine code>"}; 5xx details stay in the log. */
export const errorHandler = fp(async (app: FastifyInstance) => {
  app.decorate('spaIndexHtml', null);
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.statusCode)
        .send({ error: error.message, code: error.code, ...(error.details ? { details: error.details } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: issue.message ?? MESSAGES.invalidData,
      }));
      const first = details[0];
      const message = first ? (first.path ? `${first.path}: ${first.message}` : first.message) : MESSAGES.invalidData;
      return reply.status(400).send({ error: message, code: 'invalid_data', details });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send(CLIENT_ERRORS[error.code] ?? { error: MESSAGES.invalidData, code: 'invalid_data' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ error: MESSAGES.internal, code: 'internal' });
  });

  // Unknown routes: the single-page app for a browser asking for HTML (client routes survive a
  // reload), with status 404 unless the path is one of the app's own screens (the app then shows
  // its '404 Page Not Found' screen); a JSON 404 for everything else.
  app.setNotFoundHandler((request, reply) => {
    const html = app.spaIndexHtml;
    const isApi = API_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    const wantsHtml = request.headers.accept?.includes('text/html') ?? false;
    if (html && (request.method === 'GET' || request.method === 'HEAD') && !isApi && wantsHtml) {
      const path = request.url.split('?')[0] ?? '/';
      if (NOINDEX_SCREENS.test(path)) {
        reply.header('x-robots-tag', 'noindex').header('referrer-policy', 'no-referrer');
        return reply.status(200).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(html.replace('<head>', `<head>${NOINDEX_META}`));
      }
      return reply
        .status(SPA_SCREENS.test(path) ? 200 : 404)
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(html);
    }
    return reply.status(404).send({ error: MESSAGES.routeNotFound, code: 'route_not_found' });
  });
});
