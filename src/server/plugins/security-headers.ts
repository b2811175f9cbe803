import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { blockOrigins } from '@shared/blocks/definitions';

/*
 * Third-party origins the pages load from come from the block definitions (`origins` in
 * src/shared/blocks/<type>.ts, decision 140): a block that embeds cannot be forgotten here.
 */

export interface SecurityHeadersOptions {
  /** Extra origins images may come from: the hosted Supabase project, PUBLIC_URL. */
  imageOrigins?: string[];
  /** Extra origins the web app talks to (the hosted Supabase project). */
  connectOrigins?: string[];
  /**
   * 'development' (npm run dev): Vite's dev server needs inline scripts (React's refresh preamble)
   * and its HMR websocket. Everything else is the same as in production.
   */
  mode?: 'production' | 'development';
  /** Send upgrade-insecure-requests (only when the site is served over https). */
  upgradeInsecureRequests?: boolean;
}

/** The Content-Security-Policy directives every answer carries. */
export function cspDirectives(options: SecurityHeadersOptions = {}): Record<string, string[] | null> {
  const dev = options.mode === 'development';
  const unique = (values: string[]) => [...new Set(values)];
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    // No inline script: the pages load module scripts from this origin only; the public page's
    // data is a JSON <script type="application/json">, which the browser never runs.
    'script-src': unique(["'self'", ...blockOrigins('script'), ...(dev ? ["'unsafe-inline'"] : [])]),
    'script-src-attr': ["'none'"],
    // Inline styles stay allowed: the public page inlines its stylesheet, React renders style
    // attributes and Radix injects <style> elements; CSS cannot run script.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': unique(["'self'", 'data:', 'blob:', ...blockOrigins('img'), ...(options.imageOrigins ?? [])]),
    'font-src': ["'self'", 'data:'],
    'connect-src': unique(["'self'", ...(options.connectOrigins ?? []), ...(dev ? ['ws:', 'wss:'] : [])]),
    'frame-src': blockOrigins('frame'),
    'media-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'upgrade-insecure-requests': options.upgradeInsecureRequests ? [] : null,
  };
}

/**
 * A redirect's target with a fragment of its own (an empty one when it has none): a browser copies
 * the fragment of the URL it came from into a Location without one, so a `#access_token=…` that
 * reached /go or an old slug would travel on to wherever they lead (decision 118).
 */
function withOwnFragment(location: string): string {
  return location.includes('#') ? location : `${location}#`;
}

/**
 * helmet's headers on every answer (HTML, JSON, files), with the product's Content-Security-Policy.
 * Uploaded files replace the policy with their own sandboxing one (storage/serve-object.ts).
 * helmet's middleware is built once, here: @fastify/helmet built it again on every request (parsing
 * the policy each time): about 18 µs more per answer in a bare Fastify server (decision 800).
 * Every redirect's Location names its own fragment (`withOwnFragment`).
 */
export const securityHeaders = fp(
  async (app: FastifyInstance, options: SecurityHeadersOptions) => {
    const setHeaders = helmet({ contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(options) } });
    app.addHook('onRequest', (request, reply, done) => setHeaders(request.raw, reply.raw, () => done()));
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (reply.statusCode >= 300 && reply.statusCode < 400) {
        const location = reply.getHeader('location');
        if (typeof location === 'string') reply.header('location', withOwnFragment(location));
      }
      done(null, payload);
    });
  },
  { name: 'security-headers' },
);
