import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { providerErrorMessage } from '@/features/auth';
import { getSupabaseClient } from '@/lib/supabase';
import { ACCOUNT_MESSAGES as M } from '../lib/messages';
import { AccountSection } from './account-section';
import { type Status, StatusLine } from './status-line';
import { TextField } from './text-field';

type Errors = { current?: string | undefined; next?: string | undefined; confirm?: string | undefined };

/** Change password with supabase-js updateUser, the current password required (decision 111). */
export function PasswordCard() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<Status>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setStatus(null);
    const invalid: Errors = {
      current: current ? undefined : M.currentRequired,
      next: next ? undefined : M.newRequired,
      confirm: confirm ? (confirm === next ? undefined : M.passwordMismatch) : M.confirmRequired,
    };
    setErrors(invalid);
    if (invalid.current || invalid.next || invalid.confirm) return;
    setBusy(true);
    try {
      const client = await getSupabaseClient();
      const result = await client?.auth.updateUser({ password: next, current_password: current });
      if (!result || result.error) {
        const code = (result?.error as { code?: string } | null | undefined)?.code;
        setStatus({ tone: 'error', text: code === 'invalid_credentials' ? M.wrongCurrent : providerErrorMessage(result?.error, M.passwordFailed) });
        return;
      }
      setCurrent('');
      setNext('');
      setConfirm('');
      setStatus({ tone: 'success', text: M.passwordChanged });
    } finally {
      setBusy(false);
    }
  }

  return (
    <AccountSection title={M.passwordTitle} description={M.passwordDescription}>
      <form onSubmit={onSubmit} noValidate className="grid gap-3" aria-busy={busy}>
        <TextField label={M.currentPassword} type="password" name="current-password" autoComplete="current-password" value={current} onChange={(event) => setCurrent(event.target.value)} error={errors.current} />
        <TextField label={M.newPassword} type="password" name="new-password" autoComplete="new-password" placeholder="Mínimo 6 caracteres" value={next} onChange={(event) => setNext(event.target.value)} error={errors.next} />
        <TextField label={M.confirmPassword} type="password" name="confirm-password" autoComplete="new-password" value={confirm} onChange={(event) => setConfirm(event.target.value)} error={errors.confirm} />
        <StatusLine status={status} />
        <Button type="submit" variant="outline" className="justify-self-start" disabled={busy}>
          {busy && <Spinner />}
          {busy ? M.passwordBusy : M.passwordSubmit}
        </Button>
      </form>
    </AccountSection>
  );
}
