import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { AccountSection } from '@/components/account-section';
import { toast } from '@/hooks/use-toast';
import { messageOf } from '@/lib/api-client';
import { useCreateInvitation, useDeleteInvitation, useInvitations } from '../api/admin-api';
import { formatDate } from '../lib/format';
import { ADMIN_MESSAGES as M } from '../lib/messages';
import { CopyLink } from './copy-link';

/** Single-use invitation links (7 days) for when sign-ups are by invitation. */
export function InvitationsCard() {
  const invitations = useInvitations(true);
  const create = useCreateInvitation();
  const remove = useDeleteInvitation();
  const [fresh, setFresh] = useState<string | null>(null);
  const [now] = useState(() => Date.now());

  async function onCreate() {
    try {
      setFresh((await create.mutateAsync()).link);
    } catch (error) {
      toast({ variant: 'destructive', title: M.invitationFailed, description: messageOf(error, M.invitationFailed) });
    }
  }

  return (
    <AccountSection title={M.invitationsTitle} description={M.invitationsDescription}>
      <Button variant="outline" className="justify-self-start" disabled={create.isPending} onClick={() => void onCreate()}>
        {create.isPending && <Spinner />}
        {create.isPending ? M.creatingInvitation : M.createInvitation}
      </Button>
      {fresh && (
        <div className="grid gap-2" role="status">
          <p className="text-sm">{M.newInvitation}</p>
          <CopyLink link={fresh} label={M.createInvitation} />
        </div>
      )}
      {invitations.data?.length === 0 && <p className="text-sm text-muted-foreground">{M.noInvitations}</p>}
      <ul className="grid gap-2">
        {invitations.data?.map((invitation) => {
          const expired = Date.parse(invitation.expiresAt) < now;
          return (
            <li key={invitation.id} className="flex items-center justify-between gap-2 rounded-md border px-3 py-2 text-sm">
              <span>{M.invitationExpires(formatDate(invitation.expiresAt))}</span>
              <span className="flex items-center gap-2">
                {invitation.used && <Badge variant="secondary">{M.invitationUsed}</Badge>}
                {!invitation.used && expired && <Badge variant="outline">{M.invitationExpired}</Badge>}
                <Button variant="ghost" size="icon" aria-label={M.deleteInvitation} title={M.deleteInvitation} disabled={remove.isPending} onClick={() => remove.mutate(invitation.id)}>
                  <Trash2 aria-hidden="true" />
                </Button>
              </span>
            </li>
          );
        })}
      </ul>
    </AccountSection>
  );
}
