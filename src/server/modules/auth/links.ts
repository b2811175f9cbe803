import { eq } from 'drizzle-orm';
import { ACCOUNT_PATHS } from '@shared/schemas/account';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import { safeRedirect } from './redirect';
import { hashToken, newOpaqueToken } from './secrets';

/** How long a recovery link works (decision 110). */
export const RECOVERY_TTL_MS = 60 * 60 * 1000;
/** How long the link to confirm a new address works (GoTrue's mailer default, as sign-up's). */
export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;

export type LinkType = 'signup' | 'recovery' | 'email_change';

/** `{origin}/auth/v1/verify?token=…&type=…&redirect_to=…`, the link every mail and admin hands out. */
export function verifyLink(origin: string, token: string, type: LinkType, redirectTo: unknown, fallbackPath = '/'): string {
  const link = new URL(`${origin}/auth/v1/verify`);
  link.searchParams.set('token', token);
  link.searchParams.set('type', type);
  link.searchParams.set('redirect_to', safeRedirect(redirectTo ?? `${origin}${fallbackPath}`, origin));
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
    link: verifyLink(origin, token, 'recovery', redirectTo, ACCOUNT_PATHS.resetPassword),
    expiresAt: new Date(sentAt.getTime() + RECOVERY_TTL_MS),
  };
}
