import type { Item } from '@shared/schemas/item';
import type { ItemRow } from '../../db/schema';

export function toItemDto({ saveWriter: _writer, saveSeq: _seq, ...row }: ItemRow): Item {
  return {
    ...row,
    content: row.content,
    visibleFrom: row.visibleFrom?.toISOString() ?? null,
    visibleUntil: row.visibleUntil?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
