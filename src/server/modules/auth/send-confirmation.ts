import { eq } from 'drizzle-orm';
import { type UserRow, users } from '../../db/schema';
import type { AuthContext } from './auth-context';
import { verifyLink } from './links';
import { hashToken, newOpaqueToken } from './secrets';

/** How long a confirmation link works (GoTrue's mailer default). */
export const CONFIRMATION_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Mails the user a new confirmation link. The new link replaces the previous one only once the mail
 * has gone: a mail that fails leaves the previous link working (decision 124).
 */
export async function sendConfirmation(auth: AuthContext, user: UserRow, redirectTo: unknown): Promise<UserRow> {
  if (!auth.mail) return user;
  const token = newOpaqueToken();
  const link = verifyLink(auth.mail.origin, token, 'signup', redirectTo);
  await auth.mail.mailer.send({ kind: 'confirmation', to: user.email, link, siteName: auth.siteName });
  const [updated] = await auth.db
    .update(users)
    .set({ confirmationTokenHash: hashToken(token), confirmationSentAt: new Date() })
    .where(eq(users.id, user.id))
    .returning();
  return updated ?? user;
}
