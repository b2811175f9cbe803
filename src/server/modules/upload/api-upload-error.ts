import type { ErrorCode } from '@shared/error-codes';
import { AppError, MESSAGES } from '../../errors';
import { PdfRejected } from '../storage/check-pdf';
import { ImageRejected } from '../storage/process-image';
import { StorageError } from '../storage/storage-error';
import { storageUploadError } from '../storage/upload-errors';
import { UploadRejected } from '../storage/read-upload';

/** A refused upload (or a file an import keeps) in the API's shape: a Spanish 4xx with its code. */
export function apiUploadError(error: unknown, kind: 'image' | 'pdf'): unknown {
  if (error instanceof UploadRejected) {
    if (error.reason === 'too-large') {
      return kind === 'pdf' ? new AppError(413, 'pdf_too_large', MESSAGES.pdfTooLarge) : new AppError(413, 'image_too_large', MESSAGES.imageTooLarge);
    }
    if (error.reason === 'missing-file') {
      return kind === 'pdf' ? new AppError(400, 'pdf_missing', MESSAGES.pdfMissing) : new AppError(400, 'image_missing', MESSAGES.imageMissing);
    }
    return new AppError(400, 'invalid_data', MESSAGES.invalidData);
  }
  if (error instanceof StorageError) return fromStorageError(error);
  if (error instanceof ImageRejected) {
    if (error.reason === 'not-image' || error.reason === 'unreadable') {
      return error.reason === 'not-image' ? new AppError(415, 'not_an_image', MESSAGES.notAnImage) : new AppError(415, 'image_unreadable', MESSAGES.imageUnreadable);
    }
    const storage = storageUploadError(error);
    if (storage) return new AppError(413, error.reason === 'too-many-frames' ? 'too_many_frames' : 'too_many_pixels', storage.message);
  }
  if (error instanceof PdfRejected) return new AppError(415, 'not_a_pdf', MESSAGES.notAPdf);
  // Frames, pixels and busy image work: the same words as the storage door, in the API's shape.
  const storage = storageUploadError(error);
  if (storage) return fromStorageError(storage);
  return error;
}

/** The storage service's refusals (quota, hourly uploads, busy image work) in the API's shape. */
const STORAGE_CODES: Record<string, ErrorCode> = {
  TooManyRequests: 'too_many_uploads',
  QuotaExceeded: 'upload_quota_exceeded',
  SlowDown: 'server_busy',
  EntityTooLarge: 'image_too_large',
  InvalidMimeType: 'not_an_image',
  InvalidRequest: 'invalid_data',
};

function fromStorageError(error: StorageError): AppError {
  const status = error.httpStatus === 400 ? error.logicalStatus : error.httpStatus;
  return new AppError(status, STORAGE_CODES[error.code] ?? 'upload_refused', error.message);
}
