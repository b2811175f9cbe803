import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth/auth-provider';
import { toast } from '@/hooks/use-toast';
import { messageOf } from '@/lib/api-client';
import { useDeleteAccount } from '../api/delete-account';
import { ACCOUNT_MESSAGES as M } from '../lib/messages';
import { AccountSection } from '@/components/account-section';
import { type Status, StatusLine } from '@/components/status-line';
import { TextField } from '@/components/text-field';

/** 'Eliminar mi cuenta': asks for the password, deletes everything, signs out. */
export function DeleteAccountCard() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const remove = useDeleteAccount();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [status, setStatus] = useState<Status>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setStatus(null);
    setError(password ? undefined : M.deletePasswordRequired);
    if (!password) return;
    try {
      await remove.mutateAsync(password);
    } catch (failure) {
      setStatus({ tone: 'error', text: messageOf(failure, M.deleteFailed) });
      return;
    }
    setOpen(false);
    await signOut();
    toast({ title: M.deleted });
    void navigate('/login');
  }

  return (
    <AccountSection title={M.deleteTitle} description={M.deleteDescription} tone="danger">
      <AlertDialog
        open={open}
        onOpenChange={(next) => {
          if (remove.isPending) return;
          setOpen(next);
          setPassword('');
          setError(undefined);
          setStatus(null);
        }}
      >
        <AlertDialogTrigger asChild>
          <Button variant="destructive" className="justify-self-start">
            {M.deleteButton}
          </Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <form onSubmit={onSubmit} noValidate className="grid gap-4">
            <AlertDialogHeader>
              <AlertDialogTitle>{M.deleteConfirmTitle}</AlertDialogTitle>
              <AlertDialogDescription>{M.deleteConfirmText}</AlertDialogDescription>
            </AlertDialogHeader>
            <TextField
              label={M.deletePassword}
              type="password"
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={error}
            />
            <StatusLine status={status} />
            <AlertDialogFooter>
              <AlertDialogCancel disabled={remove.isPending}>{M.deleteCancel}</AlertDialogCancel>
              <Button type="submit" variant="destructive" disabled={remove.isPending}>
                {remove.isPending && <Spinner />}
                {remove.isPending ? M.deleteBusy : M.deleteConfirm}
              </Button>
            </AlertDialogFooter>
          </form>
        </AlertDialogContent>
      </AlertDialog>
    </AccountSection>
  );
}
