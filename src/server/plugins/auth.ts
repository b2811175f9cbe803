import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Assurance } from '../auth/assurance';
import type { AuthUser, TokenVerifier } from '../auth/token-verifier';
import { API_TOKEN_PREFIX } from '@shared/schemas/api-tokens';
import { AppError, MESSAGES } from '../errors';
import type { ApiTokenAccess } from '../modules/api-tokens/api-token-access';
import { API_TOKEN_MESSAGES } from '../modules/api-tokens/messages';
import { MFA_MESSAGES } from '../modules/auth/mfa-messages';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller when a valid bearer token came, else null (any route). */
    user: AuthUser | null;
    /** True when a bearer token was sent but refused. */
    tokenRejected: boolean;
    /**
     * The signed-in caller, on routes of the signed-in scope (signedInScope) only: its hook has
     * answered 401 to anyone else before the route runs.
     */
    signedInUser: AuthUser;
  }
  interface FastifyContextConfig {
    /** Set by the signed-in scope on each of its routes, never by hand. */
    signedIn?: true;
    /** Only instance admins (modules/admin); others get 404. */
    admin?: boolean;
    /**
     * 'any': served to a session that still owes its second step or its enrolment (what the
     * two-step screens themselves need, decision 920). By default such a session gets 403 on
     * signed-in routes and is taken as a visitor on the others.
     */
    assurance?: 'any';
    /**
     * Account security (password, factors, passkeys, sessions, deletion, API tokens): a personal
     * API token gets 403 `session_required` here, only a session is served (decision 990).
     */
    sessionOnly?: true;
  }
}

/**
 * Reads the bearer token once per request into `request.user`; it refuses nobody (see signedInScope).
 * A token starting with `lh_` is a personal API token (decision 990): taken on /api routes only,
 * within its scope; a session's JWT never starts so.
 */
export const authPlugin = fp(
  async (app: FastifyInstance, options: { verifier: TokenVerifier; assurance?: Assurance | undefined; apiTokens: ApiTokenAccess }) => {
    app.decorateRequest('user', null);
    app.decorateRequest('tokenRejected', false);

    app.addHook('onRequest', async (request) => {
      const token = bearerToken(request);
      if (!token) return;
      if (token.startsWith(API_TOKEN_PREFIX)) request.user = isApiUrl(request.url) ? await options.apiTokens.verify(token) : null;
      else request.user = await options.verifier.verify(token);
      request.tokenRejected = request.user === null;
    });

    // A personal API token: its scope, the session-only routes and its rate limit, before anything else.
    app.addHook('preHandler', async (request, reply) => {
      const apiToken = request.user?.apiToken;
      if (apiToken) await options.apiTokens.admit(request, reply, apiToken);
    });

    // A session that still owes its second step or its enrolment (decision 920): 403 on signed-in
    // routes (the signed-in scope marks them), a visitor elsewhere; routes marked 'any' serve it.
    app.addHook('preHandler', async (request) => {
      const { config } = request.routeOptions;
      if (!request.user || !options.assurance || config.assurance === 'any') return;
      const missing = await options.assurance.missing(request.user);
      if (!missing) return;
      if (config.signedIn) {
        throw missing === 'code'
          ? new AppError(403, 'mfa_code_needed', MFA_MESSAGES.codeNeeded)
          : new AppError(403, 'mfa_enrolment_needed', MFA_MESSAGES.enrolmentNeeded);
      }
      request.user = null;
    });
  },
  { name: 'auth' },
);

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

const isApiUrl = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

function refusal(request: FastifyRequest): AppError {
  if (!request.tokenRejected) return new AppError(401, 'unauthorized', MESSAGES.unauthorized);
  const apiToken = bearerToken(request)?.startsWith(API_TOKEN_PREFIX);
  return new AppError(401, 'invalid_token', apiToken ? API_TOKEN_MESSAGES.invalid : MESSAGES.invalidToken);
}

/**
 * The one scope of the routes that need a signed-in caller (decision 131): whatever `routes`
 * registers answers 401 to an anonymous caller or a refused token before its handler, its own
 * preHandlers or its body's use case run, and reads the caller as `request.signedInUser`.
 * Public routes are registered outside it.
 */
export async function signedInScope(scope: FastifyInstance, { routes }: { routes: (scope: FastifyInstance) => Promise<void> }) {
  scope.decorateRequest('signedInUser', {
    getter(this: FastifyRequest): AuthUser {
      if (!this.user) throw refusal(this);
      return this.user;
    },
  });
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, signedIn: true };
  });
  scope.addHook('preHandler', async (request) => {
    if (!request.user) throw refusal(request);
  });
  await routes(scope);
}
