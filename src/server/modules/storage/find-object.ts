import { and, eq } from 'drizzle-orm';
import { type StorageObjectRow, storageObjects } from '../../db/schema';
import type { StorageContext } from './storage-context';

/** The metadata of `bucket/key`, or null. */
export async function findObject(ctx: StorageContext, bucket: string, key: string): Promise<StorageObjectRow | null> {
  const [row] = await ctx.db
    .select()
    .from(storageObjects)
    .where(and(eq(storageObjects.bucket, bucket), eq(storageObjects.key, key)));
  return row ?? null;
}
