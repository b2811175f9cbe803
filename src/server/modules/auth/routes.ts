import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import { publicOrigin } from '../../lib/public-origin';
import { API_VERSION, AUTH_MESSAGES, AuthError, validationFailed } from './auth-error';
import type { AuthContext, CallInfo } from './auth-context';
import { getUser } from './get-user';
import { logout } from './logout';
import type { OidcIssuer } from './oidc-issuer';
import { oidcRoutes } from './oidc-routes';
import { passkeySignInRoutes } from './passkey-routes';
import { challengeFactor } from './mfa-challenge';
import { enrollFactor } from './mfa-enroll';
import { unenrollFactor } from './mfa-unenroll';
import { verifyFactor } from './mfa-verify';
import { recover } from './recover';
import { refreshSession } from './refresh-session';
import { signInWithPassword } from './sign-in-with-password';
import { signUp } from './sign-up';
import { updateUser } from './update-user';
import { verify } from './verify';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';

export interface RateLimit {
  max: number;
  timeWindowMs: number;
}

export interface AuthRoutesOptions {
  auth: AuthContext;
  /** Shared counts for the per-address limits (several instances); this process's own when absent. */
  rateLimitStore?: FastifyRateLimitStoreCtor;
  publicUrl: string | undefined;
  /** Single sign-on with an OpenID Connect provider (OIDC_*), when configured. */
  oidc?: OidcIssuer | undefined;
  /** Per client address (mails are limited per address too; verify, decision 123). */
  rateLimits: { token: RateLimit; signup: RateLimit; recover: RateLimit; verify: RateLimit };
}

const BODY_LIMIT = 64 * 1024;
const CORS_HEADERS = ['apikey', 'authorization', 'content-type', 'x-client-info', 'x-supabase-api-version'];

type Query = Record<string, string | undefined>;

/**
 * The embedded Supabase Auth subset under /auth/v1 (registered with that prefix). Its errors keep
 * the Supabase shape, never the API's {"error"} one.
 */
