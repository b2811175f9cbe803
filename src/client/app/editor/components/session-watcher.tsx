import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useAuth } from '@/features/auth';
import { toast } from '@/hooks/use-toast';
import { onSessionEnded, signingOutHere } from '@/lib/session-end';
import { getSupabaseClient } from '@/lib/supabase';
import { keepUnsent, resumeUnsent } from '@/lib/saves/session-saves';

/**
 * A session that ends elsewhere (signed out on another device, or expired without a refresh) takes
 * the editor to /login with a toast saying why, after keeping in this browser what could not be
 * saved; signing in again sends it (docs/decisions/536-quiet-failures.md).
 */
export function SessionWatcher() {
  const queryClient = useQueryClient();
  const { user, loading } = useAuth();
  const userId = useRef<string | null>(null);
  const handling = useRef(false);

  useEffect(() => {
    if (loading) return;
    const current = user?.id ?? null;
    if (current !== null && current !== userId.current && resumeUnsent(queryClient, current)) {
      toast({ title: 'Cambios recuperados', description: 'Se están guardando los cambios que no se pudieron guardar cuando terminó tu sesión.' });
    }
    userId.current = current;
  }, [user, loading, queryClient]);

  useEffect(
    () =>
      onSessionEnded(() => {
        const owner = userId.current;
        if (owner === null || handling.current) return;
        handling.current = true;
        const kept = keepUnsent(queryClient, owner);
        toast({
          variant: 'destructive',
          title: 'Tu sesión ha terminado',
          description: kept
            ? 'Se cerró en otro dispositivo o caducó. Inicia sesión de nuevo: los cambios que no se guardaron se enviarán entonces.'
            : 'Se cerró en otro dispositivo o caducó. Inicia sesión de nuevo para seguir editando.',
        });
        // Without the session the app shows /login (RequireAuth), keeping where the owner was.
        void signingOutHere(async () => {
          const client = await getSupabaseClient();
          await client?.auth.signOut({ scope: 'local' });
        })
          .catch((error: unknown) => console.error('Could not forget the ended session', error))
          .finally(() => {
            handling.current = false;
          });
      }),
    [queryClient],
  );

  return null;
}
