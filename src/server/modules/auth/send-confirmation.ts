import { eq } from 'drizzle-orm';
import { type UserRow, users } from '../../db/schema';
import type { AuthContext, CallInfo } from './auth-context';
import { verifyLink } from './links';
import { hashToken, newOpaqueToken } from './secrets';

/** How long a confirmation link works (GoTrue's mailer default). */
export const CONFIRMATION_TTL_MS = 24 * 60 * 60 * 1000;

/** Gives the user a new confirmation link and mails it; the previous link stops working. */
export async function sendConfirmation(
  auth: AuthContext,
  info: CallInfo,
  user: UserRow,
  redirectTo: unknown,
): Promise<UserRow> {
  if (!auth.mailer) return user;
  const token = newOpaqueToken();
  const [updated] = await auth.db
    .update(users)
    .set({ confirmationTokenHash: hashToken(token), confirmationSentAt: new Date() })
    .where(eq(users.id, user.id))
    .returning();
  if (!updated) return user;
  const link = verifyLink(info.origin, token, 'signup', redirectTo);
  await auth.mailer.send({ kind: 'confirmation', to: user.email, link, siteName: auth.siteName });
  return updated;
}
