import { createHash } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { type ObjectStore, isMissingFile } from './object-store';

export interface ObjectCopyReport {
  /** Files in the source store. */
  files: number;
  bytes: number;
  /** Written to the target by this run. */
  copied: number;
  /** Already in the target with the same bytes (an earlier run): left alone. */
  alreadyThere: number;
  /** Files whose bytes in the target were read back and match the source's. */
  verified: number;
  /** Files whose target bytes differ or are missing after the copy. */
  failed: string[];
}

const md5 = (bytes: Buffer) => createHash('md5').update(bytes).digest('hex');

async function readOrNull(store: ObjectStore, name: string): Promise<Buffer | null> {
  try {
    return await buffer(await store.read(name));
  } catch (error) {
    if (isMissingFile(error)) return null;
    throw error;
  }
}

/**
 * Copies every stored file of `from` (DATA_DIR/uploads) into `to` (the S3 bucket) under the same
 * name, one at a time, and reads each one back from the target to compare its bytes. A file the
 * target already holds with the same bytes is not written again, so the copy can be run again
 * safely, for instance once more just before switching STORAGE_BACKEND (decision 835).
 */
export async function copyObjects(from: ObjectStore, to: ObjectStore, progress?: (done: number) => void): Promise<ObjectCopyReport> {
  const report: ObjectCopyReport = { files: 0, bytes: 0, copied: 0, alreadyThere: 0, verified: 0, failed: [] };
  for await (const file of from.list()) {
    const bytes = await readOrNull(from, file.name);
    if (!bytes) continue; // deleted meanwhile
    report.files += 1;
    report.bytes += bytes.length;
    const wanted = md5(bytes);
    const existing = await to.stat(file.name);
    if (existing?.size === bytes.length && md5((await readOrNull(to, file.name)) ?? Buffer.alloc(0)) === wanted) {
      report.alreadyThere += 1;
      report.verified += 1;
    } else {
      await to.put(file.name, bytes);
      report.copied += 1;
      const back = await readOrNull(to, file.name);
      if (back && md5(back) === wanted) report.verified += 1;
      else report.failed.push(file.name);
    }
    progress?.(report.files);
  }
  return report;
}
