import { eq } from 'drizzle-orm';
import type { Account } from '@shared/schemas/account';
import type { AuthUser } from '../../auth/token-verifier';
import { users } from '../../db/schema';
import { AppError, MESSAGES } from '../../errors';
import type { AccountsContext } from './accounts-context';

/**
 * Whether the caller is an instance admin (decision 116): `users.is_admin`, granted once through
 * ADMIN_EMAILS (decision 122) or by `npm run admin -- make-admin`, and not disabled. With a hosted
 * project, ADMIN_EMAILS against the token's (project-verified) e-mail.
 */
export async function isAdmin(ctx: AccountsContext, caller: AuthUser): Promise<boolean> {
  if (!ctx.embedded) return caller.email !== null && ctx.adminEmails.has(caller.email.toLowerCase());
  const [row] = await ctx.db.select({ isAdmin: users.isAdmin, disabledAt: users.disabledAt }).from(users).where(eq(users.id, caller.id));
  return Boolean(row && !row.disabledAt && row.isAdmin);
}

/** GET /api/account: who the caller is (the e-mail as stored now, not as the token says). */
export async function getAccount(ctx: AccountsContext, caller: AuthUser): Promise<Account> {
  let email = caller.email;
  if (ctx.embedded) {
    const [row] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, caller.id));
    if (!row) throw new AppError(401, 'account_gone', MESSAGES.accountGone);
    email = row.email;
  }
  return { id: caller.id, email, isAdmin: await isAdmin(ctx, caller) };
}
