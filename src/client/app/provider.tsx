import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { Toaster } from '@/components/ui/toaster';
import { AuthProvider, useAuth } from '@/features/auth';
import { queryClient as defaultQueryClient } from '@/lib/query-client';
import type { QueryClient } from '@tanstack/react-query';

/** When the signed-in user changes (sign-out included), nothing of the previous one stays in memory. */
function ForgetPreviousUser() {
  const { user, loading } = useAuth();
  const queryClient = useQueryClient();
  const previous = useRef<string | null>(null);
  useEffect(() => {
    if (loading) return;
    const current = user?.id ?? null;
    if (previous.current !== null && previous.current !== current) {
      queryClient.clear();
      void import('@/stores/editor-store').then(({ useEditorStore }) => useEditorStore.getState().reset());
      void import('@/lib/saves/session-saves').then(({ forgetSaves }) => forgetSaves(queryClient));
    }
    previous.current = current;
  }, [user, loading, queryClient]);
  return null;
}

interface AppProviderProps {
  children: ReactNode;
  queryClient?: QueryClient;
  /** A sign-in screen the server rendered for a visitor is being hydrated (decision 405). */
  guestScreen?: boolean;
}

export function AppProvider({ children, queryClient = defaultQueryClient, guestScreen = false }: AppProviderProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider
        startSignedOut={guestScreen}
        beforeSignOut={() => import('@/lib/saves/session-saves').then(({ flushEverything }) => flushEverything(queryClient))}
      >
        <ForgetPreviousUser />
        {children}
        <Toaster />
      </AuthProvider>
    </QueryClientProvider>
  );
}
