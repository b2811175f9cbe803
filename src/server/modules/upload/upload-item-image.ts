import { randomUUID } from 'node:crypto';
import { STORAGE_BUCKETS } from '@shared/constants';
import type { StorageContext } from '../storage/storage-context';
import { DEFAULT_CACHE_SECONDS } from '../storage/buckets';
import { processUploadedImage } from '../storage/process-upload-image';
import { storeObject } from '../storage/store-object';

/**
 * POST /api/upload/image: stores a block's image in the item-images bucket under a new
 * `<uuid>.<sniffed extension>` key and answers its absolute public URL.
 */
export async function uploadItemImage(
  storage: StorageContext,
  input: { ownerId: string; bytes: Buffer; origin: string },
): Promise<{ imageUrl: string }> {
  const image = await processUploadedImage(storage, input.ownerId, input.bytes);
  const bucket = STORAGE_BUCKETS.itemImages;
  const key = `${randomUUID()}.${image.extension}`;
  await storeObject(storage, {
    bucket,
    key,
    ownerId: input.ownerId,
    file: image,
    cacheControl: `max-age=${DEFAULT_CACHE_SECONDS}`,
    upsert: false,
  });
  return { imageUrl: `${input.origin}/storage/v1/object/public/${bucket}/${key}` };
}
