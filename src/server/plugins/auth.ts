import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Assurance } from '../auth/assurance';
import type { AuthUser, TokenVerifier } from '../auth/token-verifier';
import { AppError, MESSAGES } from '../errors';
import { MFA_MESSAGES } from '../modules/auth/mfa-messages';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller, or null for an anonymous request. */
    user: AuthUser | null;
    /** True when a bearer token was sent but refused. */
    tokenRejected: boolean;
  }
  interface FastifyContextConfig {
    /** 'required': the route answers 401 without a valid token. */
    auth?: 'required' | 'optional';
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

/** Reads the bearer token once per request; routes with config.auth 'required' refuse anonymous callers. */
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

    app.addHook('preHandler', async (request) => {
      const { config } = request.routeOptions;
      if (request.user && options.assurance && config.assurance !== 'any') {
        const missing = await options.assurance.missing(request.user);
        if (missing && config.auth === 'required') {
          throw new AppError(403, missing === 'code' ? MFA_MESSAGES.codeNeeded : MFA_MESSAGES.enrolmentNeeded);
        }
        if (missing) request.user = null;
      }
      if (config.auth !== 'required' || request.user) return;
      throw new AppError(401, request.tokenRejected ? MESSAGES.invalidToken : MESSAGES.unauthorized);
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

/** The caller of a route declared with config.auth 'required'. */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new AppError(401, MESSAGES.unauthorized);
  return request.user;
}
