import type { Item } from '@shared/schemas/item';
import type { ItemRow } from '../../db/schema';

/** The owner's form of a block: the lock's hash never leaves the server, only `locked` (issue 36). */
export function toItemDto({ saveWriter: _writer, saveSeq: _seq, lockHash, ...row }: ItemRow): Item {
  return {
    ...row,
    content: row.content,
    locked: lockHash !== null,
    visibleFrom: row.visibleFrom?.toISOString() ?? null,
    visibleUntil: row.visibleUntil?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
