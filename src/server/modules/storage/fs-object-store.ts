import { createReadStream } from 'node:fs';
import { access, mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { assertStoredName, type ByteRange, type ObjectStore } from './object-store';

/**
 * Files under a folder (DATA_DIR/uploads), spread over 256 subfolders by the name's first two
 * characters. Writes go to a temporary file first and are renamed into place, so a reader never
 * sees half a file.
 */
export function fsObjectStore(root: string): ObjectStore {
  const pathOf = (name: string) => {
    assertStoredName(name);
    return path.join(root, name.slice(0, 2), name);
  };

  return {
    async put(name, data) {
      const target = pathOf(name);
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
      const handle = await open(temporary, 'wx', 0o644);
      try {
        await handle.writeFile(data);
        await handle.sync();
      } finally {
        await handle.close();
      }
      try {
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },

    async read(name, range?: ByteRange): Promise<Readable> {
      const file = pathOf(name);
      await access(file);
      return createReadStream(file, range ? { start: range.start, end: range.end } : {});
    },

    async delete(name) {
      await rm(pathOf(name), { force: true });
    },

    async exists(name) {
      try {
        await access(pathOf(name));
        return true;
      } catch {
        return false;
      }
    },
  };
}
