import { count, eq, sql, sum } from 'drizzle-orm';
import { formatFileSize } from '@shared/file-size';
import { storageObjects } from '../../db/schema';
import type { Executor } from '../../db/client';
import type { AbuseLimits } from '../../limits';
import { collectUnusedImages, UNUSED_IMAGE_GRACE_WHEN_FULL_MS } from './collect-unused-images';
import type { StorageContext } from './storage-context';
import { StorageError } from './storage-error';

const HOUR_MS = 60 * 60 * 1000;

/**
 * What is being uploaded, for the wording of a refusal: images and PDFs share one count and one
 * byte total per account (decisions 801 and 010), each refusal names what the owner was uploading.
 */
export type UploadKind = 'image' | 'pdf';

const WORDING = {
  image: { many: 'demasiadas imágenes', uploaded: 'imágenes subidas', unused: 'imágenes' },
  pdf: { many: 'demasiados archivos', uploaded: 'archivos subidos (imágenes y PDF)', unused: 'archivos' },
} as const;

export const uploadsPerHourExceeded = (max: number, kind: UploadKind = 'image') =>
  new StorageError(
    429,
    'TooManyRequests',
    'too_many_uploads',
    `Has subido ${WORDING[kind].many} en la última hora (máximo ${max}). Inténtalo de nuevo más tarde.`,
    429,
  );

const QUOTA_EXCEEDED = 'QuotaExceeded';

export const uploadBytesExceeded = (maxBytes: number, kind: UploadKind = 'image') =>
  new StorageError(
    409,
    QUOTA_EXCEEDED,
    'quota_exceeded',
    `Has llegado al límite de ${formatFileSize(maxBytes)} de ${WORDING[kind].uploaded}. Elimina ${WORDING[kind].unused} que ya no uses.`,
    409,
  );

/**
 * Refuses an upload over the owner's caps (decision 801): files written in the last hour and bytes
 * kept. `incomingBytes` is 0 for the early check before the body is read; the bytes of a file being
 * replaced (`replacedBytes`) do not count twice.
 */
export async function checkUploadQuota(
  db: Executor,
  limits: Pick<AbuseLimits, 'uploadsPerHour' | 'uploadBytesPerUser'>,
  ownerId: string,
  incomingBytes: number,
  replacedBytes = 0,
  kind: UploadKind = 'image',
): Promise<void> {
  const { uploadsPerHour, uploadBytesPerUser } = limits;
  const since = new Date(Date.now() - HOUR_MS);
  // Inside a transaction, one owner's uploads are counted one after another.
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`upload:${ownerId}`}))`);
  const [totals] = await db
    .select({
      recent: count(sql`case when ${storageObjects.updatedAt} >= ${since.toISOString()} then 1 end`),
      bytes: sum(storageObjects.size),
    })
    .from(storageObjects)
    .where(eq(storageObjects.ownerId, ownerId));
  if ((totals?.recent ?? 0) >= uploadsPerHour) throw uploadsPerHourExceeded(uploadsPerHour, kind);
  const kept = Number(totals?.bytes ?? 0) - replacedBytes;
  if (incomingBytes > 0 ? kept + incomingBytes > uploadBytesPerUser : kept >= uploadBytesPerUser) {
    throw uploadBytesExceeded(uploadBytesPerUser, kind);
  }
}

/**
 * Runs `attempt` (a quota check, or an upload with one). When it fails because the owner is out of
 * space, deletes the owner's images that no page or block has used for an hour and, if that freed
 * any, tries once more (decision 823).
 */
export async function withSpaceReclaimed<T>(ctx: Pick<StorageContext, 'db' | 'store'>, ownerId: string, attempt: () => Promise<T>): Promise<T> {
  try {
    return await attempt();
  } catch (error) {
    if (!(error instanceof StorageError) || error.code !== QUOTA_EXCEEDED) throw error;
    const freed = await collectUnusedImages(ctx, { ownerId, olderThan: new Date(Date.now() - UNUSED_IMAGE_GRACE_WHEN_FULL_MS) });
    if (freed.removed === 0) throw error;
    return attempt();
  }
}

/** The check before an upload's body is read: refuses at once an owner already out of room. */
export function checkRoomForUpload(ctx: StorageContext, ownerId: string, kind: UploadKind = 'image'): Promise<void> {
  return withSpaceReclaimed(ctx, ownerId, () => ctx.db.transaction((tx) => checkUploadQuota(tx, ctx.limits, ownerId, 0, 0, kind)));
}
