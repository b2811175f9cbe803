import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { type UserRow, users } from '../../db/schema';
import { releaseInvitation } from '../signups/invitations';
import { AUTH_MESSAGES } from './auth-error';
import type { AuthContext, CallInfo } from './auth-context';
import { createSession } from './create-session';
import { deleteSessions } from './end-sessions';
import { issueTokens } from './issue-tokens';
import { EMAIL_CHANGE_TTL_MS, EMAIL_UNDO_TTL_MS, LANDING_OF, type LinkType, RECOVERY_TTL_MS, verifyLink } from './links';
import { landingUrl } from './redirect';
import { hashToken, newOpaqueToken } from './secrets';
import { CONFIRMATION_TTL_MS } from './send-confirmation';

/** `lands`: the screen and fragment `type` the browser gets (a recovery's, to choose a password, or the link's own). */
type Outcome =
  | { user: UserRow; method: 'otp' | 'recovery'; lands: LinkType; ended: string[]; undo?: { to: string; token: string } }
  | { failure: string };

const LINK_TYPES = Object.keys(LANDING_OF) as LinkType[];
const isLinkType = (value: unknown): value is LinkType => LINK_TYPES.includes(value as LinkType);

/** Where each type keeps its link's hash. */
const TOKEN_COLUMN = {
  signup: users.confirmationTokenHash,
  recovery: users.recoveryTokenHash,
  email_change: users.emailChangeTokenHash,
  email_change_undo: users.emailUndoTokenHash,
} as const;

const olderThan = (sentAt: Date | null, ttlMs: number, now: Date) => now.getTime() - (sentAt?.getTime() ?? 0) > ttlMs;

/**
 * GET /auth/v1/verify, the links of the mails and of /admin. `signup` (or `email`) confirms the
 * e-mail (an account a second sign-up contested has no password: it lands as a recovery, decision
 * 124); `recovery` signs the user in to choose a new password, ending every other session (an
 * unconfirmed account is confirmed, and its password, never proven, is dropped); `email_change`
 * moves the account to its new address and mails the old one a link to undo it; `email_change_undo`
 * moves it back, ends every session and lands as a recovery (decision 120). Each link works once.
 * The token is looked up first, and no password is hashed here (decision 123). Answers where to
 * send the browser: one of the app's landing screens (decision 118) with the session in the URL
 * fragment (what supabase-js picks up; `type=recovery` makes it emit PASSWORD_RECOVERY), or with
 * `error`, `error_code` and `error_description`.
 */
