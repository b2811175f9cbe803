import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/** One entry of a streamed ZIP: bytes at hand (compressed), or a stored file read when its turn comes (kept as is). */
export type ZipEntry = { name: string; data: Uint8Array; mtime?: Date } | { name: string; open: () => Promise<Readable>; mtime?: Date };

/**
 * A ZIP written as it is read: entries one after another, each stored file read only when the
 * client has taken what came before (no file and no archive held whole in memory). A stored file
 * that cannot be opened is left out.
 */
export function zipStream(entries: Iterable<ZipEntry>): Readable {
  const output = new PassThrough();
  void writeZip(entries, output).catch((error: unknown) => output.destroy(error as Error));
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

async function writeZip(entries: Iterable<ZipEntry>, output: PassThrough): Promise<void> {
  let failed: Error | null = null;
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      failed = error;
      return;
    }
    output.write(chunk);
    if (final) output.end();
  });
  for (const entry of entries) {
    if (failed) throw failed;
    if (output.destroyed) return;
    if ('data' in entry) {
      const file = new ZipDeflate(entry.name, { level: 6 });
      if (entry.mtime) file.mtime = entry.mtime;
      zip.add(file);
      file.push(entry.data, true);
      continue;
    }
    let source: Readable;
    try {
      source = await entry.open();
    } catch {
      continue;
    }
    const file = new ZipPassThrough(entry.name);
    if (entry.mtime) file.mtime = entry.mtime;
    zip.add(file);
    for await (const chunk of source) {
      file.push(chunk as Uint8Array);
      // Waits for the client to take what was written before reading more.
      if (output.writableNeedDrain) await drained(output);
      if (output.destroyed) {
        source.destroy();
        return;
      }
    }
    file.push(new Uint8Array(0), true);
  }
  zip.end();
  if (failed) throw failed;
}
