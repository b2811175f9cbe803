import type { Counter } from '../../counters/counters';
import type { Database } from '../../db/client';
import type { AbuseLimits } from '../../limits';
import type { ImageWork } from './image-work';
import type { ObjectStore } from './object-store';
import type { UploadCounter } from './upload-counter';

/** What the storage use cases need: metadata in the database, bytes in the object store. */
export interface StorageContext {
  db: Database;
  store: ObjectStore;
  /** Uploads per hour and bytes per account (decision 801). */
  limits: Pick<AbuseLimits, 'uploadsPerHour' | 'uploadBytesPerUser' | 'imageDecodeMbPerHour'>;
  /** Processed uploads per account and hour (decision 853). */
  uploadCounter: UploadCounter;
  /** The queue and the per-account places of image work (decision 853). */
  imageWork: ImageWork;
  /** Reclaims of room per owner, one an interval across instances (decision 865): `reclaimCounter(counters)`. */
  reclaims: Counter;
  /** Decoded megabytes of images per account and hour, across instances (decision 866): `imageCostCounter(counters)`. */
  imageCost: Counter;
}