export async function verify(
  auth: AuthContext,
  info: CallInfo,
  query: { token?: unknown; type?: unknown; redirect_to?: unknown },
  onMailError: (error: unknown) => void,
): Promise<string> {
  const type = query.type === 'email' ? 'signup' : query.type;
  const requested = landingUrl(query.redirect_to, info.origin, LANDING_OF[isLinkType(type) ? type : 'signup']);
  const withFragment = (target: string, values: Record<string, string>) => `${target}#${new URLSearchParams(values)}`;
  const failure = (code: string, description: string) =>
    withFragment(requested, { error: 'access_denied', error_code: code, error_description: description });

  if (!isLinkType(type)) return failure('validation_failed', AUTH_MESSAGES.verifyTypeInvalid);
  const token = typeof query.token === 'string' && query.token.length <= 256 ? query.token : '';
  if (!token) return failure('otp_expired', invalidLink(type));
  const column = TOKEN_COLUMN[type];
  const tokenHash = hashToken(token);
  const undoToken = type === 'email_change' && auth.mail ? newOpaqueToken() : null;

  const outcome = await auth.db.transaction(async (tx): Promise<Outcome> => {
    const [user] = await tx.select().from(users).where(eq(column, tokenHash)).for('update');
    if (!user || user.disabledAt) return { failure: invalidLink(type) };
    const now = new Date();
    if (type === 'signup') {
      if (olderThan(user.confirmationSentAt, CONFIRMATION_TTL_MS, now)) return { failure: invalidLink(type) };
      const confirmed = await update(tx, user, { emailConfirmedAt: user.emailConfirmedAt ?? now, confirmationTokenHash: null, lastSignInAt: now });
      return user.passwordHash === null
        ? { user: confirmed, method: 'recovery', lands: 'recovery', ended: [] }
        : { user: confirmed, method: 'otp', lands: 'signup', ended: [] };
    }
    if (type === 'recovery') {
      if (olderThan(user.recoverySentAt, RECOVERY_TTL_MS, now)) return { failure: invalidLink(type) };
      const recovered = await update(tx, user, {
        recoveryTokenHash: null,
        emailConfirmedAt: user.emailConfirmedAt ?? now,
        confirmationTokenHash: null,
        lastSignInAt: now,
        ...(user.emailConfirmedAt ? {} : { passwordHash: null }),
      });
      return { user: recovered, method: 'recovery', lands: 'recovery', ended: await deleteSessions(tx, user.id) };
    }
    if (type === 'email_change_undo') return undoEmailChange(tx, user, now);

    if (olderThan(user.emailChangeSentAt, EMAIL_CHANGE_TTL_MS, now) || !user.emailChange) return { failure: invalidLink(type) };
    const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, user.emailChange));
    if (taken) return { failure: AUTH_MESSAGES.emailExists };
    // The old address may undo the change for 7 days; a change while an undo is pending keeps
    // that undo, so a chain of changes cannot cut the first address off.
    const undoPending = user.previousEmail !== null && !olderThan(user.emailUndoSentAt, EMAIL_UNDO_TTL_MS, now);
    const undo = undoToken && !undoPending ? { to: user.email, token: undoToken } : undefined;
    const moved = await update(tx, user, {
      email: user.emailChange,
      username: user.emailChange,
      emailChange: null,
      emailChangeTokenHash: null,
      emailChangeSentAt: null,
      lastSignInAt: now,
      ...(undo ? { previousEmail: user.email, emailUndoTokenHash: hashToken(undo.token), emailUndoSentAt: now } : {}),
    });
    return { user: moved, method: 'otp', lands: 'email_change', ended: [], ...(undo ? { undo } : {}) };
  });
  if ('failure' in outcome) return failure('otp_expired', outcome.failure);
  if (outcome.ended.length > 0) await auth.changes.publish({ type: 'sessions', ids: outcome.ended });
  if (outcome.undo && auth.mail) {
    const { mailer, origin } = auth.mail;
    const link = verifyLink(origin, outcome.undo.token, 'email_change_undo');
    const to = outcome.undo.to;
    void mailer.send({ kind: 'email-changed', to, link, siteName: auth.siteName, newEmail: outcome.user.email }).catch(onMailError);
  }

  const started = await createSession(auth.db, outcome.user, outcome.method, info, auth.adminEmails);
  const session = await issueTokens(auth, info, outcome.user, started.session, started.refreshToken);
  // A link that lands as another type (a recovery) goes to that type's screen, whatever it named.
  const target = outcome.lands === type ? requested : new URL(LANDING_OF[outcome.lands], info.origin).toString();
  return withFragment(target, {
    access_token: session.access_token,
    expires_at: String(session.expires_at),
    expires_in: String(session.expires_in),
    refresh_token: session.refresh_token,
    token_type: session.token_type,
    type: outcome.lands,
  });
}

/**
 * The old address takes the account back: the address returns (a sign-up nobody confirmed or used
 * that took it meanwhile is dropped), every mailed link and session ends, and the owner lands with
 * a recovery session to choose a new password (decision 120).
 */
async function undoEmailChange(tx: Transaction, user: UserRow, now: Date): Promise<Outcome> {
  if (olderThan(user.emailUndoSentAt, EMAIL_UNDO_TTL_MS, now) || !user.previousEmail) return { failure: invalidLink('email_change_undo') };
  const previous = user.previousEmail;
  const [holder] = await tx.select().from(users).where(eq(users.email, previous)).for('update');
  if (holder && holder.id !== user.id) {
    if (holder.emailConfirmedAt || holder.lastSignInAt) return { failure: AUTH_MESSAGES.emailUndoTaken };
    await releaseInvitation(tx, holder.id);
    await tx.delete(users).where(eq(users.id, holder.id));
  }
  const restored = await update(tx, user, {
    email: previous,
    username: previous,
    previousEmail: null,
    emailUndoTokenHash: null,
    emailUndoSentAt: null,
    emailChange: null,
    emailChangeTokenHash: null,
    emailChangeSentAt: null,
    recoveryTokenHash: null,
    confirmationTokenHash: null,
    lastSignInAt: now,
  });
  return { user: restored, method: 'recovery', lands: 'recovery', ended: await deleteSessions(tx, user.id) };
}

function invalidLink(type: LinkType): string {
  if (type === 'recovery') return AUTH_MESSAGES.recoveryLinkInvalid;
  if (type === 'email_change') return AUTH_MESSAGES.emailChangeLinkInvalid;
  if (type === 'email_change_undo') return AUTH_MESSAGES.emailUndoLinkInvalid;
  return AUTH_MESSAGES.linkInvalid;
}

async function update(tx: Transaction, user: UserRow, values: Partial<typeof users.$inferInsert>): Promise<UserRow> {
  const [updated] = await tx.update(users).set(values).where(eq(users.id, user.id)).returning();
  return updated ?? user;
}
