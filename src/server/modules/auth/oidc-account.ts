import { eq } from 'drizzle-orm';
import type { SsoErrorKey } from '@shared/sign-in-methods';
import { type UserRow, users } from '../../db/schema';
import { consumeInvitation, isUsableInvitation } from '../signups/invitations';
import { getSignupMode } from '../signups/signup-mode';
import type { AuthContext } from './auth-context';

/**
 * The account of an address the provider verified: the one that holds it, or a new one when the
 * sign-up mode allows (open; invite with a usable invitation; never when closed). A new account has
 * no password. An unconfirmed account's password goes: whoever chose it never proved the address,
 * and the provider just did (decision 124's reasoning).
 */
export async function accountForVerifiedEmail(
  auth: AuthContext,
  email: string,
  invitation: string | undefined,
): Promise<UserRow | SsoErrorKey> {
  const now = new Date();
  const [existing] = await auth.db.select().from(users).where(eq(users.email, email));
  if (existing) {
    if (existing.disabledAt) return 'disabled';
    const [updated] = await auth.db
      .update(users)
      .set({
        lastSignInAt: now,
        ...(existing.emailConfirmedAt ? {} : { emailConfirmedAt: now, confirmationTokenHash: null, passwordHash: null }),
      })
      .where(eq(users.id, existing.id))
      .returning();
    return updated ?? existing;
  }

  const mode = await getSignupMode(auth.db, auth.defaultSignups);
  if (mode === 'closed') return 'closed';
  if (mode === 'invite' && !(await isUsableInvitation(auth.db, invitation))) return 'invite';
  const created = await auth.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({ email, username: email, passwordHash: null, userMetadata: {}, emailConfirmedAt: now, lastSignInAt: now })
      .onConflictDoNothing({ target: users.email })
      .returning();
    if (row && mode === 'invite' && !(await consumeInvitation(tx, invitation, row.id))) return 'invite' as const;
    return row;
  });
  if (created === 'invite') {
    await auth.db.delete(users).where(eq(users.email, email));
    return 'invite';
  }
  if (created) return created;
  // Made by a parallel sign-in a moment ago.
  const [raced] = await auth.db.select().from(users).where(eq(users.email, email));
  return raced ?? 'failed';
}
