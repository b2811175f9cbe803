/**
 * Caps that keep one account from filling the server (decision 801). Every one is configurable
 * (LIMIT_* in config.ts, README "Configuration"); tests pass small ones to buildApp.
 */
export interface AbuseLimits {
  /** Pages an account may own, subpages included. */
  pagesPerUser: number;
  /** Blocks on one page. */
  itemsPerPage: number;
  /** Image uploads (new or replaced files) per account in the last hour. */
  uploadsPerHour: number;
  /** Bytes of stored images per account. */
  uploadBytesPerUser: number;
  /** Megabytes of decoded pixels (pixels x bytes per pixel) of uploaded images per account and hour (decision 866). */
  imageDecodeMbPerHour: number;
  /** Heavy jobs (export, duplication, long statistics, imports) per account and hour, one at a time (decision 867). */
  heavyJobsPerHour: number;
  /** Requests per personal API token and minute, on every instance (decision 990). */
  apiTokenRequestsPerMinute: number;
  /** Wrong passwords for one account before sign-in to it pauses for the window. */
  failedSignIns: { max: number; windowMs: number };
}

export const DEFAULT_LIMITS: AbuseLimits = {
  pagesPerUser: 100,
  itemsPerPage: 200,
  uploadsPerHour: 60,
  uploadBytesPerUser: 200 * 1024 * 1024,
  imageDecodeMbPerHour: 4096,
  heavyJobsPerHour: 30,
  apiTokenRequestsPerMinute: 300,
  failedSignIns: { max: 10, windowMs: 15 * 60 * 1000 },
};

export function resolveLimits(partial: Partial<AbuseLimits> = {}): AbuseLimits {
  return { ...DEFAULT_LIMITS, ...partial };
}
