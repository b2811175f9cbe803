import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/hooks/use-toast';
import { useAuth } from '@/lib/auth/auth-provider';
import { ACCOUNT_MESSAGES as M } from '../lib/messages';
import { AccountSection } from '@/components/account-section';

/** 'Sesiones': ends every session of the account, on every device (decision 125). */
export function SessionsCard() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const everywhere = useMutation({
    mutationFn: () => signOut('global'),
    onSuccess: () => {
      toast({ title: M.signedOutEverywhere });
      void navigate('/login');
    },
  });
  return (
    <AccountSection title={M.sessionsTitle} description={M.sessionsDescription}>
      <Button type="button" variant="outline" className="justify-self-start" disabled={everywhere.isPending} onClick={() => everywhere.mutate()}>
        {everywhere.isPending && <Spinner />}
        {everywhere.isPending ? M.signingOutEverywhere : M.signOutEverywhere}
      </Button>
    </AccountSection>
  );
}
