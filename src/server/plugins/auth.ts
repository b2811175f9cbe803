import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Assurance } from '../auth/assurance';
import type { AuthUser, TokenVerifier } from '../auth/token-verifier';
import { AppError, MESSAGES } from '../errors';
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
  }
}

/** Reads the bearer token once per request into `request.user`; it refuses nobody (see signedInScope). */
export const authPlugin = fp(
  async (app: FastifyInstance, options: { verifier: TokenVerifier; assurance?: Assurance | undefined }) => {
    app.decorateRequest('user', null);
    app.decorateRequest('tokenRejected', false);

    app.addHook('onRequest', async (request) => {
      const token = bearerToken(request);
      if (!token) return;
      request.user = await options.verifier.verify(token);
      request.tokenRejected = request.user === null;
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

function refusal(request: FastifyRequest): AppError {
  return request.tokenRejected
    ? new AppError(401, 'invalid_token', MESSAGES.invalidToken)
    : new AppError(401, 'unauthorized', MESSAGES.unauthorized);
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
