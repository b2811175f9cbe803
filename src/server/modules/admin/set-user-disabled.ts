import { eq } from 'drizzle-orm';
import { pages, users } from '../../db/schema';
import { deleteSessions } from '../auth/end-sessions';
import type { AccountsContext } from '../account/accounts-context';

/**
 * Disables or enables an account (decision 114). Disabled: it cannot sign in, its sessions end now
 * (rows deleted, every instance's session cache told through the change bus, decision 830), and its
 * public pages answer 404 at once (the bus drops their cached renders). Enabled again, its pages come back. False when there is no such user.
 */
export async function setUserDisabled(ctx: AccountsContext, userId: string, disabled: boolean): Promise<boolean> {
  const outcome = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ disabledAt: disabled ? new Date() : null })
      .where(eq(users.id, userId))
      .returning({ id: users.id });
    if (!row) return null;
    const sessionIds = disabled ? await deleteSessions(tx, userId) : [];
    const pageIds = (await tx.select({ id: pages.id }).from(pages).where(eq(pages.userId, userId))).map((page) => page.id);
    return { sessionIds, pageIds };
  });
  if (!outcome) return false;
  if (outcome.sessionIds.length > 0) await ctx.changes.publish({ type: 'sessions', ids: outcome.sessionIds });
  await ctx.changes.publish({ type: 'users', ids: [userId] });
  ctx.changes.touch(...outcome.pageIds);
  return true;
}
