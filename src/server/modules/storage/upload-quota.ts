import { eq, sql, sum } from 'drizzle-orm';
import { formatFileSize } from '@shared/file-size';
import { storageObjects } from '../../db/schema';
import type { Executor } from '../../db/client';
import type { AbuseLimits } from '../../limits';
import type { Counter, CounterStore } from '../../counters/counters';
import { type CollectReport, collectUnusedImages, UNUSED_IMAGE_GRACE_WHEN_FULL_MS } from './collect-unused-images';
import { checkImageBudget } from './process-upload-image';
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

const uploadsPerHourExceeded = (max: number, kind: UploadKind = 'image') =>
  new StorageError(
    429,
    'TooManyRequests',
    'too_many_uploads',
    `Has subido ${WORDING[kind].many} en la última hora (máximo ${max}). Inténtalo de nuevo más tarde.`,
    429,
  );

const QUOTA_EXCEEDED = 'QuotaExceeded';

const uploadBytesExceeded = (maxBytes: number, kind: UploadKind = 'image') =>
  new StorageError(
    409,
    QUOTA_EXCEEDED,
    'quota_exceeded',
    `Has llegado al límite de ${formatFileSize(maxBytes)} de ${WORDING[kind].uploaded}. Elimina ${WORDING[kind].unused} que ya no uses.`,
    409,
  );

/**
 * Refuses an upload over the owner's bytes kept (decision 801). `incomingBytes` is 0 for the early
 * check before the body is read; the bytes of a file being replaced (`replacedBytes`) do not count
 * twice. Uploads per hour are counted by the `UploadCounter` (decision 853).
 */
export async function checkUploadQuota(
  db: Executor,
  limits: Pick<AbuseLimits, 'uploadBytesPerUser'>,
  ownerId: string,
  incomingBytes: number,
  replacedBytes = 0,
  kind: UploadKind = 'image',
): Promise<void> {
  const { uploadBytesPerUser } = limits;
  // Inside a transaction, one owner's uploads are counted one after another.
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`upload:${ownerId}`}))`);
  const [totals] = await db
    .select({ bytes: sum(storageObjects.size) })
    .from(storageObjects)
    .where(eq(storageObjects.ownerId, ownerId));
  const kept = Number(totals?.bytes ?? 0) - replacedBytes;
  if (incomingBytes > 0 ? kept + incomingBytes > uploadBytesPerUser : kept >= uploadBytesPerUser) {
    throw uploadBytesExceeded(uploadBytesPerUser, kind);
  }
}

/** At most one reclaim per owner in this time, across instances (decision 865). */
const RECLAIM_INTERVAL_MS = 10 * 60 * 1000;

/** The shared count of reclaims per owner (decision 833's counters): one a `RECLAIM_INTERVAL_MS`. */
export function reclaimCounter(counters: CounterStore): Counter {
  return counters.counter({ name: 'reclaim-space', windowMs: RECLAIM_INTERVAL_MS });
}

/**
 * Deletes the owner's images that no page or block of theirs has used for an hour, unless a
 * reclaim for this owner already ran (on any instance) in the last `RECLAIM_INTERVAL_MS`; answers
 * null then (decisions 823 and 865).
 */
async function reclaimSpace(ctx: Pick<StorageContext, 'db' | 'store' | 'reclaims'>, ownerId: string): Promise<CollectReport | null> {
  const { count } = await ctx.reclaims.hit(ownerId);
  if (count > 1) return null;
  return collectUnusedImages(ctx, { ownerId, olderThan: new Date(Date.now() - UNUSED_IMAGE_GRACE_WHEN_FULL_MS) });
}

/**
 * Runs `attempt` (an upload's write with its quota check). When it fails because the owner is out
 * of space, reclaims the owner's unused room (at most once an interval) and, if that freed any,
 * tries once more (decisions 823, 865). Never called from a request's hook.
 */
export async function withSpaceReclaimed<T>(ctx: Pick<StorageContext, 'db' | 'store' | 'reclaims'>, ownerId: string, attempt: () => Promise<T>): Promise<T> {
  try {
    return await attempt();
  } catch (error) {
    if (!(error instanceof StorageError) || error.code !== QUOTA_EXCEEDED) throw error;
    const freed = await reclaimSpace(ctx, ownerId);
    if (!freed || freed.removed === 0) throw error;
    return attempt();
  }
}

/**
 * The checks before an upload's body is read (a request hook): refuses at once an owner who has
 * used the hour's uploads, or who is out of room and has had their reclaim of this interval. It
 * never reclaims itself (decision 865): an owner out of room whose reclaim is due is let through,
 * and the write reclaims (`withSpaceReclaimed`).
 */
export async function checkRoomForUpload(ctx: StorageContext, ownerId: string, kind: UploadKind = 'image'): Promise<void> {
  const max = ctx.limits.uploadsPerHour;
  if ((await ctx.uploadCounter.count(ownerId, HOUR_MS)) >= max) throw uploadsPerHourExceeded(max, kind);
  if (kind === 'image') await checkImageBudget(ctx, ownerId);
  try {
    await ctx.db.transaction((tx) => checkUploadQuota(tx, ctx.limits, ownerId, 0, 0, kind));
  } catch (error) {
    if (!(error instanceof StorageError) || error.code !== QUOTA_EXCEEDED) throw error;
    if ((await ctx.reclaims.peek(ownerId)).count > 0) throw error;
  }
}

/**
 * Counts one upload toward the hourly cap, after its body is read and before it is processed:
 * every processed upload counts, whether it is then stored or refused (decision 853). Every upload
 * door calls it (images and PDFs alike).
 */
export async function countUpload(ctx: StorageContext, ownerId: string, kind: UploadKind = 'image'): Promise<void> {
  const max = ctx.limits.uploadsPerHour;
  if (!(await ctx.uploadCounter.take(ownerId, max, HOUR_MS))) throw uploadsPerHourExceeded(max, kind);
}
