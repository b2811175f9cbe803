import { createHash, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { type StorageObjectRow, storageObjects } from '../../db/schema';
import { bucketPolicy } from './buckets';
import type { ProcessedImage } from './process-image';
import type { StorageContext } from './storage-context';
import { STORAGE_MESSAGES, StorageError, bucketNotFound } from './storage-error';
import { checkUploadQuota, withSpaceReclaimed } from './upload-quota';

export interface StoreObjectInput {
  bucket: string;
  key: string;
  ownerId: string;
  image: ProcessedImage;
  cacheControl: string;
  upsert: boolean;
}

export const duplicateObject = () => new StorageError(409, 'KeyAlreadyExists', 'Duplicate', STORAGE_MESSAGES.duplicate);
const notOwner = () => new StorageError(403, 'AccessDenied', 'Unauthorized', STORAGE_MESSAGES.notOwner);

/**
 * Saves an uploaded image under a server-generated file name and records it as `bucket/key`.
 * An existing key is replaced only with upsert, in a bucket that allows it, by its owner. The
 * owner's upload caps are checked in the same transaction (decision 801).
 */
export async function storeObject(ctx: StorageContext, input: StoreObjectInput): Promise<StorageObjectRow> {
  const policy = bucketPolicy(input.bucket);
  if (!policy) throw bucketNotFound();
  const fileName = `${randomUUID()}.${input.image.extension}`;
  const values = {
    fileName,
    contentType: input.image.contentType,
    size: input.image.data.length,
    etag: `"${createHash('md5').update(input.image.data).digest('hex')}"`,
    cacheControl: input.cacheControl,
  };

  await ctx.store.put(fileName, input.image.data, { contentType: input.image.contentType });
  const writeRow = () =>
    ctx.db.transaction(async (tx): Promise<{ row: StorageObjectRow; replaced: string | null }> => {
      const [existing] = await tx
        .select()
        .from(storageObjects)
        .where(and(eq(storageObjects.bucket, input.bucket), eq(storageObjects.key, input.key)))
        .for('update');
      if (existing) {
        if (!input.upsert || !policy.overwrite) throw duplicateObject();
        if (existing.ownerId !== input.ownerId) throw notOwner();
        await checkUploadQuota(tx, ctx.limits, input.ownerId, values.size, existing.size);
        const [row] = await tx
          .update(storageObjects)
          .set(values)
          .where(eq(storageObjects.id, existing.id))
          .returning();
        if (!row) throw duplicateObject();
        return { row, replaced: existing.fileName };
      }
      await checkUploadQuota(tx, ctx.limits, input.ownerId, values.size);
      const [row] = await tx
        .insert(storageObjects)
        .values({ ...values, bucket: input.bucket, key: input.key, ownerId: input.ownerId })
        .onConflictDoNothing({ target: [storageObjects.bucket, storageObjects.key] })
        .returning();
      if (!row) throw duplicateObject();
      return { row, replaced: null };
    });
  let saved: Awaited<ReturnType<typeof writeRow>>;
  try {
    // Out of room, the owner's unused images are deleted and the write tried once more.
    saved = await withSpaceReclaimed(ctx, input.ownerId, writeRow);
  } catch (error) {
    await ctx.store.delete(fileName);
    throw error;
  }
  if (saved.replaced) await ctx.store.delete(saved.replaced);
  return saved.row;
}
