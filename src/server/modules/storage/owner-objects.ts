import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { storageObjects } from '../../db/schema';
import type { ObjectStore } from './object-store';

/**
 * Every object an owner uploaded, whatever its bucket (those added later included): what account
 * export and deletion go through, never a list of buckets.
 */
export function listOwnerObjects(db: Executor, ownerId: string) {
  return db
    .select({
      bucket: storageObjects.bucket,
      key: storageObjects.key,
      fileName: storageObjects.fileName,
      contentType: storageObjects.contentType,
      size: storageObjects.size,
      createdAt: storageObjects.createdAt,
      updatedAt: storageObjects.updatedAt,
    })
    .from(storageObjects)
    .where(eq(storageObjects.ownerId, ownerId))
    .orderBy(asc(storageObjects.bucket), asc(storageObjects.key));
}

/**
 * Deletes the owner's object rows (inside the caller's transaction) and answers their stored file
 * names, for `removeStoredFiles` once the transaction has committed.
 */
export async function deleteOwnerObjects(db: Executor, ownerId: string): Promise<string[]> {
  const deleted = await db.delete(storageObjects).where(eq(storageObjects.ownerId, ownerId)).returning({ fileName: storageObjects.fileName });
  return deleted.map((row) => row.fileName);
}

/**
 * Deletes stored files whose rows are gone. A file that cannot be deleted now is reported; the
 * orphan sweep at the next start removes it (decision 820).
 */
export async function removeStoredFiles(store: ObjectStore, fileNames: readonly string[]): Promise<{ failed: number }> {
  let failed = 0;
  for (const name of fileNames) {
    try {
      await store.delete(name);
    } catch {
      failed++;
    }
  }
  return { failed };
}
