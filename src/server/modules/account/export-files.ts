import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipPassThrough } from 'fflate';
import type { ObjectStore } from '../storage/object-store';
import { type OwnerObject, listOwnerObjects } from '../storage/owner-objects';
import type { AccountsContext } from './accounts-context';

/**
 * GET /api/account/export/files: a ZIP of every file the caller uploaded, in any bucket, named
 * `{bucket}/{key}`, streamed one file after another (stored, not recompressed: they are images
 * already compressed). A file whose bytes are missing is left out.
 */
export async function exportFiles(ctx: AccountsContext, ownerId: string): Promise<Readable> {
  const objects = await listOwnerObjects(ctx.db, ownerId);
  const output = new PassThrough();
  void writeZip(ctx.store, objects, output).catch((error: unknown) => output.destroy(error as Error));
  return output;
}

/** Resolves when `output` takes more, or is gone. */
function drained(output: PassThrough): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      output.off('drain', done);
      output.off('close', done);
      resolve();
    };
    output.once('drain', done);
    output.once('close', done);
  });
}

async function writeZip(store: ObjectStore, objects: OwnerObject[], output: PassThrough): Promise<void> {
  let failed: Error | null = null;
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      failed = error;
      return;
    }
    output.write(chunk);
    if (final) output.end();
  });
  for (const object of objects) {
    if (failed) throw failed;
    if (output.destroyed) return;
    let source: Readable;
    try {
      source = await store.read(object.fileName);
    } catch {
      continue;
    }
    const entry = new ZipPassThrough(`${object.bucket}/${object.key}`);
    entry.mtime = object.updatedAt;
    zip.add(entry);
    for await (const chunk of source) {
      entry.push(chunk as Uint8Array);
      // Waits for the client to take what was written before reading more.
      if (output.writableNeedDrain) await drained(output);
      if (output.destroyed) {
        source.destroy();
        return;
      }
    }
    entry.push(new Uint8Array(0), true);
  }
  zip.end();
  if (failed) throw failed;
}
