import type { Domain } from '@shared/schemas/domains';
import type { CustomDomainRow } from '../../db/schema';

export function toDomainDto(row: CustomDomainRow): Domain {
  return {
    id: row.id,
    domain: row.domain,
    pageId: row.pageId,
    state: row.state,
    reason: row.reason,
    token: row.token,
    checkedAt: row.checkedAt?.toISOString() ?? null,
    nextCheckAt: row.nextCheckAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
