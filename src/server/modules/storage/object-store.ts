import type { Readable } from 'node:stream';

/** An inclusive byte range of a stored file. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where the bytes of uploaded files live. Names are server-generated (`<uuid>.<ext>`); metadata
 * lives in the database (storage_objects). The filesystem is the default; an S3-compatible store
 * can implement the same calls without touching the routes.
 */
export interface ObjectStore {
  put(name: string, data: Buffer): Promise<void>;
  /** The file's bytes, or only `range` of them; rejects with code 'ENOENT' when missing. */
  read(name: string, range?: ByteRange): Promise<Readable>;
  delete(name: string): Promise<void>;
  exists(name: string): Promise<boolean>;
  /** Every stored name (for the orphan sweep at start). */
  list(): AsyncIterable<string>;
  /** Deletes writes a crash left unfinished; answers how many. */
  removeUnfinished(): Promise<number>;
}

/** Names the server generates; anything else never reaches a store (no path traversal). */
export const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|gif|webp|pdf)$/;

export function assertStoredName(name: string): void {
  if (!STORED_NAME.test(name)) throw new Error(`Refusing unsafe stored object name: ${JSON.stringify(name)}`);
}
