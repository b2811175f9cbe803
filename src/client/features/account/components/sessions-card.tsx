import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { AccountSession } from '@shared/schemas/security';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/hooks/use-toast';
import { messageOf } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-provider';
import { getSupabaseClient } from '@/lib/supabase';
import { useEndSession, useRefreshSessions, useSessions } from '../api/security-api';
import { ACCOUNT_MESSAGES as M } from '../lib/messages';
import { SECURITY_MESSAGES as S } from '../lib/security-messages';
import { AccountSection } from '@/components/account-section';

const when = new Intl.DateTimeFormat('es-ES', { dateStyle: 'medium', timeStyle: 'short' });

const deviceOf = (session: AccountSession) => `${session.browser ?? S.unknownBrowser} · ${session.os ?? S.unknownSystem}`;

/**
 * 'Sesiones' (decisions 125, 921): the account's open sessions, this one marked; close one, the
 * others (supabase-js signOut scope 'others') or every one, on every instance.
 */
export function SessionsCard({ embedded }: { embedded: boolean }) {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const sessions = useSessions(embedded);
  const refresh = useRefreshSessions();
  const endOne = useEndSession();
  const everywhere = useMutation({
    mutationFn: () => signOut('global'),
    onSuccess: () => {
      toast({ title: M.signedOutEverywhere });
      void navigate('/login');
    },
  });
  const others = useMutation({
    mutationFn: async () => {
      const result = await (await getSupabaseClient())?.auth.signOut({ scope: 'others' });
      if (result?.error) throw result.error;
    },
    onSuccess: () => toast({ title: S.endedOthers }),
    onError: (error) => toast({ variant: 'destructive', title: S.endFailed, description: messageOf(error, S.endFailed) }),
    onSettled: refresh,
  });
  const list = sessions.data?.sessions ?? [];
  const hasOthers = list.some((session) => !session.current);

  return (
    <AccountSection title={M.sessionsTitle} description={M.sessionsDescription}>
      {sessions.isError && <p className="text-sm text-destructive">{S.loadFailed}</p>}
      {list.length > 0 && (
        <ul aria-label={S.sessionsListLabel} className="grid divide-y rounded-md border">
          {list.map((session) => (
            <li key={session.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 p-3">
              <div className="grid min-w-0 gap-0.5">
                <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
                  {deviceOf(session)}
                  {session.current && <Badge variant="secondary">{S.thisSession}</Badge>}
                </p>
                <p className="text-xs text-muted-foreground">
                  {S.started}: {when.format(new Date(session.createdAt))} · {S.lastUsed}: {when.format(new Date(session.lastUsedAt))}
                </p>
              </div>
              {!session.current && (
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  aria-label={S.endOneLabel(deviceOf(session))}
                  disabled={endOne.isPending}
                  onClick={() =>
                    endOne.mutate(session.id, {
                      onSuccess: () => toast({ title: S.ended }),
                      onError: (error) => toast({ variant: 'destructive', title: S.endFailed, description: messageOf(error, S.endFailed) }),
                    })
                  }
                >
                  {endOne.isPending && endOne.variables === session.id && <Spinner />}
                  {S.endOne}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap gap-3">
        {hasOthers && (
          <Button type="button" variant="outline" disabled={others.isPending} onClick={() => others.mutate()}>
            {others.isPending && <Spinner />}
            {others.isPending ? S.endingOthers : S.endOthers}
          </Button>
        )}
        <Button type="button" variant="outline" disabled={everywhere.isPending} onClick={() => everywhere.mutate()}>
          {everywhere.isPending && <Spinner />}
          {everywhere.isPending ? M.signingOutEverywhere : M.signOutEverywhere}
        </Button>
      </div>
    </AccountSection>
  );
}
