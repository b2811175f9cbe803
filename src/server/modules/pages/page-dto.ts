import type { Page } from '@shared/schemas/page';
import type { PageRow } from '../../db/schema';

export function toPageDto(row: PageRow): Page {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
