import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { uploadAttempts } from '../../db/schema';

/**
 * The hourly upload cap's counter (decision 853): every upload whose bytes are read and processed
 * counts, stored or refused. One small interface, so that several server processes can share a
 * PostgreSQL or Redis count; the default keeps it in the database, which every process already
 * shares. Each upload door (the storage protocol, /api/upload/image, a PDF upload) calls `take`
 * once, after reading the body and before processing it, and may call `count` before reading.
 */
export interface UploadCounter {
  /** Records one upload of `ownerId` unless `max` are already recorded within `windowMs`; true if recorded. */
  take(ownerId: string, max: number, windowMs: number): Promise<boolean>;
  /** Uploads of `ownerId` recorded within `windowMs`. */
  count(ownerId: string, windowMs: number): Promise<number>;
}

export function databaseUploadCounter(db: Database): UploadCounter {
  const since = (windowMs: number) => new Date(Date.now() - windowMs);
  return {
    take(ownerId, max, windowMs) {
      return db.transaction(async (tx) => {
        // One owner's uploads are counted one after another, so parallel uploads cannot all pass.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`upload-count:${ownerId}`}))`);
        await tx.delete(uploadAttempts).where(and(eq(uploadAttempts.ownerId, ownerId), lt(uploadAttempts.createdAt, since(windowMs))));
        const [row] = await tx.select({ n: count() }).from(uploadAttempts).where(eq(uploadAttempts.ownerId, ownerId));
        if ((row?.n ?? 0) >= max) return false;
        await tx.insert(uploadAttempts).values({ ownerId });
        return true;
      });
    },
    async count(ownerId, windowMs) {
      const [row] = await db
        .select({ n: count() })
        .from(uploadAttempts)
        .where(and(eq(uploadAttempts.ownerId, ownerId), gte(uploadAttempts.createdAt, since(windowMs))));
      return row?.n ?? 0;
    },
  };
}
