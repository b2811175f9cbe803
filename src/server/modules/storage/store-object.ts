import { createHash, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { type StorageObjectRow, storageObjects } from '../../db/schema';
import { bucketPolicy } from './buckets';
import type { StorageContext } from './storage-context';
import { STORAGE_MESSAGES, StorageError, bucketNotFound } from './storage-error';
import { type UploadKind, checkUploadQuota, withSpaceReclaimed } from './upload-quota';

/** Checked bytes ready to keep: a re-encoded image or a sniffed PDF. */
export interface StoredFile {
  data: Buffer;
  contentType: string;
  extension: string;
}

export interface StoreObjectInput {
  bucket: string;
  key: string;
  ownerId: string;
  file: StoredFile;
  /** The name the file had on the uploader's computer, sanitised; served as its download name. */
  originalName?: string | null;
  cacheControl: string;
  upsert: boolean;
  /** Which caps' wording a refusal uses (decision 801). */
  kind?: UploadKind;
}

export const duplicateObject = () => new StorageError(409, 'KeyAlreadyExists', 'Duplicate', STORAGE_MESSAGES.duplicate);
export const notOwner = () => new StorageError(403, 'AccessDenied', 'Unauthorized', STORAGE_MESSAGES.notOwner);

/**
 * Saves an uploaded file under a server-generated file name and records it as `bucket/key`.
 * An existing key is replaced only with upsert, in a bucket that allows it, by its owner. The
 * owner's upload caps are checked in the same transaction (decision 801).
 */
export async function storeObject(ctx: StorageContext, input: StoreObjectInput): Promise<StorageObjectRow> {
  const policy = bucketPolicy(input.bucket);
  if (!policy) throw bucketNotFound();
  const kind = input.kind ?? 'image';
  const fileName = `${randomUUID()}.${input.file.extension}`;
  const values = {
    fileName,
    contentType: input.file.contentType,
    size: input.file.data.length,
    etag: `"${createHash('md5').update(input.file.data).digest('hex')}"`,
    cacheControl: input.cacheControl,
    originalName: input.originalName ?? null,
  };

  await ctx.store.put(fileName, input.file.data, { contentType: input.file.contentType });
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
        await checkUploadQuota(tx, ctx.limits, input.ownerId, values.size, existing.size, kind);
        const [row] = await tx
          .update(storageObjects)
          .set(values)
          .where(eq(storageObjects.id, existing.id))
          .returning();
        if (!row) throw duplicateObject();
        return { row, replaced: existing.fileName };
      }
      await checkUploadQuota(tx, ctx.limits, input.ownerId, values.size, 0, kind);
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
    // Out of room, the owner's unused files are deleted and the write tried once more.
    saved = await withSpaceReclaimed(ctx, input.ownerId, writeRow);
  } catch (error) {
    await ctx.store.delete(fileName);
    throw error;
  }
  if (saved.replaced) await ctx.store.delete(saved.replaced);
  return saved.row;
}