export async function authRoutes(app: FastifyInstance, options: AuthRoutesOptions) {
  const { auth } = options;
  const info = (request: FastifyRequest): CallInfo => ({
    origin: publicOrigin(request, options.publicUrl),
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
  });

  await app.register(cors, {
    origin: '*',
    allowedHeaders: CORS_HEADERS,
    exposedHeaders: ['X-Supabase-Api-Version'],
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    maxAge: 3600,
    // A preflight without Origin is answered like any OPTIONS call, not with a text/plain 400.
    strictPreflight: false,
  });
  await app.register(rateLimit, {
    global: false,
    ...(options.rateLimitStore ? { store: options.rateLimitStore } : {}),
    // Never refuse a request because the count could not be kept.
    skipOnError: true,
    errorResponseBuilder: () => new AuthError(429, 'over_request_rate_limit', AUTH_MESSAGES.rateLimited),
  });

  app.addHook('onSend', async (_request, reply) => {
    reply.header('X-Supabase-Api-Version', API_VERSION);
    reply.header('Cache-Control', 'no-store');
  });

  // supabase-js sends a JSON content type even on bodiless POSTs (logout): an empty body is {}.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_request, body, done) => {
    const text = String(body).trim();
    if (text === '') return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new AuthError(400, 'bad_json', AUTH_MESSAGES.badJson), undefined);
    }
  });

  app.setErrorHandler(authErrorHandler);
  app.setNotFoundHandler((_request, reply) => sendAuthError(reply, new AuthError(404, 'not_found', AUTH_MESSAGES.routeNotFound)));

  const limit = (rate: RateLimit) => ({ rateLimit: { max: rate.max, timeWindow: rate.timeWindowMs } });

  app.post('/signup', { config: limit(options.rateLimits.signup), bodyLimit: BODY_LIMIT }, async (request) => {
    const body = bodyObject(request.body);
    return signUp(auth, info(request), { ...body, redirectTo: (request.query as Query).redirect_to });
  });

  app.post('/token', { config: limit(options.rateLimits.token), bodyLimit: BODY_LIMIT }, async (request) => {
    const body = bodyObject(request.body);
    const grantType = (request.query as Query).grant_type;
    if (grantType === 'password') return signInWithPassword(auth, info(request), body);
    if (grantType === 'refresh_token') return refreshSession(auth, info(request), body);
    throw validationFailed(AUTH_MESSAGES.grantTypeInvalid);
  });

  app.post('/recover', { config: limit(options.rateLimits.recover), bodyLimit: BODY_LIMIT }, async (request) => {
    const body = bodyObject(request.body);
    return recover(auth, { email: body.email, redirectTo: (request.query as Query).redirect_to }, (error) =>
      request.log.error({ err: error }, 'could not send a recovery mail'),
    );
  });

  app.get('/user', async (request) => getUser(auth, request.headers.authorization));

  app.put('/user', { bodyLimit: BODY_LIMIT }, async (request) => {
    const body = bodyObject(request.body);
    return updateUser(auth, request.headers.authorization, { ...body, redirectTo: (request.query as Query).redirect_to });
  });

  app.post('/logout', { bodyLimit: BODY_LIMIT }, async (request, reply) => {
    await logout(auth, request.headers.authorization, (request.query as Query).scope);
    return reply.status(204).send();
  });

  app.get('/verify', { config: limit(options.rateLimits.verify) }, async (request, reply) => {
    const location = await verify(auth, info(request), request.query as Query, (error) =>
      request.log.error({ err: error }, 'could not send the mail to undo an e-mail change'),
    );
    return reply.redirect(location, 303);
  });

  // Two-step verification (decision 920): supabase-js's mfa.enroll, challenge, verify and unenroll.
  type FactorParams = { Params: { id: string } };
  app.post('/factors', { bodyLimit: BODY_LIMIT }, async (request) => enrollFactor(auth, request.headers.authorization, bodyObject(request.body)));
  app.post<FactorParams>('/factors/:id/challenge', { bodyLimit: BODY_LIMIT }, async (request) =>
    challengeFactor(auth, request.headers.authorization, request.params.id),
  );
  app.post<FactorParams>('/factors/:id/verify', { bodyLimit: BODY_LIMIT }, async (request) =>
    verifyFactor(auth, info(request), request.headers.authorization, request.params.id, bodyObject(request.body)),
  );
  app.delete<FactorParams>('/factors/:id', async (request) => unenrollFactor(auth, request.headers.authorization, request.params.id));

  await app.register(passkeySignInRoutes, { auth, info, limit: limit(options.rateLimits.token) });
  if (options.oidc) await app.register(oidcRoutes, { auth, provider: options.oidc, info, limit: limit(options.rateLimits.token) });

  // Access tokens are signed with a symmetric secret, which is never published: the key set is empty.
  app.get('/.well-known/jwks.json', async () => ({ keys: [] }));
}

function bodyObject(body: unknown): Record<string, unknown> {
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw validationFailed(AUTH_MESSAGES.invalidRequest);
  return body as Record<string, unknown>;
}

function sendAuthError(reply: FastifyReply, error: AuthError) {
  return reply.status(error.statusCode).header('X-Supabase-Api-Version', API_VERSION).send(error.body());
}

function authErrorHandler(error: FastifyError | AuthError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AuthError) {
    if (error.statusCode >= 500) request.log.error({ err: error.cause ?? error }, error.message);
    return sendAuthError(reply, error);
  }
  const status = error.statusCode ?? 500;
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return sendAuthError(reply, new AuthError(413, 'validation_failed', AUTH_MESSAGES.bodyTooLarge));
  }
  if (status >= 400 && status < 500) {
    // The input guard's reasons (U+0000, lone surrogates, nesting) are worth showing as they are.
    const message = error instanceof AppError ? error.message : AUTH_MESSAGES.invalidRequest;
    return sendAuthError(reply, new AuthError(status === 415 ? 415 : 400, 'validation_failed', message));
  }
  request.log.error({ err: error }, 'auth request failed');
  return sendAuthError(reply, new AuthError(500, 'unexpected_failure', AUTH_MESSAGES.internal));
}
