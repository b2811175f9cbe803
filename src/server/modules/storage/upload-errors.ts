import { ImageWorkBusy } from './image-work';
import { ImageRejected, MAX_FRAMES } from './process-image';
import { UploadRejected } from './read-upload';
import type { StorageContext } from './storage-context';
import { STORAGE_MESSAGES, StorageError, tooLarge } from './storage-error';

/** Why image work was refused, in Spanish (both upload doors say the same, decision 803). */
const IMAGE_WORK_MESSAGES = {
  waiting: 'Ya tienes una imagen esperando su turno. Espera a que termine e inténtalo de nuevo.',
  accountBusy: (places: number) => `Ya se están subiendo ${places} imágenes tuyas. Espera a que terminen e inténtalo de nuevo.`,
  serverBusy: 'El servidor está procesando muchas imágenes. Inténtalo de nuevo en unos segundos.',
  tooManyFrames: `La animación tiene demasiados fotogramas (máximo ${MAX_FRAMES}).`,
  tooManyPixels: 'La imagen tiene demasiados píxeles para procesarla (máximo 50 megapíxeles; una animación, 25 entre todos sus fotogramas).',
} as const;

/**
 * Takes one of the account's places for image work (decision 853) and answers the function that
 * gives it back; the routes call that when the answer is done.
 */
export function enterImageWork(storage: StorageContext, ownerId: string): () => void {
  return storage.imageWork.enter(ownerId);
}

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
    if (error.reason === 'too-many-frames') return new StorageError(413, 'EntityTooLarge', 'Payload too large', IMAGE_WORK_MESSAGES.tooManyFrames, 413);
    if (error.reason === 'too-many-pixels') return new StorageError(413, 'EntityTooLarge', 'Payload too large', IMAGE_WORK_MESSAGES.tooManyPixels, 413);
    const message = error.reason === 'not-image' ? STORAGE_MESSAGES.notImage : STORAGE_MESSAGES.unreadable;
    return new StorageError(415, 'InvalidMimeType', 'invalid_mime_type', message);
  }
  if (error instanceof ImageWorkBusy) {
    if (error.reason === 'waiting') return new StorageError(429, 'TooManyRequests', 'too_many_uploads', IMAGE_WORK_MESSAGES.waiting, 429);
    return error.reason === 'account'
      ? new StorageError(429, 'TooManyRequests', 'too_many_uploads', IMAGE_WORK_MESSAGES.accountBusy(error.places), 429)
      : new StorageError(503, 'SlowDown', 'server_busy', IMAGE_WORK_MESSAGES.serverBusy, 503);
  }
  return null;
}
