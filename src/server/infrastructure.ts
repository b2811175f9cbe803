import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { type ChangeBus, MemoryChangeBus } from './changes/change-bus';
import { PostgresChangeBus } from './changes/postgres-change-bus';
import type { AppConfig } from './config';
import { type CounterStore, memoryCounters, postgresCounters, redisCounters } from './counters/counters';
import { type DatabaseHandle, openDatabase } from './db/client';
import { fsObjectStore } from './modules/storage/fs-object-store';
import type { ObjectStore } from './modules/storage/object-store';
import { s3ObjectStore } from './modules/storage/s3-object-store';

/**
 * What one instance shares with the others, chosen by configuration (README "Outgrowing one
 * machine"); without any, everything stays in this process and DATA_DIR as before:
 *   DATABASE_URL    PostgreSQL, LISTEN/NOTIFY change bus, counters in the database
 *   STORAGE_BACKEND s3: files in a bucket
 *   REDIS_URL       counters in Redis instead
 */
export interface Infrastructure {
  database: DatabaseHandle;
  changes: ChangeBus;
  counters: CounterStore;
  objectStore: ObjectStore;
  /** Stops listening and closes every connection, the database last. */
  close(): Promise<void>;
}

type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

export function objectStoreFor(config: Pick<AppConfig, 'storage' | 'dataDir'>): ObjectStore {
  const storage = config.storage;
  if (storage.backend === 'fs') return fsObjectStore(path.join(config.dataDir, 'uploads'));
  return s3ObjectStore({
    endpoint: storage.endpoint,
    region: storage.region,
    bucket: storage.bucket,
    credentials: storage.credentials,
    forcePathStyle: storage.forcePathStyle,
  });
}

export async function openInfrastructure(config: AppConfig, log: Log): Promise<Infrastructure> {
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl, onIdleError: (error) => log.warn(`PostgreSQL dropped an idle connection: ${error.message}`) }
      : { kind: 'pglite', dataDir: path.join(config.dataDir, 'db') },
  );
  const changes: ChangeBus = config.databaseUrl
    ? new PostgresChangeBus({ db: database.db, listenUrl: config.databaseListenUrl ?? config.databaseUrl, log })
    : new MemoryChangeBus();
  let counters: CounterStore;
  if (config.redis) {
    // No offline queue: while Redis is away, counts go to memory at once instead of waiting.
    const redis = new Redis(config.redis.url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2000 });
    counters = redisCounters(redis, log, config.redis.keyPrefix);
  } else if (database.pool) {
    counters = postgresCounters(database.pool, log);
  } else {
    counters = memoryCounters();
  }
  const objectStore = objectStoreFor(config);
  try {
    await changes.start();
  } catch (error) {
    await database.close();
    throw error;
  }
  return {
    database,
    changes,
    counters,
    objectStore,
    async close() {
      await changes.close();
      await counters.close();
      await objectStore.close?.();
      await database.close();
    },
  };
}
