import { AppError, MESSAGES } from '../../errors';
import { PdfRejected } from '../storage/check-pdf';
import { ImageRejected } from '../storage/process-image';
import { StorageError } from '../storage/storage-error';
import { storageUploadError } from '../storage/upload-errors';
import { UploadRejected } from '../storage/read-upload';

/** A refused upload (or a file an import keeps) in the API's shape: a Spanish 4xx. */
export function apiUploadError(error: unknown, kind: 'image' | 'pdf'): unknown {
  if (error instanceof UploadRejected) {
    if (error.reason === 'too-large') return new AppError(413, kind === 'pdf' ? MESSAGES.pdfTooLarge : MESSAGES.imageTooLarge);
    if (error.reason === 'missing-file') return new AppError(400, kind === 'pdf' ? MESSAGES.pdfMissing : MESSAGES.imageMissing);
    return new AppError(400, MESSAGES.invalidData);
  }
  if (error instanceof StorageError) return new AppError(error.httpStatus === 400 ? error.logicalStatus : error.httpStatus, error.message);
  if (error instanceof ImageRejected) {
    if (error.reason === 'not-image' || error.reason === 'unreadable') {
      return new AppError(415, error.reason === 'not-image' ? MESSAGES.notAnImage : MESSAGES.imageUnreadable);
    }
  }
  if (error instanceof PdfRejected) return new AppError(415, MESSAGES.notAPdf);
  // Frames, pixels and busy image work: the same words as the storage door, in the API's shape.
  const storage = storageUploadError(error);
  if (storage) return new AppError(storage.httpStatus === 400 ? storage.logicalStatus : storage.httpStatus, storage.message);
  return error;
}
