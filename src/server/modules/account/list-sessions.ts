import { asc, eq } from 'drizzle-orm';
import type { AccountSessionList } from '@shared/schemas/security';
import type { AuthUser } from '../../auth/token-verifier';
import { authSessions } from '../../db/schema';
import type { AccountsContext } from './accounts-context';

/**
 * GET /api/account/sessions ('Sesiones', decision 921): the caller's signed-in devices, with the
 * browser and system read at sign-in, when each started and was last used (its last token refresh),
 * the caller's own marked. No address is kept.
 */
export async function listSessions(ctx: AccountsContext, caller: AuthUser): Promise<AccountSessionList> {
  const rows = await ctx.db.select().from(authSessions).where(eq(authSessions.userId, caller.id)).orderBy(asc(authSessions.createdAt));
  return {
    sessions: rows.map((row) => ({
      id: row.id,
      browser: row.browser,
      os: row.os,
      createdAt: row.createdAt.toISOString(),
      lastUsedAt: (row.refreshedAt ?? row.createdAt).toISOString(),
      current: row.id === caller.sessionId,
    })),
  };
}
