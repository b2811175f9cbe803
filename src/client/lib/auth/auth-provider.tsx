import type { Session, SupabaseClient, User } from '@supabase/supabase-js';
import { type ReactNode, createContext, use, useCallback, useEffect, useMemo, useState } from 'react';
import { reportSessionEnded, signingOutHere } from '@/lib/session-end';
import { getSupabaseClient } from '@/lib/supabase';

export interface AuthContextValue {
  session: Session | null;
  user: User | null;
  loading: boolean;
  /** The session came from a password recovery link (PASSWORD_RECOVERY) and no new password is set yet. */
  passwordRecovery: boolean;
  /** A new password was set (USER_UPDATED) or the user signed out: the recovery is over. */
  endPasswordRecovery: () => void;
  /**
   * Ends this browser's session ('local', the header's 'Cerrar sesión'), or every session of the
   * account ('global', 'Mi cuenta'; decision 125).
   */
  signOut: (scope?: SignOutScope) => Promise<void>;
  /**
   * 'code': the session was opened with the password and the account has a verified factor: the
   * sign-in screen asks for the code before anything else (decision 920).
   */
  secondStep: 'code' | null;
}

export type SignOutScope = 'local' | 'global';

const AuthContext = createContext<AuthContextValue | null>(null);

/**
 * What supabase-js's `mfa.getAuthenticatorAssuranceLevel()` answers from the stored session,
 * worked out at once (no await) so screens never draw a wrong first frame: the access token's `aal`
 * below the aal2 a verified factor of the user asks for.
 */
function secondStepOf(session: Session | null): 'code' | null {
  if (!session) return null;
  const verified = session.user.factors?.some((factor) => factor.status === 'verified') ?? false;
  if (!verified) return null;
  try {
    const payload = session.access_token.split('.')[1] ?? '';
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { aal?: string };
    return claims.aal === 'aal2' ? null : 'code';
  } catch {
    return 'code';
  }
}

interface AuthProviderProps {
  children: ReactNode;
  /** Where the client comes from; the run-time configured client by default. */
  getClient?: () => Promise<SupabaseClient | null>;
  /** Runs before signing out (the editor sends what waits while the token still works). */
  beforeSignOut?: () => Promise<void>;
  /**
   * The page was rendered by the server for a visitor (/login, /register: decision 405): it shows
   * the signed-out state, not 'loading', until the stored session has been read, as the server drew it.
   */
  startSignedOut?: boolean;
}

/**
 * Session state over supabase-js (spec section 4): loading until the stored session is read (or at
 * once without a client); every provider event (INITIAL_SESSION, SIGNED_IN, SIGNED_OUT,
 * TOKEN_REFRESHED, USER_UPDATED, PASSWORD_RECOVERY, MFA_CHALLENGE_VERIFIED) replaces session and user.
 */
export function AuthProvider({ children, getClient = getSupabaseClient, beforeSignOut, startSignedOut = false }: AuthProviderProps) {
  const [session, setSession] = useState<Session | null>(null);
  const [loading, setLoading] = useState(!startSignedOut);
  const [passwordRecovery, setPasswordRecovery] = useState(false);

  useEffect(() => {
    let active = true;
    let unsubscribe = () => {};
    void (async () => {
      const client = await getClient();
      if (!active) return;
      if (!client) {
        console.error('Supabase client not initialized. Cannot set up auth.');
        setLoading(false);
        return;
      }
      const { data } = client.auth.onAuthStateChange((event, next) => {
        // Dropped by the client itself (a refused refresh): the session ended elsewhere or expired.
        if (event === 'SIGNED_OUT') reportSessionEnded();
        if (!active) return;
        setSession(next);
        if (event === 'PASSWORD_RECOVERY') setPasswordRecovery(true);
        if (event === 'SIGNED_OUT') setPasswordRecovery(false);
      });
      unsubscribe = () => data.subscription.unsubscribe();
      try {
        const { data: stored, error } = await client.auth.getSession();
        if (error) console.warn('Could not read the stored session', error);
        if (active) setSession(stored.session);
      } finally {
        if (active) setLoading(false);
      }
    })();
    return () => {
      active = false;
      unsubscribe();
    };
  }, [getClient]);

  const signOut = useCallback(
    (scope: SignOutScope = 'local') =>
      signingOutHere(async () => {
        try {
          await beforeSignOut?.();
        } catch (error) {
          console.error('Could not send what was waiting before signing out', error);
        }
        try {
          const client = await getClient();
          const result = await client?.auth.signOut({ scope });
          if (result?.error) console.error('Error signing out', result.error);
        } catch (error) {
          console.error('Error signing out', error);
        } finally {
          setSession(null);
          setPasswordRecovery(false);
        }
      }),
    [getClient, beforeSignOut],
  );
  const endPasswordRecovery = useCallback(() => setPasswordRecovery(false), []);

  const value = useMemo<AuthContextValue>(
    () => ({ session, user: session?.user ?? null, loading, passwordRecovery, endPasswordRecovery, signOut, secondStep: secondStepOf(session) }),
    [session, loading, passwordRecovery, endPasswordRecovery, signOut],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthContextValue {
  const context = use(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}
