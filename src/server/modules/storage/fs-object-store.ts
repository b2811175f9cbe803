import { access, mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { STORED_NAME, assertStoredName, type ByteRange, type ObjectStore, type StoredFile } from './object-store';

const TEMPORARY = /\.tmp$/;

/**
 * Files under a folder (DATA_DIR/uploads), spread over 256 subfolders by the name's first two
 * characters. Writes go to a temporary file first, are flushed to disk and renamed into place (the
 * folder flushed too), so a reader never sees half a file and a finished `put` survives a crash.
 */
export function fsObjectStore(root: string): ObjectStore {
  const pathOf = (name: string) => {
    assertStoredName(name);
    return path.join(root, name.slice(0, 2), name);
  };

  async function* folders(): AsyncGenerator<string> {
    let entries;
    try {
      entries = await readdir(root, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const entry of entries) if (entry.isDirectory()) yield path.join(root, entry.name);
  }

  const statOf = async (name: string, file: string): Promise<StoredFile | null> => {
    try {
      const info = await stat(file);
      return { name, size: info.size, lastModified: info.mtime };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  };

  return {
    kind: 'fs',

    async put(name, data) {
      const target = pathOf(name);
      const folder = path.dirname(target);
      await mkdir(folder, { recursive: true });
      const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
      const handle = await open(temporary, 'wx', 0o644);
      try {
        // writeFile writes from the current position and loops over short writes.
        if (Buffer.isBuffer(data)) await handle.writeFile(data);
        else for await (const chunk of data) await handle.writeFile(chunk as Buffer);
        await handle.sync();
      } catch (error) {
        await handle.close();
        await rm(temporary, { force: true });
        throw error;
      }
      await handle.close();
      try {
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      await syncFolder(folder);
    },

    async read(name, range?: ByteRange): Promise<Readable> {
      // Opened before answering: a missing file rejects here (ENOENT), not in the middle of a reply.
      const handle = await open(pathOf(name), 'r');
      return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
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

    stat(name) {
      return statOf(name, pathOf(name));
    },

    async *list() {
      for await (const folder of folders()) {
        for (const name of await readdir(folder)) {
          if (!STORED_NAME.test(name)) continue;
          const file = await statOf(name, path.join(folder, name));
          if (file) yield file;
        }
      }
    },

    async removeUnfinished() {
      let removed = 0;
      for await (const folder of folders()) {
        for (const name of await readdir(folder)) {
          if (!TEMPORARY.test(name)) continue;
          await rm(path.join(folder, name), { force: true });
          removed++;
        }
      }
      return removed;
    },
  };
}

/** Makes a rename in `folder` durable (a no-op where folders cannot be opened, as on Windows). */
async function syncFolder(folder: string): Promise<void> {
  let handle;
  try {
    handle = await open(folder, 'r');
  } catch {
    return;
  }
  try {
    await handle.sync();
  } catch {
    // Some filesystems refuse fsync on a folder; the file itself is already flushed.
  } finally {
    await handle.close();
  }
}
