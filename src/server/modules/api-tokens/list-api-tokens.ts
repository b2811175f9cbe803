import { asc, eq } from 'drizzle-orm';
import type { ApiToken } from '@shared/schemas/api-tokens';
import type { Database } from '../../db/client';
import { apiTokens } from '../../db/schema';
import { toApiTokenDto } from './api-token-dto';

/** GET /api/account/tokens: the caller's tokens, oldest first, expired ones too (the list says so). */
export async function listApiTokens(db: Database, userId: string): Promise<ApiToken[]> {
  const rows = await db.select().from(apiTokens).where(eq(apiTokens.userId, userId)).orderBy(asc(apiTokens.createdAt));
  return rows.map(toApiTokenDto);
}
