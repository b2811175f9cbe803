import type { FastifyRequest } from 'fastify';
import { EXCLUDE_ME_COOKIE } from '@shared/schemas/stats';

/** count: a visitor's hit; refused: counted apart as a bot; ignored: the owner's own browser, not counted at all. */
export type HitVerdict = 'count' | 'refused' | 'ignored';

const EXCLUDE_ME = new RegExp(`(?:^|;\\s*)${EXCLUDE_ME_COOKIE}=1(?:;|$)`);

export function excludedBrowser(request: FastifyRequest): boolean {
  const cookie = request.headers.cookie;
  return typeof cookie === 'string' && EXCLUDE_ME.test(cookie);
}

function header(request: FastifyRequest, name: string): string {
  const value = request.headers[name];
  return (Array.isArray(value) ? value.join(',') : (value ?? '')).toLowerCase();
}

/**
 * The filters of issue 15 that need no parsing: the owner's "no contar mis visitas" cookie, HEAD,
 * prefetches and no user agent. Bots are refused by `isbot` when the batch is written (hit-rows.ts).
 */
export function earlyVerdict(request: FastifyRequest): HitVerdict {
  if (excludedBrowser(request)) return 'ignored';
  // POST: a code or gate passed through its form (issue 36); views and clicks are GETs.
  if ((request.method !== 'GET' && request.method !== 'POST') || !request.headers['user-agent']) return 'refused';
  if (header(request, 'sec-purpose').includes('prefetch') || header(request, 'purpose').includes('prefetch') || header(request, 'x-moz') === 'prefetch') return 'refused';
  return 'count';
}
