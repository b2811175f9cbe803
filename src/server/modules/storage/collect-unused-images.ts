import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
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
const UNUSED_IMAGE_SWEEP_INTERVAL_MS = HOUR_MS;

/** The file name part of every stored object key: `<uuid>.<extension>` (decision 103). */
const STORED_NAME = String.raw`[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z]{3,4}`;

export interface CollectReport {
  removed: number;
  bytes: number;
}

/** How many owners one step of the hourly sweep looks at before it lets other work through. */
const SWEEP_BATCH_OWNERS = 20;

/**
 * Stored names one owner's pages (profile and background image) and blocks (any field of their
 * content) mention, lower-cased: one pass over that owner's content only, whatever the block type
 * or field (issue 33 N-2: never every owner's). Only an owner's own mentions keep their images:
 * another owner naming a file cannot keep it alive against its owner's room (issue 17).
 */
export async function namesMentionedBy(db: Executor, ownerId: string): Promise<Set<string>> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`
    select distinct lower(match[1]) as name
    from (
      select items.content::text as text from items join pages on pages.id = items.page_id where pages.user_id = ${ownerId}
      union all
      select concat_ws(' ', profile_image, background_image) from pages where user_id = ${ownerId}
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
 * Deletes one owner's images and PDFs (decision 010) that no page or block of theirs uses any more
 * and that were last written before `olderThan`: the row, then the file. Replaced or removed
 * images, deleted blocks and pages leave such images behind, and they count against their owner's
 * storage (decision 801). Reads only this owner's rows and content (decision 865).
 */
async function collectOwnerUnusedImages(
  ctx: Pick<StorageContext, 'db' | 'store'>,
  ownerId: string,
  olderThan: Date,
): Promise<CollectReport> {
  const old = lt(storageObjects.updatedAt, olderThan);
  const candidates = await ctx.db
    .select({ id: storageObjects.id, key: storageObjects.key })
    .from(storageObjects)
    .where(and(old, eq(storageObjects.ownerId, ownerId)));
  if (candidates.length === 0) return { removed: 0, bytes: 0 };

  const inUse = await namesMentionedBy(ctx.db, ownerId);
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

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Collects unused images: one owner's (`ownerId`), or every owner's in bounded batches: owners
 * with images older than the cut-off, `SWEEP_BATCH_OWNERS` at a time in the order of their id, one
 * owner after another, each reading only their own content, with a turn for other work between
 * owners (decision 865).
 */
export async function collectUnusedImages(
  ctx: Pick<StorageContext, 'db' | 'store'>,
  options: { olderThan: Date; ownerId?: string; batchOwners?: number },
): Promise<CollectReport> {
  if (options.ownerId) return collectOwnerUnusedImages(ctx, options.ownerId, options.olderThan);
  const batch = options.batchOwners ?? SWEEP_BATCH_OWNERS;
  const total: CollectReport = { removed: 0, bytes: 0 };
  let after: string | null = null;
  for (;;) {
    const old = lt(storageObjects.updatedAt, options.olderThan);
    const owners: { ownerId: string }[] = await ctx.db
      .selectDistinct({ ownerId: storageObjects.ownerId })
      .from(storageObjects)
      .where(after ? and(old, gt(storageObjects.ownerId, after)) : old)
      .orderBy(asc(storageObjects.ownerId))
      .limit(batch);
    for (const { ownerId } of owners) {
      const report = await collectOwnerUnusedImages(ctx, ownerId, options.olderThan);
      total.removed += report.removed;
      total.bytes += report.bytes;
      await nextTurn();
    }
    if (owners.length < batch) return total;
    after = owners[owners.length - 1]!.ownerId;
  }
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
