import { KeyRound, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { AccountSection } from '@/components/account-section';
import { TextField } from '@/components/text-field';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/hooks/use-toast';
import { hasErrorCode, messageOf } from '@/lib/api-client';
import type { Passkey } from '@shared/schemas/passkeys';
import { passkeyNameSchema } from '@shared/schemas/passkeys';
import { useAddPasskey, useDeletePasskey, usePasskeys } from '../api/passkeys';
import { PASSKEY_CARD_MESSAGES as M } from '../lib/passkey-messages';

const dateFormat = new Intl.DateTimeFormat('es-ES', { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat('es-ES', { dateStyle: 'medium', timeStyle: 'short' });

/** 'Llaves de acceso': the account's passkeys (name, created, last used); add one here, remove any. */
export function PasskeysCard() {
  const passkeys = usePasskeys();
  const add = useAddPasskey();
  const remove = useDeletePasskey();
  const [name, setName] = useState<string>(M.defaultName);
  const [nameError, setNameError] = useState<string | undefined>();
  // Shown once the server asks for it: the session is older than 10 minutes (decision 993).
  const [currentPassword, setCurrentPassword] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const [removing, setRemoving] = useState<Passkey | null>(null);

  async function onAdd(event: React.FormEvent) {
    event.preventDefault();
    const parsed = passkeyNameSchema.safeParse(name);
    if (!parsed.success) {
      setNameError(parsed.error.issues[0]?.message);
      return;
    }
    setNameError(undefined);
    setPasswordError(undefined);
    try {
      await add.mutateAsync({ name: parsed.data, currentPassword: currentPassword ?? undefined });
      setName(M.defaultName);
      setCurrentPassword(null);
      toast({ title: M.added });
    } catch (error) {
      if (hasErrorCode(error, 'current_password_needed', 'wrong_password')) {
        setCurrentPassword((value) => value ?? '');
        setPasswordError(messageOf(error, M.addFailed));
        return;
      }
      const name = (error as { name?: string }).name;
      const description = name === 'NotAllowedError' || name === 'AbortError' ? M.cancelled : messageOf(error, M.addFailed);
      toast({ variant: 'destructive', title: M.addFailed, description });
    }
  }

  async function onRemove() {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.id);
      toast({ title: M.removed });
    } catch (error) {
      toast({ variant: 'destructive', title: M.removeFailed, description: messageOf(error, M.removeFailed) });
    } finally {
      setRemoving(null);
    }
  }

  return (
    <AccountSection title={M.title} description={M.description}>
      {passkeys.isPending && <Spinner />}
      {passkeys.data?.length === 0 && <p className="text-sm text-muted-foreground">{M.none}</p>}
      {passkeys.data && passkeys.data.length > 0 && (
        <ul className="grid gap-2" aria-label={M.listLabel}>
          {passkeys.data.map((passkey) => (
            <li key={passkey.id} className="flex items-center justify-between gap-3 rounded-md border px-3 py-2 text-sm">
              <span className="flex min-w-0 items-center gap-3">
                <KeyRound className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                <span className="grid min-w-0">
                  <span className="truncate font-medium">{passkey.name}</span>
                  <span className="text-muted-foreground">
                    {M.created(dateFormat.format(new Date(passkey.createdAt)))} ·{' '}
                    {passkey.lastUsedAt ? M.lastUsed(dateTimeFormat.format(new Date(passkey.lastUsedAt))) : M.neverUsed}
                  </span>
                </span>
              </span>
              <Button variant="ghost" size="icon" aria-label={M.remove(passkey.name)} title={M.remove(passkey.name)} onClick={() => setRemoving(passkey)}>
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end" onSubmit={(event) => void onAdd(event)} noValidate>
        <div className="grid gap-3">
          <TextField label={M.nameLabel} value={name} maxLength={60} onChange={(event) => setName(event.target.value)} error={nameError} />
          {currentPassword !== null && (
            <TextField
              label={M.currentPasswordLabel}
              type="password"
              autoComplete="current-password"
              value={currentPassword}
              onChange={(event) => setCurrentPassword(event.target.value)}
              error={passwordError}
              autoFocus
            />
          )}
        </div>
        <Button type="submit" variant="outline" disabled={add.isPending}>
          {add.isPending ? <Spinner /> : <KeyRound aria-hidden="true" />}
          {add.isPending ? M.adding : M.add}
        </Button>
      </form>
      <ConfirmDialog
        open={removing !== null}
        onCancel={() => setRemoving(null)}
        onConfirm={() => void onRemove()}
        title={M.confirmTitle}
        description={M.confirmDescription(removing?.name ?? '')}
        confirmLabel={M.confirm}
        pendingLabel={M.removing}
        pending={remove.isPending}
      />
    </AccountSection>
  );
}
