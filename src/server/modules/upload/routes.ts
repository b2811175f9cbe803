import type { FastifyInstance } from 'fastify';
import { IMAGE_UPLOAD_MAX_BYTES, PDF_UPLOAD_MAX_BYTES } from '@shared/constants';
import { AppError, MESSAGES } from '../../errors';
import { publicOrigin } from '../../lib/public-origin';
import { requireUser } from '../../plugins/auth';
import { PdfRejected } from '../storage/check-pdf';
import { ImageRejected } from '../storage/process-image';
import { StorageError } from '../storage/storage-error';
import { checkRoomForUpload } from '../storage/upload-quota';
import { UploadRejected, acceptUploads, readUpload, uploadBodyLimit } from '../storage/read-upload';
import type { StorageContext } from '../storage/storage-context';
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
  await acceptUploads(app, () => new AppError(413, MESSAGES.imageTooLarge), IMAGE_UPLOAD_MAX_BYTES);

  app.post(
    '/api/upload/image',
    { config: { auth: 'required' }, bodyLimit: uploadBodyLimit(IMAGE_UPLOAD_MAX_BYTES) },
    async (request, reply) => {
      const user = requireUser(request);
      try {
        await checkRoomForUpload(options.storage, user.id);
        const upload = await readUpload(request, 'image');
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
  await acceptUploads(app, () => new AppError(413, MESSAGES.pdfTooLarge), PDF_UPLOAD_MAX_BYTES);

  app.post(
    '/api/upload/pdf',
    { config: { auth: 'required' }, bodyLimit: uploadBodyLimit(PDF_UPLOAD_MAX_BYTES) },
    async (request, reply) => {
      const user = requireUser(request);
      try {
        await checkRoomForUpload(options.storage, user.id, 'pdf');
        const upload = await readUpload(request, 'file');
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

function apiUploadError(error: unknown, kind: 'image' | 'pdf'): unknown {
  if (error instanceof UploadRejected) {
    if (error.reason === 'too-large') return new AppError(413, kind === 'pdf' ? MESSAGES.pdfTooLarge : MESSAGES.imageTooLarge);
    if (error.reason === 'missing-file') return new AppError(400, kind === 'pdf' ? MESSAGES.pdfMissing : MESSAGES.imageMissing);
    return new AppError(400, MESSAGES.invalidData);
  }
  if (error instanceof StorageError) return new AppError(error.httpStatus === 400 ? error.logicalStatus : error.httpStatus, error.message);
  if (error instanceof ImageRejected) {
    return new AppError(415, error.reason === 'not-image' ? MESSAGES.notAnImage : MESSAGES.imageUnreadable);
  }
  if (error instanceof PdfRejected) return new AppError(415, MESSAGES.notAPdf);
  return error;
}
