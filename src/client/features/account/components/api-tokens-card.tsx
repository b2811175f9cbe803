import { KeyRound, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { utcDay } from '@shared/days';
import { type ApiToken, type ApiTokenScope, type CreatedApiToken, newApiTokenSchema } from '@shared/schemas/api-tokens';
import { AccountSection } from '@/components/account-section';
import { CopyField } from '@/components/copy-field';
import { TextField } from '@/components/text-field';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/hooks/use-toast';
import { messageOf } from '@/lib/api-client';
import { useApiTokens, useCreateApiToken, useRevokeApiToken } from '../api/api-tokens';
import { API_TOKEN_CARD_MESSAGES as M } from '../lib/api-token-messages';

const dateFormat = new Intl.DateTimeFormat('es-ES', { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat('es-ES', { dateStyle: 'medium', timeStyle: 'short' });
const COPY_TEXTS = { copy: M.copy, copied: M.copied, copyFailed: M.copyFailed };
const SCOPES: { value: ApiTokenScope; label: string; hint: string }[] = [
  { value: 'read', label: M.scopeRead, hint: M.scopeReadHint },
  { value: 'write', label: M.scopeWrite, hint: M.scopeWriteHint },
];

function expiryText(token: ApiToken): string {
  if (!token.expiresAt) return M.neverExpires;
  const at = new Date(token.expiresAt);
  return at.getTime() <= Date.now() ? M.expired : M.expires(dateFormat.format(at));
}

/**
 * 'Tokens de API' (issue 40): the account's personal tokens (name, scope, expiry, last use); a new
 * one is shown once with a copy button; any can be revoked.
 */
export function ApiTokensCard() {
  const tokens = useApiTokens();
  const create = useCreateApiToken();
  const revoke = useRevokeApiToken();
  const scopeName = useId();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiTokenScope>('read');
  const [expiresOn, setExpiresOn] = useState('');
  const [errors, setErrors] = useState<{ name?: string | undefined; expiresOn?: string | undefined }>({});
  const [fresh, setFresh] = useState<CreatedApiToken | null>(null);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);
  const [today] = useState(() => utcDay(Date.now()));

  async function onCreate(event: React.FormEvent) {
    event.preventDefault();
    const parsed = newApiTokenSchema.safeParse({ name, scope, expiresOn: expiresOn || null });
    if (!parsed.success) {
      const issueAt = (field: string) => parsed.error.issues.find((issue) => issue.path[0] === field)?.message;
      setErrors({ name: issueAt('name'), expiresOn: issueAt('expiresOn') });
      return;
    }
    setErrors({});
    try {
      setFresh(await create.mutateAsync(parsed.data));
      setName('');
      setExpiresOn('');
    } catch (error) {
      toast({ variant: 'destructive', title: M.createFailed, description: messageOf(error, M.createFailed) });
    }
  }

  async function onRevoke() {
    if (!revoking) return;
    try {
      await revoke.mutateAsync(revoking.id);
      if (fresh?.id === revoking.id) setFresh(null);
      toast({ title: M.revoked });
    } catch (error) {
      toast({ variant: 'destructive', title: M.revokeFailed, description: messageOf(error, M.revokeFailed) });
    } finally {
      setRevoking(null);
    }
  }

  return (
    <AccountSection title={M.title} description={M.description}>
      <p className="text-sm">
        <a className="font-medium underline underline-offset-4" href="/api/docs">
          {M.docs}
        </a>
      </p>
      {fresh && (
        <Alert>
          <KeyRound aria-hidden="true" />
          <AlertTitle>{M.createdTitle}</AlertTitle>
          <AlertDescription className="grid gap-3">
            <p>{M.createdWarning}</p>
            <CopyField value={fresh.token} label={M.tokenLabel} texts={COPY_TEXTS} />
            <Button type="button" variant="outline" className="w-fit" onClick={() => setFresh(null)}>
              {M.done}
            </Button>
          </AlertDescription>
        </Alert>
      )}
      {tokens.isPending && <Spinner />}
      {tokens.data?.length === 0 && <p className="text-sm text-muted-foreground">{M.none}</p>}
      {tokens.data && tokens.data.length > 0 && (
        <ul className="grid gap-2" aria-label={M.listLabel}>
          {tokens.data.map((token) => (
            <li key={token.id} className="flex items-center justify-between gap-3 rounded-md border px-3 py-2 text-sm">
              <span className="grid min-w-0 gap-1">
                <span className="flex flex-wrap items-center gap-2">
                  <span className="truncate font-medium">{token.name}</span>
                  <Badge variant="secondary">{M.scopeBadge[token.scope]}</Badge>
                </span>
                <span className="text-muted-foreground">
                  <code className="font-mono text-xs">{token.prefix}…</code> · {M.created(dateFormat.format(new Date(token.createdAt)))} · {expiryText(token)} ·{' '}
                  {token.lastUsedAt ? M.lastUsed(dateTimeFormat.format(new Date(token.lastUsedAt))) : M.neverUsed}
                </span>
              </span>
              <Button variant="ghost" size="icon" aria-label={M.revoke(token.name)} title={M.revoke(token.name)} onClick={() => setRevoking(token)}>
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form className="grid gap-3" onSubmit={(event) => void onCreate(event)} noValidate>
        <TextField label={M.nameLabel} placeholder={M.namePlaceholder} value={name} maxLength={60} onChange={(event) => setName(event.target.value)} error={errors.name} />
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">{M.scopeLegend}</legend>
          {SCOPES.map((option) => (
            <label key={option.value} className="flex items-center gap-2 text-sm">
              <input type="radio" name={scopeName} value={option.value} checked={scope === option.value} onChange={() => setScope(option.value)} className="size-4 accent-primary" />
              <span>
                <span className="font-medium">{option.label}</span> <span className="text-muted-foreground">({option.hint})</span>
              </span>
            </label>
          ))}
        </fieldset>
        <div className="grid gap-1">
          <TextField label={M.expiryLabel} type="date" value={expiresOn} min={today} onChange={(event) => setExpiresOn(event.target.value)} error={errors.expiresOn} />
          <p className="text-xs text-muted-foreground">{M.expiryHint}</p>
        </div>
        <Button type="submit" variant="outline" className="w-fit" disabled={create.isPending}>
          {create.isPending ? <Spinner /> : <KeyRound aria-hidden="true" />}
          {create.isPending ? M.creating : M.create}
        </Button>
      </form>
      <ConfirmDialog
        open={revoking !== null}
        onCancel={() => setRevoking(null)}
        onConfirm={() => void onRevoke()}
        title={M.confirmTitle}
        description={M.confirmDescription(revoking?.name ?? '')}
        confirmLabel={M.confirm}
        pendingLabel={M.revoking}
        pending={revoke.isPending}
      />
    </AccountSection>
  );
}
