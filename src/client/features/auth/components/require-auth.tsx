import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen';
import { useAuth } from '@/lib/auth/auth-provider';
import { mfaStatusQuery } from '@/lib/auth/mfa-status';
import { ACCOUNT_PATHS } from '@shared/schemas/account';
import { returnPath } from '../lib/return-path';

/**
 * Signed-in only: 'Cargando...' while the session loads, then /login for a visitor or for a session
 * that still owes its second-step code; when the admin requires two-step verification, an account
 * without it is taken to 'Mi cuenta' to turn it on (decisions 920, 922).
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, loading, secondStep } = useAuth();
  const location = useLocation();
  const mfa = useQuery({ ...mfaStatusQuery(), enabled: Boolean(user) && secondStep === null });
  if (loading) return <LoadingScreen label="Cargando..." />;
  if (!user || secondStep) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  if (mfa.data?.required && !mfa.data.enrolled && location.pathname !== ACCOUNT_PATHS.account) {
    return <Navigate to={ACCOUNT_PATHS.account} replace />;
  }
  return children;
}

/** Sign-in and registration are for visitors: a signed-in user goes to the editor (once past the second step). */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { user, secondStep } = useAuth();
  const location = useLocation();
  if (user && !secondStep) return <Navigate to={returnPath(location.state)} replace />;
  return children;
}
