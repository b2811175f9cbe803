import { Link2, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { type CreatedStatsShare, newStatsShareSchema } from '@shared/schemas/stats-share';
import { CopyField } from '@/components/copy-field';
import { TextField } from '@/components/text-field';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/hooks/use-toast';
import { messageOf } from '@/lib/api-client';
import { useCreateStatsShare, useRevokeStatsShare, useStatsShare } from '../api/stats-share';
import { SHARE_MESSAGES as M } from '../lib/share-messages';

const dateFormat = new Intl.DateTimeFormat('es-ES', { dateStyle: 'long' });
const COPY_TEXTS = { copy: M.copy, copied: M.copied, copyFailed: M.copyFailed };

/**
 * 'Compartir estadísticas' (issue 42): the page's secret read-only address, with an optional
 * password. The address is shown once, when made (only its hash is kept); it can be revoked or
 * replaced by a new one.
 */
export function ShareStatsCard({ pageId }: { pageId: number }) {
  const status = useStatsShare(pageId);
  const create = useCreateStatsShare(pageId);
  const revoke = useRevokeStatsShare(pageId);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [fresh, setFresh] = useState<CreatedStatsShare | null>(null);
  const [confirming, setConfirming] = useState(false);
  const share = status.data?.share ?? null;

  async function onCreate(event: FormEvent) {
    event.preventDefault();
    const parsed = newStatsShareSchema.safeParse({ password: password || null });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    try {
      setFresh(await create.mutateAsync(parsed.data));
      setPassword('');
      toast({ title: M.created });
    } catch (failure) {
      toast({ variant: 'destructive', title: M.createFailed, description: messageOf(failure, M.createFailed) });
    }
  }

  async function onRevoke() {
    try {
      await revoke.mutateAsync();
      setFresh(null);
      toast({ title: M.revoked });
    } catch (failure) {
      toast({ variant: 'destructive', title: M.revokeFailed, description: messageOf(failure, M.revokeFailed) });
    } finally {
      setConfirming(false);
    }
  }

  return (
    <section className="grid gap-4 rounded-lg border p-3 sm:p-4" aria-labelledby="stats-share-title" data-testid="stats-share">
      <div className="grid gap-1">
        <h3 id="stats-share-title" className="text-base font-semibold">
          {M.title}
        </h3>
        <p className="text-sm text-muted-foreground">{M.description}</p>
      </div>
      {status.isPending ? (
        <Spinner />
      ) : (
        <p className="text-sm" role="status">
          {share ? (share.hasPassword ? M.activeWithPassword : M.active)(dateFormat.format(new Date(share.createdAt))) : M.none}
        </p>
      )}
      {fresh && (
        <Alert>
          <Link2 aria-hidden="true" />
          <AlertTitle>{M.created}</AlertTitle>
          <AlertDescription className="grid gap-3">
            <p>{M.onlyOnce}</p>
            <CopyField value={`${window.location.origin}${fresh.path}`} label={M.addressLabel} texts={COPY_TEXTS} />
            <Button type="button" variant="outline" className="w-fit" onClick={() => setFresh(null)}>
              {M.done}
            </Button>
          </AlertDescription>
        </Alert>
      )}
      <form className="grid gap-3" onSubmit={(event) => void onCreate(event)} noValidate>
        <div className="grid gap-1 sm:max-w-sm">
          <TextField
            label={M.passwordLabel}
            type="password"
            autoComplete="new-password"
            value={password}
            maxLength={128}
            onChange={(event) => setPassword(event.target.value)}
            error={error}
          />
          <p className="text-xs text-muted-foreground">{share ? `${M.passwordHint} ${M.replaceHint}` : M.passwordHint}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" variant="outline" disabled={create.isPending || status.isPending}>
            {create.isPending ? <Spinner /> : <Link2 aria-hidden="true" />}
            {create.isPending ? M.creating : share ? M.replace : M.create}
          </Button>
          {share && (
            <Button type="button" variant="outline" onClick={() => setConfirming(true)}>
              <Trash2 aria-hidden="true" />
              {M.revoke}
            </Button>
          )}
        </div>
      </form>
      <ConfirmDialog
        open={confirming}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void onRevoke()}
        title={M.confirmTitle}
        description={M.confirmText}
        cancelLabel={M.cancel}
        confirmLabel={M.revoke}
        pendingLabel={M.revoking}
        pending={revoke.isPending}
      />
    </section>
  );
}
