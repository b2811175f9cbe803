import type { FastifyInstance } from 'fastify';
import { IMAGE_UPLOAD_MAX_BYTES, PDF_UPLOAD_MAX_BYTES } from '@shared/constants';
import { AppError, MESSAGES } from '../../errors';
import { publicOrigin } from '../../lib/public-origin';
import { enterImageWork } from '../storage/upload-errors';
import { checkRoomForUpload, countUpload } from '../storage/upload-quota';
import { acceptUploads, readUpload, uploadBodyLimit } from '../storage/read-upload';
import type { StorageContext } from '../storage/storage-context';
import { apiUploadError } from './api-upload-error';
import { uploadItemImage } from './upload-item-image';
import { uploadItemPdf } from './upload-item-pdf';

interface UploadOptions {
  storage: StorageContext;
  publicUrl: string | undefined;
}

/**
 * The API's uploads, each in its own scope with its own size limit; errors in the API's shape:
 * POST /api/upload/image (multipart field `image`, 5 MB) answering 201 {"imageUrl"};
 * POST /api/upload/pdf (multipart field `file`, 20 MB) answering 201 {"url", "filename", "filesize"}.
 */
export async function uploadRoutes(app: FastifyInstance, options: UploadOptions) {
  await app.register(imageUploadRoute, options);
  await app.register(pdfUploadRoute, options);
}

async function imageUploadRoute(app: FastifyInstance, options: UploadOptions) {
  await acceptUploads(app, () => new AppError(413, 'image_too_large', MESSAGES.imageTooLarge), IMAGE_UPLOAD_MAX_BYTES);

  app.post(
    '/api/upload/image',
    {
      bodyLimit: uploadBodyLimit(IMAGE_UPLOAD_MAX_BYTES),
      // Before the body is read (decision 853): the account's places for image work, its hourly
      // count and its room.
      onRequest: async (request, reply) => {
        const user = request.signedInUser;
        try {
          reply.raw.once('close', enterImageWork(options.storage, user.id));
          await checkRoomForUpload(options.storage, user.id);
        } catch (error) {
          throw apiUploadError(error, 'image');
        }
      },
    },
    async (request, reply) => {
      const user = request.signedInUser;
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
        throw apiUploadError(error, 'image');
      }
    },
  );
}

async function pdfUploadRoute(app: FastifyInstance, options: UploadOptions) {
  await acceptUploads(app, () => new AppError(413, 'pdf_too_large', MESSAGES.pdfTooLarge), PDF_UPLOAD_MAX_BYTES);

  app.post(
    '/api/upload/pdf',
    {
      bodyLimit: uploadBodyLimit(PDF_UPLOAD_MAX_BYTES),
      // Before the body is read (decision 853): the account's hourly count and its room.
      onRequest: async (request) => {
        try {
          await checkRoomForUpload(options.storage, request.signedInUser.id, 'pdf');
        } catch (error) {
          throw apiUploadError(error, 'pdf');
        }
      },
    },
    async (request, reply) => {
      const user = request.signedInUser;
      try {
        const upload = await readUpload(request, 'file');
        await countUpload(options.storage, user.id, 'pdf');
        const answer = await uploadItemPdf(options.storage, {
          ownerId: user.id,
          bytes: upload.bytes,
          fileName: upload.fileName,
          origin: publicOrigin(request, options.publicUrl),
        });
        return reply.status(201).send(answer);
      } catch (error) {
        throw apiUploadError(error, 'pdf');
      }
    },
  );
}
