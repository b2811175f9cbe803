import { and, eq, lt, sql } from 'drizzle-orm';
import { storageObjects } from '../../db/schema';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/rows';
import type { StorageContext } from './storage-context';

const HOUR_MS = 60 * 60 * 1000;
/** An image no page or block names is kept this long after its last write (decision 823). */
export const UNUSED_IMAGE_GRACE_MS = 24 * HOUR_MS;
/** When its owner is out of space, a shorter wait: one hour. */
export const UNUSED_IMAGE_GRACE_WHEN_FULL_MS = HOUR_MS;
/** How often the server looks for unused images. */
export const UNUSED_IMAGE_SWEEP_INTERVAL_MS = HOUR_MS;

/** The file name part of every stored object key: `<uuid>.<extension>` (decision 103). */
const STORED_NAME = String.raw`[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z]{3,4}`;

export interface CollectReport {
  removed: number;
  bytes: number;
}

/**
 * Stored names any page (profile and background image) or block (any field of its content) of any
 * owner mentions, lower-cased: one pass over the content, whatever the block type or field.
 */
async function namesInUse(db: Executor): Promise<Set<string>> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`
    select distinct lower(match[1]) as name
    from (
      select content::text as text from items
      union all
      select concat_ws(' ', profile_image, background_image) from pages
    ) as mentions,
    regexp_matches(mentions.text, ${`(${STORED_NAME})`}, 'gi') as match
  `,
  );
  return new Set(rows.map((row) => row.name));
}

function storedName(key: string): string {
  return (key.split('/').pop() ?? key).toLowerCase();
}

/**
 * Deletes images and PDFs (decision 010) that no page or block uses any more and that were last written before
 * `olderThan`: the row, then the file. Replaced or removed images, deleted blocks and pages leave
 * such images behind, and they count against their owner's storage (decision 801). `ownerId` limits
 * the collection to one owner's images.
 */
export async function collectUnusedImages(
  ctx: Pick<StorageContext, 'db' | 'store'>,
  options: { olderThan: Date; ownerId?: string },
): Promise<CollectReport> {
  const old = lt(storageObjects.updatedAt, options.olderThan);
  const candidates = await ctx.db
    .select({ id: storageObjects.id, key: storageObjects.key })
    .from(storageObjects)
    .where(options.ownerId ? and(old, eq(storageObjects.ownerId, options.ownerId)) : old);
  if (candidates.length === 0) return { removed: 0, bytes: 0 };

  const inUse = await namesInUse(ctx.db);
  const report: CollectReport = { removed: 0, bytes: 0 };
  for (const candidate of candidates) {
    if (inUse.has(storedName(candidate.key))) continue;
    // Not if it was written again (upsert) since it was read.
    const [deleted] = await ctx.db
      .delete(storageObjects)
      .where(and(eq(storageObjects.id, candidate.id), old))
      .returning({ fileName: storageObjects.fileName, size: storageObjects.size });
    if (!deleted) continue;
    await ctx.store.delete(deleted.fileName);
    report.removed += 1;
    report.bytes += deleted.size;
  }
  return report;
}

/**
 * Collects every owner's unused images (24 hours' grace) now and then every hour, one run at a
 * time, until the returned function stops it. Failures are reported, not thrown.
 */
export function collectUnusedImagesPeriodically(
  ctx: Pick<StorageContext, 'db' | 'store'>,
  report: { done(result: CollectReport): void; failed(error: unknown): void },
  intervalMs = UNUSED_IMAGE_SWEEP_INTERVAL_MS,
): () => void {
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return;
    running = collectUnusedImages(ctx, { olderThan: new Date(Date.now() - UNUSED_IMAGE_GRACE_MS) })
      .then((result) => report.done(result), (error: unknown) => report.failed(error))
      .finally(() => (running = null));
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
