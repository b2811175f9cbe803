import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { AUTH_MESSAGES, AuthError } from './auth-error';
import type { AuthContext } from './auth-context';
import { normalizeEmail } from './credentials';
import { createRecoveryLink } from './links';
import { PASSKEY_MESSAGES } from '@shared/sign-in-methods';

/**
 * POST /auth/v1/recover (supabase-js resetPasswordForEmail): mails a one-time link that signs the
 * user in for choosing a new password. The answer is `{}` whether or not the address has an
 * account, and comes before the mail is sent, so its time tells nothing either; mail failures go
 * to `onMailError` (the log). Without SMTP the site cannot mail anything and says so (decision 110).
 */
export async function recover(
  auth: AuthContext,
  input: { email?: unknown; redirectTo?: unknown },
  onMailError: (error: unknown) => void,
): Promise<Record<string, never>> {
  // A recovery link only leads to choosing a password, which this site then refuses (issue 41).
  if (!auth.passwordSignIn) throw new AuthError(403, 'password_signin_disabled', PASSKEY_MESSAGES.passwordSignInOff);
  const email = normalizeEmail(input.email);
  const mail = auth.mail;
  if (!mail) throw new AuthError(422, 'email_sending_disabled', AUTH_MESSAGES.emailSendingDisabled);
  await auth.mails.take('recovery', email);

  const [user] = await auth.db
    .select({ id: users.id, email: users.email, disabledAt: users.disabledAt })
    .from(users)
    .where(eq(users.email, email));
  if (user && !user.disabledAt) {
    void (async () => {
      const recovery = await createRecoveryLink(auth.db, user.id, mail.origin, input.redirectTo);
      if (recovery) await mail.mailer.send({ kind: 'recovery', to: user.email, link: recovery.link, siteName: auth.siteName });
    })().catch(onMailError);
  }
  return {};
}
