import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { type UserRow, users } from '../../db/schema';
import { AUTH_MESSAGES } from './auth-error';
import type { AuthContext, CallInfo } from './auth-context';
import { createSession } from './create-session';
import { deleteSessions } from './end-sessions';
import { issueTokens } from './issue-tokens';
import { EMAIL_CHANGE_TTL_MS, RECOVERY_TTL_MS } from './links';
import { hashPassword } from './passwords';
import { safeRedirect } from './redirect';
import { hashToken, newOpaqueToken } from './secrets';
import { CONFIRMATION_TTL_MS } from './send-confirmation';

type Outcome = { user: UserRow; method: 'otp' | 'recovery'; ended: string[] } | { failure: string };

/**
 * GET /auth/v1/verify, the links of the mails and of /admin. `signup` (or `email`) confirms the
 * e-mail; `recovery` signs the user in to choose a new password, ending every other session (an
 * unconfirmed account is confirmed, and its password, never proven, is dropped); `email_change`
 * moves the account to its new address. Each link works once. Answers where to send the browser:
 * the redirect with the session in the URL fragment (what supabase-js picks up; `type=recovery`
 * makes it emit PASSWORD_RECOVERY), or with `error`, `error_code` and `error_description`.
 */
export async function verify(
  auth: AuthContext,
  info: CallInfo,
  query: { token?: unknown; type?: unknown; redirect_to?: unknown },
): Promise<string> {
  const target = new URL(safeRedirect(query.redirect_to, info.origin));
  target.hash = '';
  const withFragment = (values: Record<string, string>) => `${target.toString()}#${new URLSearchParams(values)}`;
  const failure = (code: string, description: string) =>
    withFragment({ error: 'access_denied', error_code: code, error_description: description });

  const type = query.type === 'email' ? 'signup' : query.type;
  if (type !== 'signup' && type !== 'recovery' && type !== 'email_change') {
    return failure('validation_failed', AUTH_MESSAGES.verifyTypeInvalid);
  }
  const token = typeof query.token === 'string' && query.token.length <= 256 ? query.token : '';
  const tokenHash = hashToken(token);
  // Worked out before the transaction: argon2 takes a while and must not hold the row.
  const droppedPassword = type === 'recovery' ? await hashPassword(newOpaqueToken()) : null;

  const outcome = await auth.db.transaction(async (tx): Promise<Outcome> => {
    if (!token) return { failure: invalidLink(type) };
    const column =
      type === 'signup' ? users.confirmationTokenHash : type === 'recovery' ? users.recoveryTokenHash : users.emailChangeTokenHash;
    const [user] = await tx.select().from(users).where(eq(column, tokenHash)).for('update');
    if (!user || user.disabledAt) return { failure: invalidLink(type) };
    const now = new Date();
    if (type === 'signup') {
      if (now.getTime() - (user.confirmationSentAt?.getTime() ?? 0) > CONFIRMATION_TTL_MS) return { failure: invalidLink(type) };
      const confirmed = await update(tx, user, { emailConfirmedAt: user.emailConfirmedAt ?? now, confirmationTokenHash: null, lastSignInAt: now });
      return { user: confirmed, method: 'otp', ended: [] };
    }
    if (type === 'recovery') {
      if (now.getTime() - (user.recoverySentAt?.getTime() ?? 0) > RECOVERY_TTL_MS) return { failure: invalidLink(type) };
      const recovered = await update(tx, user, {
        recoveryTokenHash: null,
        emailConfirmedAt: user.emailConfirmedAt ?? now,
        confirmationTokenHash: null,
        lastSignInAt: now,
        ...(user.emailConfirmedAt || !droppedPassword ? {} : { passwordHash: droppedPassword }),
      });
      return { user: recovered, method: 'recovery', ended: await deleteSessions(tx, user.id) };
    }
    if (now.getTime() - (user.emailChangeSentAt?.getTime() ?? 0) > EMAIL_CHANGE_TTL_MS || !user.emailChange) {
      return { failure: invalidLink(type) };
    }
    const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, user.emailChange));
    if (taken) return { failure: AUTH_MESSAGES.emailExists };
    const moved = await update(tx, user, {
      email: user.emailChange,
      username: user.emailChange,
      emailChange: null,
      emailChangeTokenHash: null,
      emailChangeSentAt: null,
      lastSignInAt: now,
    });
    return { user: moved, method: 'otp', ended: [] };
  });
  if ('failure' in outcome) return failure('otp_expired', outcome.failure);
  if (outcome.ended.length > 0) await auth.changes.publish({ type: 'sessions', ids: outcome.ended });

  const started = await createSession(auth.db, outcome.user.id, outcome.method, info);
  const session = await issueTokens(auth, info, outcome.user, started.session, started.refreshToken);
  return withFragment({
    access_token: session.access_token,
    expires_at: String(session.expires_at),
    expires_in: String(session.expires_in),
    refresh_token: session.refresh_token,
    token_type: session.token_type,
    type,
  });
}

function invalidLink(type: 'signup' | 'recovery' | 'email_change'): string {
  if (type === 'recovery') return AUTH_MESSAGES.recoveryLinkInvalid;
  if (type === 'email_change') return AUTH_MESSAGES.emailChangeLinkInvalid;
  return AUTH_MESSAGES.linkInvalid;
}

async function update(tx: Transaction, user: UserRow, values: Partial<typeof users.$inferInsert>): Promise<UserRow> {
  const [updated] = await tx.update(users).set(values).where(eq(users.id, user.id)).returning();
  return updated ?? user;
}
