import type { Readable } from 'node:stream';

/** An inclusive byte range of a stored file. */
export interface ByteRange {
  start: number;
  end: number;
}

/** What a store knows of one of its files. */
export interface StoredFile {
  name: string;
  size: number;
  lastModified: Date;
}

interface PutOptions {
  /** Kept with the object where the store can (S3's Content-Type); the database stays the authority. */
  contentType?: string;
  /** The length of a stream body, when known (lets S3 send it in one request). */
  size?: number;
}

/**
 * Where the bytes of uploaded files live (decision 832). Names are server-generated
 * (`<uuid>.<ext>`); metadata lives in the database (storage_objects). Two drivers: the local disk
 * (`fs-object-store.ts`, the default) and an S3-compatible bucket (`s3-object-store.ts`); the same
 * contract suite (`object-store.contract.test.ts`) runs against both.
 */
export interface ObjectStore {
  readonly kind: 'fs' | 's3';
  /**
   * Stores the whole body under `name`, replacing what was there. Once it resolves the file is
   * complete and durable; readers never see part of it.
   */
  put(name: string, data: Buffer | Readable, options?: PutOptions): Promise<void>;
  /** The file's bytes, or only `range` of them; rejects with code 'ENOENT' when missing. */
  read(name: string, range?: ByteRange): Promise<Readable>;
  /** Deletes the file; deleting a missing file is not an error. */
  delete(name: string): Promise<void>;
  exists(name: string): Promise<boolean>;
  /** Size and date of the file, or null when missing. */
  stat(name: string): Promise<StoredFile | null>;
  /** Every stored file (for the orphan sweep and `storage:copy`). */
  list(): AsyncIterable<StoredFile>;
  /** Deletes writes a crash left unfinished; answers how many. */
  removeUnfinished(): Promise<number>;
  close?(): Promise<void>;
}

/** Names the server generates; anything else never reaches a store (no path traversal). */
export const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|gif|webp|pdf)$/;

export function assertStoredName(name: string): void {
  if (!STORED_NAME.test(name)) throw new Error(`Refusing unsafe stored object name: ${JSON.stringify(name)}`);
}

/** The error both drivers reject with for a missing file (serve-object.ts answers NoSuchKey). */
export function missingFile(name: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`Stored file ${name} is missing`), { code: 'ENOENT' });
}

export function isMissingFile(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';
}
