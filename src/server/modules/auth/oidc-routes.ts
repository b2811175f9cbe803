import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SSO_CALLBACK_PATH, SSO_ERROR_PARAM, SSO_START_PATH } from '@shared/sign-in-methods';
import type { AuthContext, CallInfo } from './auth-context';
import { finishOidcSignIn } from './oidc-callback';
import type { OidcIssuer } from './oidc-issuer';
import { OIDC_TTL_MS, startOidcSignIn } from './oidc-start';
import { readCookie } from '../../lib/cookies';

const COOKIE = 'linkhub_oidc_state';
const PREFIX = '/auth/v1';
const COOKIE_PATH = `${PREFIX}/oidc`;

export interface OidcRoutesOptions {
  auth: AuthContext;
  provider: OidcIssuer;
  info: (request: FastifyRequest) => CallInfo;
  /** The token endpoint's limit per client address: each start keeps a row. */
  limit: { rateLimit: { max: number; timeWindow: number } };
}

/** Single sign-on with the OpenID Connect provider (registered inside the auth routes, under /auth/v1). */
export async function oidcRoutes(app: FastifyInstance, { auth, provider, info, limit }: OidcRoutesOptions) {
  app.get(SSO_START_PATH.slice(PREFIX.length), { config: limit }, async (request, reply) => {
    const call = info(request);
    const query = request.query as Record<string, unknown>;
    let started: { location: string; state: string };
    try {
      started = await startOidcSignIn(auth, provider, call, { invitation: query.invitation });
    } catch (error) {
      request.log.error({ err: error }, 'could not reach the OpenID Connect provider');
      return reply.redirect(`${new URL('/login', call.origin).toString()}?${SSO_ERROR_PARAM}=unavailable`, 303);
    }
    const secure = call.origin.startsWith('https:') ? '; Secure' : '';
    // Lax: sent on the provider's top-level redirect back here, not on cross-site subrequests.
    reply.header('set-cookie', `${COOKIE}=${started.state}; Path=${COOKIE_PATH}; Max-Age=${OIDC_TTL_MS / 1000}; HttpOnly; SameSite=Lax${secure}`);
    return reply.redirect(started.location, 303);
  });

  app.get(SSO_CALLBACK_PATH.slice(PREFIX.length), { config: limit }, async (request, reply) => {
    const call = info(request);
    const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
    const location = await finishOidcSignIn(auth, provider, call, { search, browserState: readCookie(request, COOKIE) }, (error) =>
      request.log.warn({ err: error }, 'single sign-on refused'),
    );
    const secure = call.origin.startsWith('https:') ? '; Secure' : '';
    reply.header('set-cookie', `${COOKIE}=; Path=${COOKIE_PATH}; Max-Age=0; HttpOnly; SameSite=Lax${secure}`);
    return reply.redirect(location, 303);
  });
}
