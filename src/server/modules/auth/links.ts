import { eq } from 'drizzle-orm';
import { ACCOUNT_PATHS } from '@shared/schemas/account';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import { landingUrl } from './redirect';
import { hashToken, newOpaqueToken } from './secrets';

/** How long a recovery link works (decision 110). */
export const RECOVERY_TTL_MS = 60 * 60 * 1000;
/** How long the link to confirm a new address works (GoTrue's mailer default, as sign-up's). */
export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;
/** How long the old address may undo an e-mail change (decision 120). */
export const EMAIL_UNDO_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** `email_change_undo`: the link mailed to the old address after an e-mail change (decision 120). */
export type LinkType = 'signup' | 'recovery' | 'email_change' | 'email_change_undo';

/** Where each link lands when it names no allowed screen (decision 118). */
export const LANDING_OF: Record<LinkType, string> = {
  signup: '/',
  recovery: ACCOUNT_PATHS.resetPassword,
  email_change: ACCOUNT_PATHS.account,
  email_change_undo: ACCOUNT_PATHS.resetPassword,
};

/** `{origin}/auth/v1/verify?token=…&type=…&redirect_to=…`, the link every mail and admin hands out. */
export function verifyLink(origin: string, token: string, type: LinkType, redirectTo?: unknown): string {
  const link = new URL(`${origin}/auth/v1/verify`);
  link.searchParams.set('token', token);
  link.searchParams.set('type', type);
  link.searchParams.set('redirect_to', landingUrl(redirectTo, origin, LANDING_OF[type]));
  return link.toString();
}

/**
 * A new one-time recovery link for the user (the previous one stops working): from the mail, from
 * /admin or from `npm run admin -- reset-link`. Null when there is no such user.
 */
export async function createRecoveryLink(
  db: Executor,
  userId: string,
  origin: string,
  redirectTo?: unknown,
): Promise<{ link: string; expiresAt: Date } | null> {
  const token = newOpaqueToken();
  const sentAt = new Date();
  const [row] = await db
    .update(users)
    .set({ recoveryTokenHash: hashToken(token), recoverySentAt: sentAt })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  if (!row) return null;
  return {
    link: verifyLink(origin, token, 'recovery', redirectTo),
    expiresAt: new Date(sentAt.getTime() + RECOVERY_TTL_MS),
  };
}
