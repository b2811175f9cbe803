import type { Counter, CounterStore } from '../../counters/counters';
import { type ProcessedImage, processImage, readImageHeader } from './process-image';
import type { StorageContext } from './storage-context';
import { StorageError } from './storage-error';

const HOUR_MS = 60 * 60 * 1000;
const MB = 1024 * 1024;

/**
 * Decoded megabytes of images per account in the hour, on the shared counters (decision 833): the
 * hourly image budget charged by decoding cost, not by count (decision 866).
 */
export function imageCostCounter(counters: CounterStore): Counter {
  return counters.counter({ name: 'image-decode-mb', windowMs: HOUR_MS });
}

const imageBudgetExceeded = () =>
  new StorageError(
    429,
    'TooManyRequests',
    'too_many_uploads',
    'Has subido demasiadas imágenes grandes en la última hora. Inténtalo de nuevo más tarde o sube imágenes más pequeñas.',
    429,
  );

/** What decoding an image of `decodedBytes` costs the account's budget, in whole megabytes (at least 1). */
export const decodeCost = (decodedBytes: number) => Math.max(1, Math.ceil(decodedBytes / MB));

/** Refuses (before the body is read) an account whose hour's image budget is spent. */
export async function checkImageBudget(ctx: Pick<StorageContext, 'imageCost' | 'limits'>, ownerId: string): Promise<void> {
  if ((await ctx.imageCost.peek(ownerId)).count >= ctx.limits.imageDecodeMbPerHour) throw imageBudgetExceeded();
}

/**
 * An uploaded image, checked and re-encoded for `ownerId`: its header read (no pixel decoded),
 * its decoding cost refused when over what is left of the account's hourly budget, then its turn in
 * the fair queue (decision 866), where the cost is charged just before the decoding.
 */
export async function processUploadedImage(ctx: Pick<StorageContext, 'imageCost' | 'imageWork' | 'limits'>, ownerId: string, bytes: Buffer): Promise<ProcessedImage> {
  const header = await readImageHeader(bytes);
  const cost = decodeCost(header.decodedBytes);
  const budget = ctx.limits.imageDecodeMbPerHour;
  if ((await ctx.imageCost.peek(ownerId)).count + cost > budget) throw imageBudgetExceeded();
  return ctx.imageWork.run(ownerId, async () => {
    if ((await ctx.imageCost.hit(ownerId, cost)).count > budget) throw imageBudgetExceeded();
    return processImage(bytes, header);
  }, cost);
}
