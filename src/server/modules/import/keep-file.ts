import { randomUUID } from 'node:crypto';
import { IMAGE_UPLOAD_MAX_BYTES } from '@shared/constants';
import { AppError } from '../../errors';
import { type OutboundClient, OutboundError } from '../../lib/outbound';
import { DEFAULT_CACHE_SECONDS } from '../storage/buckets';
import { processUploadedImage } from '../storage/process-upload-image';
import type { StorageContext } from '../storage/storage-context';
import { storeObject } from '../storage/store-object';
import { checkRoomForUpload, countUpload } from '../storage/upload-quota';
import { apiUploadError } from '../upload/api-upload-error';
import { uploadItemPdf } from '../upload/upload-item-pdf';

/** Where an import keeps the files it brings: the storage, the guarded client, this site's public origin. */
export interface FileRoom {
  storage: StorageContext;
  outbound: OutboundClient;
  origin: string;
}

/**
 * Keeps an image an import brings (a source's profile photo, a page export's file) exactly as an
 * uploaded one: the hourly count, the image budget and the account's room, then checked and
 * re-encoded, then stored under a new key. Answers its public address; refusals are Spanish 4xx.
 */
export async function keepImage(room: FileRoom, ownerId: string, bytes: Buffer, bucket: string): Promise<string> {
  try {
    await checkRoomForUpload(room.storage, ownerId);
    await countUpload(room.storage, ownerId);
    const image = await processUploadedImage(room.storage, ownerId, bytes);
    const key = `${randomUUID()}.${image.extension}`;
    await storeObject(room.storage, { bucket, key, ownerId, file: image, cacheControl: `max-age=${DEFAULT_CACHE_SECONDS}`, upsert: false });
    return `${room.origin}/storage/v1/object/public/${bucket}/${key}`;
  } catch (error) {
    throw apiUploadError(error, 'image');
  }
}

/** Keeps a PDF a page export brings, with the same checks as an uploaded one. */
export async function keepPdf(room: FileRoom, ownerId: string, bytes: Buffer, fileName: string | null): Promise<string> {
  try {
    await checkRoomForUpload(room.storage, ownerId, 'pdf');
    await countUpload(room.storage, ownerId, 'pdf');
    return (await uploadItemPdf(room.storage, { ownerId, bytes, fileName, origin: room.origin })).url;
  } catch (error) {
    throw apiUploadError(error, 'pdf');
  }
}

/**
 * Copies a source's image (a profile photo, a page's `og:image`) into the account: fetched through
 * the guarded client (public addresses only, 5 MB, 10 s), then kept by `keepImage`. An image that
 * cannot be fetched or is not one answers null (the page is made without it); the account's caps
 * refuse as for an upload.
 */
export async function copyRemoteImage(room: FileRoom, ownerId: string, url: string, bucket: string): Promise<string | null> {
  let answer;
  try {
    answer = await room.outbound.fetch(url, { maxBytes: IMAGE_UPLOAD_MAX_BYTES, headers: { accept: 'image/*', 'user-agent': 'LinkHub-import/1.0' } });
  } catch (error) {
    if (error instanceof OutboundError) return null;
    throw error;
  }
  if (answer.status < 200 || answer.status > 299) return null;
  try {
    return await keepImage(room, ownerId, answer.body, bucket);
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 415) return null;
    throw error;
  }
}
