import { STORAGE_BUCKETS, STORAGE_CACHE_SECONDS } from '@shared/constants';

export interface BucketPolicy {
  /** Whether `x-upsert: true` may replace an existing object. */
  overwrite: boolean;
  /** Whether the storage protocol (`POST /storage/v1/object/...`) may write images into it. */
  protocolUploads: boolean;
}

/** The buckets this server keeps (spec section 7, and ours); every one is publicly readable. */
const BUCKETS: Readonly<Record<string, BucketPolicy>> = {
  [STORAGE_BUCKETS.profilePicture]: { overwrite: false, protocolUploads: true },
  [STORAGE_BUCKETS.backgroundImages]: { overwrite: true, protocolUploads: true },
  [STORAGE_BUCKETS.itemImages]: { overwrite: false, protocolUploads: true },
  // PDFs arrive only through POST /api/upload/pdf, which checks them as PDFs (decision 010).
  [STORAGE_BUCKETS.itemFiles]: { overwrite: false, protocolUploads: false },
};

export function bucketPolicy(bucket: string): BucketPolicy | null {
  return Object.hasOwn(BUCKETS, bucket) ? (BUCKETS[bucket] ?? null) : null;
}

export const DEFAULT_CACHE_SECONDS = STORAGE_CACHE_SECONDS;
const MAX_CACHE_SECONDS = 365 * 24 * 3600;

/** `cacheControl` of an upload ("3600", or "max-age=3600" from a raw upload) as a header value. */
export function cacheControlHeader(value: unknown): string {
  const text = typeof value === 'string' ? value.trim() : '';
  const seconds = /^(?:max-age=)?(\d{1,10})$/.exec(text)?.[1];
  const parsed = seconds === undefined ? DEFAULT_CACHE_SECONDS : Math.min(Number(seconds), MAX_CACHE_SECONDS);
  return `max-age=${parsed}`;
}
