import { randomUUID } from 'node:crypto';
import type { MfaFactorRow, UserRow } from '../../db/schema';
import { toFactorDto } from './mfa-factors';

const APP_METADATA = { provider: 'email', providers: ['email'] };

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : undefined);

/** Drops the keys whose value is undefined: the Supabase user leaves null timestamps out. */
function compact<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/** The Supabase Auth user object; `factors` (second-step methods) only when the account has some, as GoTrue. */
export function toUserDto(user: UserRow, factors: readonly MfaFactorRow[] = []) {
  const confirmedAt = iso(user.emailConfirmedAt);
  return compact({
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    phone: '',
    email_confirmed_at: confirmedAt,
    confirmed_at: confirmedAt,
    confirmation_sent_at: iso(user.confirmationSentAt),
    recovery_sent_at: iso(user.recoverySentAt),
    new_email: user.emailChange ?? undefined,
    email_change_sent_at: user.emailChange ? iso(user.emailChangeSentAt) : undefined,
    last_sign_in_at: iso(user.lastSignInAt),
    app_metadata: APP_METADATA,
    user_metadata: user.userMetadata,
    identities: [
      compact({
        identity_id: user.identityId,
        id: user.id,
        user_id: user.id,
        identity_data: {
          sub: user.id,
          email: user.email,
          email_verified: Boolean(user.emailConfirmedAt),
          phone_verified: false,
        },
        provider: 'email',
        last_sign_in_at: iso(user.lastSignInAt),
        created_at: user.createdAt.toISOString(),
        updated_at: user.updatedAt.toISOString(),
        email: user.email,
      }),
    ],
    created_at: user.createdAt.toISOString(),
    updated_at: user.updatedAt.toISOString(),
    is_anonymous: false,
    factors: factors.length > 0 ? factors.map(toFactorDto) : undefined,
  });
}

/**
 * What sign-up answers for an e-mail that already has a confirmed account while confirmation is
 * required: a user that does not exist, with no identities, so the answer does not reveal accounts.
 */
export function obfuscatedUserDto(email: string, metadata: Record<string, unknown>) {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: 'authenticated',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: APP_METADATA,
    user_metadata: metadata,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}
