import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Whether an If-None-Match header names `etag` (a list, weak forms and '*' included). */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim().replace(/^W\//, '');
    return value === '*' || value === etag;
  });
}

/**
 * Headers for a JSON answer that a visitor and a signed-in user may both ask for (decisions 862,
 * 864). A signed-in caller's answer is private: no-store. A visitor's carries an ETag of its
 * content and `no-cache`, so a browser revalidates and an unchanged answer is a bodiless 304.
 * Answers true when the 304 was sent and the handler must send nothing more.
 */
export function revalidated(request: FastifyRequest, reply: FastifyReply, body: unknown): boolean {
  if (request.user || request.headers.authorization) {
    reply.header('cache-control', 'no-store');
    return false;
  }
  const etag = `"${createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 27)}"`;
  reply.header('cache-control', 'no-cache').header('etag', etag).header('vary', 'authorization');
  if (!matches(request.headers['if-none-match'], etag)) return false;
  reply.code(304).send();
  return true;
}
