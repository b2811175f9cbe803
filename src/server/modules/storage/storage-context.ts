import type { Database } from '../../db/client';
import type { AbuseLimits } from '../../limits';
import type { ObjectStore } from './object-store';

/** What the storage use cases need: metadata in the database, bytes in the object store. */
export interface StorageContext {
  db: Database;
  store: ObjectStore;
  /** Uploads per hour and bytes per account (decision 801). */
  limits: Pick<AbuseLimits, 'uploadsPerHour' | 'uploadBytesPerUser'>;
}
