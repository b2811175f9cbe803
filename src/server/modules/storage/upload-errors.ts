import { ImageRejected } from './process-image';
import { UploadRejected } from './read-upload';
import { STORAGE_MESSAGES, StorageError, tooLarge } from './storage-error';

/** The storage-shaped error for a refused upload, or null when the error is not about the upload. */
export function storageUploadError(error: unknown): StorageError | null {
  if (error instanceof UploadRejected) {
    if (error.reason === 'too-large') return tooLarge();
    if (error.reason === 'missing-file') {
      return new StorageError(400, 'InvalidRequest', 'Invalid Request', STORAGE_MESSAGES.missingFile);
    }
    return new StorageError(400, 'InvalidRequest', 'Invalid Request', STORAGE_MESSAGES.invalidRequest);
  }
  if (error instanceof ImageRejected) {
    const message = error.reason === 'not-image' ? STORAGE_MESSAGES.notImage : STORAGE_MESSAGES.unreadable;
    return new StorageError(415, 'InvalidMimeType', 'invalid_mime_type', message);
  }
  return null;
}
