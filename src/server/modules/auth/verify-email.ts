import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { AUTH_MESSAGES } from './auth-error';
import type { AuthContext, CallInfo } from './auth-context';
import { createSession } from './create-session';
import { issueTokens } from './issue-tokens';
import { safeRedirect } from './redirect';
import { CONFIRMATION_TTL_MS } from './send-confirmation';
import { hashToken } from './secrets';

const VERIFY_TYPES = ['signup', 'email'];

/**
 * GET /auth/v1/verify, the link of the confirmation mail. Confirms the e-mail, signs the user in and
 * answers where to send the browser: the redirect with the session in the URL fragment (what
 * supabase-js picks up), or with `error`, `error_code` and `error_description` when the link is bad.
 */
export async function verifyEmail(
  auth: AuthContext,
  info: CallInfo,
  query: { token?: unknown; type?: unknown; redirect_to?: unknown },
): Promise<string> {
  const target = new URL(safeRedirect(query.redirect_to, info.origin));
  target.hash = '';
  const withFragment = (values: Record<string, string>) => `${target.toString()}#${new URLSearchParams(values)}`;
  const failure = (code: string, description: string) =>
    withFragment({ error: 'access_denied', error_code: code, error_description: description });

  if (typeof query.type !== 'string' || !VERIFY_TYPES.includes(query.type)) {
    return failure('validation_failed', AUTH_MESSAGES.verifyTypeInvalid);
  }
  const token = typeof query.token === 'string' && query.token.length <= 256 ? query.token : '';
  const [user] = token
    ? await auth.db.select().from(users).where(eq(users.confirmationTokenHash, hashToken(token)))
    : [];
  const sentAt = user?.confirmationSentAt?.getTime() ?? 0;
  if (!user || Date.now() - sentAt > CONFIRMATION_TTL_MS) return failure('otp_expired', AUTH_MESSAGES.linkInvalid);

  const signedIn = await auth.db.transaction(async (tx) => {
    const now = new Date();
    const [confirmed] = await tx
      .update(users)
      .set({ emailConfirmedAt: user.emailConfirmedAt ?? now, confirmationTokenHash: null, lastSignInAt: now })
      .where(eq(users.id, user.id))
      .returning();
    const started = await createSession(tx, user.id, 'otp', info);
    return { user: confirmed ?? user, ...started };
  });
  const session = await issueTokens(auth, info, signedIn.user, signedIn.session, signedIn.refreshToken);
  return withFragment({
    access_token: session.access_token,
    expires_at: String(session.expires_at),
    expires_in: String(session.expires_in),
    refresh_token: session.refresh_token,
    token_type: session.token_type,
    type: 'signup',
  });
}
