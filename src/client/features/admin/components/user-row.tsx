import { useState } from 'react';
import type { AdminUser, RecoveryLink } from '@shared/schemas/account';
import { formatFileSize } from '@shared/file-size';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogClose } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/hooks/use-toast';
import { messageOf } from '@/lib/api-client';
import { useDeleteUser, useRecoveryLink, useSetUserDisabled } from '../api/admin-api';
import { formatDate, formatDateTime } from '../lib/format';
import { ADMIN_MESSAGES as M } from '../lib/messages';
import { CopyLink } from './copy-link';

const fail = (error: unknown) => toast({ variant: 'destructive', title: M.actionFailed, description: messageOf(error, M.actionFailed) });

/** One account in the admin's list, with its actions (none that would lock the admin out). */
export function UserRow({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  const recovery = useRecoveryLink();
  const setDisabled = useSetUserDisabled();
  const remove = useDeleteUser();
  const [link, setLink] = useState<RecoveryLink | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);

  async function makeLink() {
    try {
      setLink(await recovery.mutateAsync(user.id));
    } catch (error) {
      fail(error);
    }
  }
  async function toggle() {
    try {
      const updated = await setDisabled.mutateAsync({ id: user.id, disabled: !user.disabled });
      toast({ title: updated.disabled ? M.disabled(user.email) : M.enabled(user.email) });
    } catch (error) {
      fail(error);
    }
  }
  async function onDelete() {
    try {
      await remove.mutateAsync(user.id);
      setConfirmDelete(false);
      toast({ title: M.deleted(user.email) });
    } catch (error) {
      fail(error);
    }
  }

  return (
    <li className="grid gap-3 rounded-lg border p-4" aria-label={user.email}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium break-all">{user.email}</span>
        {user.isAdmin && <Badge>{M.adminBadge}</Badge>}
        {user.disabled && <Badge variant="destructive">{M.disabledBadge}</Badge>}
        {!user.emailConfirmed && <Badge variant="outline">{M.unconfirmedBadge}</Badge>}
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-muted-foreground">{M.signedUp}</dt>
          <dd>{formatDate(user.createdAt)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{M.lastSignIn}</dt>
          <dd>{user.lastSignInAt ? formatDateTime(user.lastSignInAt) : M.never}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{M.pages}</dt>
          <dd>{user.pages}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{M.storage}</dt>
          <dd>{formatFileSize(user.storageBytes)}</dd>
        </div>
      </dl>
      <div className="flex flex-wrap gap-2" role="group" aria-label={M.actionsFor(user.email)}>
        <Button variant="outline" size="sm" disabled={recovery.isPending} onClick={() => void makeLink()}>
          {recovery.isPending && <Spinner />}
          {M.recoveryLink}
        </Button>
        {!isSelf && (
          <>
            <Button variant="outline" size="sm" disabled={setDisabled.isPending} onClick={() => void toggle()}>
              {setDisabled.isPending && <Spinner />}
              {user.disabled ? M.enable : M.disable}
            </Button>
            <Button variant="outline" size="sm" className="text-destructive" onClick={() => setConfirmDelete(true)}>
              {M.delete}
            </Button>
          </>
        )}
      </div>

      <Dialog open={link !== null} onOpenChange={(open) => !open && setLink(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{M.recoveryTitle}</DialogTitle>
            <DialogDescription>{link && M.recoveryText(user.email, formatDateTime(link.expiresAt))}</DialogDescription>
          </DialogHeader>
          {link && <CopyLink link={link.link} label={M.recoveryTitle} />}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">{M.close}</Button>
            </DialogClose>
          </DialogFooter>
        </DialogContent>
      </Dialog>

      <ConfirmDialog
        open={confirmDelete}
        pending={remove.isPending}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => void onDelete()}
        title={M.deleteTitle(user.email)}
        description={M.deleteText}
        cancelLabel={M.deleteCancel}
        confirmLabel={M.deleteConfirm}
        pendingLabel={M.deleteBusy}
      />
    </li>
  );
}
