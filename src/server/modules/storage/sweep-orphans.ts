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

/**
 * Run at start, before the server listens: an upload writes its file before its row commits, and a
 * replaced file is deleted after the commit, so a crash can only leave files without rows; they are
 * deleted here (docs/decisions/820-crash-safety.md). Assumes one server per uploads folder.
 */
export async function sweepOrphanFiles(ctx: Pick<StorageContext, 'db' | 'store'>): Promise<SweepReport> {
  const unfinished = await ctx.store.removeUnfinished();
  const rows = await ctx.db.select({ fileName: storageObjects.fileName }).from(storageObjects);
  const known = new Set(rows.map((row) => row.fileName));
  const stored = new Set<string>();
  let orphanFiles = 0;
  for await (const name of ctx.store.list()) {
    stored.add(name);
    if (known.has(name)) continue;
    await ctx.store.delete(name);
    orphanFiles++;
  }
  return { unfinished, orphanFiles, missingFiles: [...known].filter((name) => !stored.has(name)) };
}
