import type { ApiToken } from '@shared/schemas/api-tokens';
import type { ApiTokenRow } from '../../db/schema';

export const toApiTokenDto = (row: ApiTokenRow): ApiToken => ({
  id: row.id,
  name: row.name,
  scope: row.scope,
  prefix: row.prefix,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt?.toISOString() ?? null,
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});
