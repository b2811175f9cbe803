import { and, eq } from 'drizzle-orm';
import type { AuthUser } from '../../auth/token-verifier';
import { authSessions } from '../../db/schema';
import { AppError } from '../../errors';
import { MFA_MESSAGES } from '../auth/mfa-messages';
import type { AccountsContext } from './accounts-context';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * DELETE /api/account/sessions/{id}: ends one of the caller's sessions, as sign-out does: the row
 * goes (its refresh tokens with it) and the change bus tells every instance to refuse its access
 * tokens. Another account's session is not found.
 */
export async function endSession(ctx: AccountsContext, caller: AuthUser, sessionId: string): Promise<void> {
  if (!UUID.test(sessionId)) throw new AppError(404, 'session_not_found', MFA_MESSAGES.sessionNotFound);
  const ended = await ctx.changes.transaction(ctx.db, async (tx, announce) => {
    const rows = await tx
      .delete(authSessions)
      .where(and(eq(authSessions.id, sessionId), eq(authSessions.userId, caller.id)))
      .returning({ id: authSessions.id });
    announce({ type: 'sessions', ids: rows.map((row) => row.id) });
    return rows.length;
  });
  if (ended === 0) throw new AppError(404, 'session_not_found', MFA_MESSAGES.sessionNotFound);
}
