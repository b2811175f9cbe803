import type { Readable } from 'node:stream';
import { zipStream } from '../../lib/zip-stream';
import { listOwnerObjects } from '../storage/owner-objects';
import type { AccountsContext } from './accounts-context';

/**
 * GET /api/account/export/files: a ZIP of every file the caller uploaded, in any bucket, named
 * `{bucket}/{key}`, streamed one file after another (stored, not recompressed: they are images
 * already compressed). A file whose bytes are missing is left out.
 */
export async function exportFiles(ctx: AccountsContext, ownerId: string): Promise<Readable> {
  const objects = await listOwnerObjects(ctx.db, ownerId);
  return zipStream(objects.map((object) => ({ name: `${object.bucket}/${object.key}`, mtime: object.updatedAt, open: () => ctx.store.read(object.fileName) })));
}
