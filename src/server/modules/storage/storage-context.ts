import type { Database } from '../../db/client';
import type { ObjectStore } from './object-store';

/** What the storage use cases need: metadata in the database, bytes in the object store. */
export interface StorageContext {
  db: Database;
  store: ObjectStore;
}
