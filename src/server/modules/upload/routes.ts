import type { FastifyInstance } from 'fastify';
import { AppError, MESSAGES } from '../../errors';
import { publicOrigin } from '../../lib/public-origin';
import { requireUser } from '../../plugins/auth';
import { ImageRejected } from '../storage/process-image';
import { StorageError } from '../storage/storage-error';
import { enterImageWork, storageUploadError } from '../storage/upload-errors';
import { checkRoomForUpload, countUpload } from '../storage/upload-quota';
import { UPLOAD_BODY_LIMIT, UploadRejected, acceptUploads, readUpload } from '../storage/read-upload';
import type { StorageContext } from '../storage/storage-context';
import { uploadItemImage } from './upload-item-image';

/** POST /api/upload/image (multipart field `image`), answering {"imageUrl"}; errors in the API's shape. */
export async function uploadRoutes(
  app: FastifyInstance,
  options: { storage: StorageContext; publicUrl: string | undefined },
) {
  await acceptUploads(app, () => new AppError(413, MESSAGES.imageTooLarge));

  app.post(
    '/api/upload/image',
    {
      config: { auth: 'required' },
      bodyLimit: UPLOAD_BODY_LIMIT,
      // Before the body is read (decision 853): the account's places for image work, its hourly
      // count and its room.
      onRequest: async (request, reply) => {
        const user = requireUser(request);
        try {
          reply.raw.once('close', enterImageWork(options.storage, user.id));
          await checkRoomForUpload(options.storage, user.id);
        } catch (error) {
          throw apiUploadError(error);
        }
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      try {
        const upload = await readUpload(request, 'image');
        await countUpload(options.storage, user.id);
        const answer = await uploadItemImage(options.storage, {
          ownerId: user.id,
          bytes: upload.bytes,
          origin: publicOrigin(request, options.publicUrl),
        });
        return reply.status(201).send(answer);
      } catch (error) {
        throw apiUploadError(error);
      }
    },
  );
}

function apiUploadError(error: unknown): unknown {
  if (error instanceof UploadRejected) {
    if (error.reason === 'too-large') return new AppError(413, MESSAGES.imageTooLarge);
    if (error.reason === 'missing-file') return new AppError(400, MESSAGES.imageMissing);
    return new AppError(400, MESSAGES.invalidData);
  }
  if (error instanceof StorageError) return new AppError(error.httpStatus === 400 ? error.logicalStatus : error.httpStatus, error.message);
  if (error instanceof ImageRejected) {
    if (error.reason === 'not-image' || error.reason === 'unreadable') {
      return new AppError(415, error.reason === 'not-image' ? MESSAGES.notAnImage : MESSAGES.imageUnreadable);
    }
  }
  // Frames, pixels and busy image work: the same words as the storage door, in the API's shape.
  const storage = storageUploadError(error);
  if (storage) return new AppError(storage.httpStatus === 400 ? storage.logicalStatus : storage.httpStatus, storage.message);
  return error;
}
