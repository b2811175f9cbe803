import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen';
import { useAuth } from '@/lib/auth/auth-provider';
import { returnPath } from '../lib/return-path';

/** Signed-in only: 'Cargando...' while the session loads, then /login for a visitor. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  const location = useLocation();
  if (loading) return <LoadingScreen label="Cargando..." />;
  if (!user) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return children;
}

/** Sign-in and registration are for visitors: a signed-in user goes to the editor. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const location = useLocation();
  if (user) return <Navigate to={returnPath(location.state)} replace />;
  return children;
}
