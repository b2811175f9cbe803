import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { apiTokens } from '../../db/schema';
import { AppError } from '../../errors';
import { API_TOKEN_MESSAGES } from './messages';

/**
 * DELETE /api/account/tokens/:id: the row goes, so the token answers 401 on every instance from
 * the next request (tokens are looked up on each request, never cached). Another's token is a 404.
 */
export async function revokeApiToken(db: Database, userId: string, id: string): Promise<void> {
  const deleted = await db.delete(apiTokens).where(and(eq(apiTokens.id, id), eq(apiTokens.userId, userId))).returning({ id: apiTokens.id });
  if (deleted.length === 0) throw new AppError(404, 'api_token_not_found', API_TOKEN_MESSAGES.notFound);
}
