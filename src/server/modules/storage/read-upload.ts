import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { IMAGE_UPLOAD_MAX_BYTES } from '@shared/constants';

/** Room for the multipart framing and small fields around the file. */
const MULTIPART_OVERHEAD = 64 * 1024;
export const UPLOAD_BODY_LIMIT = IMAGE_UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD;

/** The body limit for uploads of files of at most `maxFileBytes`. */
export const uploadBodyLimit = (maxFileBytes: number) => maxFileBytes + MULTIPART_OVERHEAD;

export type UploadFailure = 'too-large' | 'missing-file' | 'invalid';

export class UploadRejected extends Error {
  constructor(readonly reason: UploadFailure) {
    super(reason);
    this.name = 'UploadRejected';
  }
}

/**
 * Sets up a scope to take uploads: multipart (one file, a few small fields) or a raw body, both cut
 * at `maxFileBytes` (5 MB, the images' limit, unless told). A declared length over the limit is
 * refused before any byte is read.
 */
export async function acceptUploads(
  app: FastifyInstance,
  tooLarge: () => Error,
  maxFileBytes: number = IMAGE_UPLOAD_MAX_BYTES,
): Promise<void> {
  const bodyLimit = uploadBodyLimit(maxFileBytes);
  app.removeAllContentTypeParsers();
  await app.register(multipart, {
    limits: { fileSize: maxFileBytes, files: 1, fields: 8, fieldSize: 4096, parts: 10, headerPairs: 100 },
  });
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: maxFileBytes }, (_request, body, done) =>
    done(null, body),
  );
  app.addHook('onRequest', async (request) => {
    const declared = Number(request.headers['content-length'] ?? 0);
    if (declared > bodyLimit) throw tooLarge();
  });
}

export interface Upload {
  bytes: Buffer;
  /** The multipart file part's file name as sent (untrusted), or null for a raw body. */
  fileName: string | null;
  /** The multipart `cacheControl` field, or the raw upload's Cache-Control header. */
  cacheControl: unknown;
}

/**
 * Reads the uploaded file: the multipart file part named `field` (any name when omitted), or, with
 * no `field`, a raw body (the storage protocol's, images only: at most 5 MB).
 */
export async function readUpload(request: FastifyRequest, field?: string): Promise<Upload> {
  if (request.isMultipart()) {
    let file;
    try {
      file = await request.file();
    } catch (error) {
      throw translate(error);
    }
    if (!file || (field !== undefined && file.fieldname !== field)) {
      file?.file.resume();
      throw new UploadRejected('missing-file');
    }
    let bytes: Buffer;
    try {
      bytes = await file.toBuffer();
    } catch (error) {
      throw translate(error);
    }
    const cacheField = file.fields.cacheControl;
    const cacheControl = cacheField && !Array.isArray(cacheField) && cacheField.type === 'field' ? cacheField.value : undefined;
    return { bytes, fileName: file.filename || null, cacheControl };
  }
  if (field !== undefined || !Buffer.isBuffer(request.body) || request.body.length === 0) {
    throw new UploadRejected('missing-file');
  }
  if (request.body.length > IMAGE_UPLOAD_MAX_BYTES) throw new UploadRejected('too-large');
  return { bytes: request.body, fileName: null, cacheControl: request.headers['cache-control'] };
}

function translate(error: unknown): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new UploadRejected('too-large');
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') return new UploadRejected('invalid');
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new UploadRejected('invalid');
  if (error instanceof Error && /Multipart|boundary|Unexpected end/i.test(error.message)) return new UploadRejected('invalid');
  return error;
}
