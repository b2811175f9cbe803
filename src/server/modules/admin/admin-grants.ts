import { and, inArray, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { adminGrants, type UserRow, users } from '../../db/schema';

type Holder = Pick<UserRow, 'id' | 'email'>;

/**
 * ADMIN_EMAILS makes an account admin once per address: the first account seen holding it (when a
 * session starts with it, or at start for accounts that already hold it) gets `is_admin`, and the
 * address is spent. An admin who moves address stays admin; a later account with the old address
 * does not become one (decision 122). Answers the ids made admin now.
 */
export async function grantAdminAddress(db: Executor, listed: ReadonlySet<string>, user: Pick<UserRow, 'id' | 'email' | 'emailConfirmedAt'>): Promise<string[]> {
  if (!listed.has(user.email) || !user.emailConfirmedAt) return [];
  return grant(db, [user]);
}

/** At start: every listed address already held by a confirmed account (the accounts from before decision 122). */
export async function grantAdminAddresses(db: Executor, listed: ReadonlySet<string>): Promise<string[]> {
  if (listed.size === 0) return [];
  const holders = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(inArray(users.email, [...listed]), isNotNull(users.emailConfirmedAt)));
  return grant(db, holders);
}

async function grant(db: Executor, holders: Holder[]): Promise<string[]> {
  if (holders.length === 0) return [];
  const granted = await db
    .insert(adminGrants)
    .values(holders.map((holder) => ({ email: holder.email, userId: holder.id })))
    .onConflictDoNothing({ target: adminGrants.email })
    .returning({ userId: adminGrants.userId });
  const ids = granted.flatMap((row) => (row.userId ? [row.userId] : []));
  if (ids.length > 0) await db.update(users).set({ isAdmin: true }).where(inArray(users.id, ids));
  return ids;
}
