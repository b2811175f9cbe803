import type { FastifyReply, FastifyRequest } from 'fastify';
import parseRange from 'range-parser';
import type { StorageObjectRow } from '../../db/schema';
import { attachmentHeader } from './download-name';
import type { StorageContext } from './storage-context';
import { STORAGE_MESSAGES, StorageError, objectNotFound } from './storage-error';

/**
 * Answers a stored file with the headers of a CDN-served object: type (from the sniffed bytes),
 * Cache-Control, ETag, Last-Modified, 304 for a fresh copy, 206 for one byte range. Files are never
 * rendered as documents (nosniff, a sandboxing CSP, an image type or a PDF only); a file kept with
 * its original name (a PDF) is sent as an attachment under that name (decision 010).
 */
export async function serveObject(
  ctx: StorageContext,
  object: StorageObjectRow,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const lastModified = new Date(Math.floor(object.updatedAt.getTime() / 1000) * 1000);
  reply.headers({
    'content-type': object.contentType,
    'cache-control': object.cacheControl,
    etag: object.etag,
    'last-modified': lastModified.toUTCString(),
    'accept-ranges': 'bytes',
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; sandbox",
    'cross-origin-resource-policy': 'cross-origin',
  });
  if (object.originalName) reply.header('content-disposition', attachmentHeader(object.originalName));

  if (isFresh(request, object.etag, lastModified)) return reply.status(304).send();

  const size = object.size;
  let range: { start: number; end: number } | undefined;
  const header = request.headers.range;
  if (header && ifRangeMatches(request, object.etag, lastModified)) {
    const ranges = parseRange(size, header, { combine: true });
    if (ranges === -1) {
      const error = new StorageError(416, 'InvalidRange', 'Invalid Range', STORAGE_MESSAGES.rangeNotSatisfiable, 416);
      return reply
        .status(416)
        .header('content-range', `bytes */${size}`)
        .header('content-type', 'application/json; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(error.body());
    }
    // A malformed header (-2) or several ranges: the whole file, which every client accepts.
    if (ranges !== -2 && ranges.type === 'bytes' && ranges.length === 1 && ranges[0]) range = ranges[0];
  }

  const length = range ? range.end - range.start + 1 : size;
  reply.header('content-length', length);
  if (range) reply.status(206).header('content-range', `bytes ${range.start}-${range.end}/${size}`);
  if (request.method === 'HEAD') return reply.send();

  try {
    return reply.send(await ctx.store.read(object.fileName, range));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      request.log.error({ file: object.fileName }, 'stored object is missing its file');
      for (const header of ['content-length', 'content-range', 'content-type', 'etag', 'last-modified']) {
        reply.removeHeader(header);
      }
      throw objectNotFound();
    }
    throw error;
  }
}

function isFresh(request: FastifyRequest, etag: string, lastModified: Date): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    return ifNoneMatch
      .split(',')
      .map((tag) => tag.trim().replace(/^W\//, ''))
      .some((tag) => tag === '*' || tag === etag);
  }
  const ifModifiedSince = request.headers['if-modified-since'];
  if (ifModifiedSince) {
    const since = Date.parse(ifModifiedSince);
    return !Number.isNaN(since) && lastModified.getTime() <= since;
  }
  return false;
}

function ifRangeMatches(request: FastifyRequest, etag: string, lastModified: Date): boolean {
  const ifRange = request.headers['if-range'];
  if (typeof ifRange !== 'string' || ifRange === '') return true;
  if (ifRange.startsWith('"') || ifRange.startsWith('W/')) return ifRange === etag;
  const date = Date.parse(ifRange);
  return !Number.isNaN(date) && lastModified.getTime() <= date;
}
