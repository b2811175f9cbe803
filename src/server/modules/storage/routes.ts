import cors from '@fastify/cors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bucketPolicy, cacheControlHeader } from './buckets';
import { findObject } from './find-object';
import { isSafeObjectKey, isServedObjectKey } from './object-key';
import { processUploadedImage } from './process-upload-image';
import { UPLOAD_BODY_LIMIT, acceptUploads, readUpload } from './read-upload';
import { serveObject } from './serve-object';
import type { StorageContext } from './storage-context';
import { STORAGE_MESSAGES, StorageError, bucketNotFound, invalidKey, objectNotFound, tooLarge } from './storage-error';
import { duplicateObject, notOwner, storeObject } from './store-object';
import { enterImageWork, storageUploadError } from './upload-errors';
import { checkRoomForUpload, countUpload } from './upload-quota';

type ObjectParams = { bucket: string; '*': string };

const CORS_HEADERS = [
  'apikey',
  'authorization',
  'content-type',
  'x-client-info',
  'x-supabase-api-version',
  'x-upsert',
  'cache-control',
  'x-metadata',
];

/**
 * The Supabase Storage subset under /storage/v1 (registered with that prefix): signed-in users
 * upload images; everyone reads them at their public URL. Errors keep the storage shape.
 */
export async function storageRoutes(app: FastifyInstance, { storage }: { storage: StorageContext }) {
  await app.register(cors, {
    origin: '*',
    allowedHeaders: CORS_HEADERS,
    exposedHeaders: ['ETag', 'Content-Range', 'Content-Length'],
    methods: ['GET', 'HEAD', 'POST', 'OPTIONS'],
    maxAge: 3600,
    // A preflight without Origin is answered like any OPTIONS call, not with a text/plain 400.
    strictPreflight: false,
  });
  await acceptUploads(app, tooLarge);
  app.setErrorHandler(storageErrorHandler);
  app.setNotFoundHandler((_request, reply) =>
    sendStorageError(reply, new StorageError(404, 'NotFound', 'not_found', STORAGE_MESSAGES.routeNotFound)),
  );

  // Everything that can refuse an upload without its bytes is checked before they are read
  // (decision 853): the target, the caller, a key that exists and may not be replaced by them,
  // the account's places for image work, its hourly count and its room.
  const beforeBody = async (request: FastifyRequest<{ Params: ObjectParams }>, reply: FastifyReply) => {
    const { bucket, key } = checkTarget(request.params);
    if (!request.user) {
      throw new StorageError(403, 'AccessDenied', 'Unauthorized', STORAGE_MESSAGES.unauthorized);
    }
    const existing = await findObject(storage, bucket, key);
    if (existing) {
      if (request.headers['x-upsert'] !== 'true' || !bucketPolicy(bucket)?.overwrite) throw duplicateObject();
      if (existing.ownerId !== request.user.id) throw notOwner();
    }
    reply.raw.once('close', enterImageWork(storage, request.user.id));
    await checkRoomForUpload(storage, request.user.id);
  };

  app.post<{ Params: ObjectParams }>('/object/:bucket/*', { bodyLimit: UPLOAD_BODY_LIMIT, onRequest: beforeBody }, async (request) => {
    const { bucket, key } = checkTarget(request.params);
    const ownerId = requireUploader(request);
    const upsert = request.headers['x-upsert'] === 'true';

    const upload = await readUpload(request);
    await countUpload(storage, ownerId);
    const image = await processUploadedImage(storage, ownerId, upload.bytes);
    const row = await storeObject(storage, {
      bucket,
      key,
      ownerId,
      file: image,
      cacheControl: cacheControlHeader(upload.cacheControl),
      upsert,
    });
    return { Id: row.id, Key: `${bucket}/${key}` };
  });

  app.route<{ Params: ObjectParams }>({
    method: ['GET', 'HEAD'],
    url: '/object/public/:bucket/*',
    handler: async (request, reply) => {
      const { bucket, '*': key } = request.params;
      if (!bucketPolicy(bucket)) throw bucketNotFound();
      const object = isServedObjectKey(key) ? await findObject(storage, bucket, key) : null;
      if (!object) throw objectNotFound();
      return serveObject(storage, object, request, reply);
    },
  });
}

function requireUploader(request: FastifyRequest): string {
  if (!request.user) throw new StorageError(403, 'AccessDenied', 'Unauthorized', STORAGE_MESSAGES.unauthorized);
  return request.user.id;
}

function checkTarget(params: ObjectParams): { bucket: string; key: string } {
  const policy = bucketPolicy(params.bucket);
  if (!policy) throw bucketNotFound();
  if (!policy.protocolUploads) {
    throw new StorageError(403, 'AccessDenied', 'Unauthorized', STORAGE_MESSAGES.uploadsNotAllowed);
  }
  const key = params['*'];
  if (!isSafeObjectKey(key)) throw invalidKey();
  return { bucket: params.bucket, key };
}

function sendStorageError(reply: FastifyReply, error: StorageError) {
  return reply
    .status(error.httpStatus)
    .type('application/json; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(error.body());
}

function storageErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof StorageError) return sendStorageError(reply, error);
  const upload = storageUploadError(error);
  if (upload) return sendStorageError(reply, upload);
  const status = error.statusCode ?? 500;
  if (status === 413) return sendStorageError(reply, tooLarge());
  if (status >= 400 && status < 500) {
    return sendStorageError(reply, new StorageError(status, 'InvalidRequest', 'Invalid Request', STORAGE_MESSAGES.invalidRequest));
  }
  request.log.error({ err: error }, 'storage request failed');
  return sendStorageError(reply, new StorageError(500, 'InternalError', 'Internal Server Error', STORAGE_MESSAGES.internal, 500));
}
