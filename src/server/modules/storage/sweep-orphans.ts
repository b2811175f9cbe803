import { storageObjects } from '../../db/schema';
import type { StorageContext } from './storage-context';

export interface SweepReport {
  /** Temporary files of writes a crash interrupted, deleted. */
  unfinished: number;
  /** Stored files no row names (written just before a crash, or replaced and not yet deleted), deleted. */
  orphanFiles: number;
  /** Rows whose file is missing: kept (their URL answers 404) and reported. */
  missingFiles: string[];
}

export interface SweepOptions {
  /**
   * Only files last written before this are deleted. With a store that several instances share
   * (S3), another instance may have written a file whose row is not committed yet: main.ts then
   * passes an hour ago. Unset: every file no row names (one server per uploads folder).
   */
  olderThan?: Date;
}

/**
 * Run at start, before the server listens: an upload writes its file before its row commits, and a
 * replaced file is deleted after the commit, so a crash can only leave files without rows; they are
 * deleted here (docs/decisions/820-crash-safety.md, 832-object-storage.md).
 */
export async function sweepOrphanFiles(ctx: Pick<StorageContext, 'db' | 'store'>, options: SweepOptions = {}): Promise<SweepReport> {
  const unfinished = await ctx.store.removeUnfinished();
  const rows = await ctx.db.select({ fileName: storageObjects.fileName }).from(storageObjects);
  const known = new Set(rows.map((row) => row.fileName));
  const stored = new Set<string>();
  let orphanFiles = 0;
  for await (const file of ctx.store.list()) {
    stored.add(file.name);
    if (known.has(file.name)) continue;
    if (options.olderThan && file.lastModified >= options.olderThan) continue;
    await ctx.store.delete(file.name);
    orphanFiles++;
  }
  return { unfinished, orphanFiles, missingFiles: [...known].filter((name) => !stored.has(name)) };
}
