import { createHash, randomBytes } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { utcDay } from '@shared/days';
import { API_TOKEN_PREFIX, type CreatedApiToken, MAX_API_TOKENS, type NewApiToken } from '@shared/schemas/api-tokens';
import type { Database } from '../../db/client';
import { apiTokens } from '../../db/schema';
import { AppError } from '../../errors';
import { toApiTokenDto } from './api-token-dto';
import { API_TOKEN_MESSAGES } from './messages';

/** Characters of the token kept in the list to tell tokens apart ('lh_' and 6 more). */
const SHOWN_PREFIX = API_TOKEN_PREFIX.length + 6;

/** The stored form of a token: its hex SHA-256 (the token has 256 random bits, so no salt or slow hash is needed). */
export const hashApiToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * POST /api/account/tokens: a new token of the caller, answered once with its secret. At most
 * MAX_API_TOKENS per account, counted under the account's lock.
 */
export async function createApiToken(db: Database, userId: string, input: NewApiToken): Promise<CreatedApiToken> {
  const expiresAt = input.expiresOn ? endOfDay(input.expiresOn) : null;
  const token = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const row = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`api-tokens:${userId}`}))`);
    const [held] = await tx.select({ n: count() }).from(apiTokens).where(eq(apiTokens.userId, userId));
    if ((held?.n ?? 0) >= MAX_API_TOKENS) throw new AppError(409, 'too_many_api_tokens', API_TOKEN_MESSAGES.tooMany);
    const [created] = await tx
      .insert(apiTokens)
      .values({ userId, name: input.name, scope: input.scope, tokenHash: hashApiToken(token), prefix: token.slice(0, SHOWN_PREFIX), expiresAt })
      .returning();
    return created!;
  });
  return { ...toApiTokenDto(row), token };
}

/** A day's expiry is its end in UTC; a past day is refused. */
function endOfDay(day: string): Date {
  if (day < utcDay(Date.now())) throw new AppError(400, 'api_token_expiry_past', API_TOKEN_MESSAGES.expiryPast);
  return new Date(`${day}T23:59:59.999Z`);
}
