import type { AuthError, Session, User } from '@supabase/supabase-js';
import { AUTH_MESSAGES, providerErrorMessage } from '@/lib/auth/messages';

export type RegistrationOutcome =
  | { kind: 'signed-in' }
  | { kind: 'message'; tone: 'success' | 'info' | 'error'; text: string };

interface SignUpResult {
  data: { user: User | null; session: Session | null } | null;
  error: AuthError | null;
}

/** What the register form shows for a sign-up answer (spec section 8, "Register"). */
export function registrationOutcome({ data, error }: SignUpResult): RegistrationOutcome {
  if (error) return { kind: 'message', tone: 'error', text: providerErrorMessage(error, AUTH_MESSAGES.signUpFailed) };
  if (data?.session) return { kind: 'signed-in' };
  const identities = data?.user?.identities;
  if (data?.user && identities && identities.length === 0) {
    return { kind: 'message', tone: 'info', text: AUTH_MESSAGES.signUpNoIdentities };
  }
  if (data?.user && identities && identities.length > 0) {
    return { kind: 'message', tone: 'success', text: AUTH_MESSAGES.signUpConfirm };
  }
  return { kind: 'message', tone: 'info', text: AUTH_MESSAGES.signUpIncomplete };
}
