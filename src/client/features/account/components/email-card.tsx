import type { User } from '@supabase/supabase-js';
import { type FormEvent, useState } from 'react';
import { ACCOUNT_PATHS } from '@shared/schemas/account';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { providerErrorMessage } from '@/features/auth';
import { getSupabaseClient } from '@/lib/supabase';
import { ACCOUNT_MESSAGES as M } from '../lib/messages';
import { AccountSection } from './account-section';
import { type Status, StatusLine } from './status-line';
import { TextField } from './text-field';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Change e-mail with supabase-js updateUser: a confirmation link to the new address, or at once without mail. */
export function EmailCard({ user }: { user: User }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<Status>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setStatus(null);
    const next = email.trim().toLowerCase();
    const invalid = !next ? M.emailRequired : !EMAIL.test(next) ? M.emailInvalid : next === user.email ? M.emailSame : undefined;
    setError(invalid);
    if (invalid) return;
    setBusy(true);
    try {
      const client = await getSupabaseClient();
      const result = await client?.auth.updateUser({ email: next }, { emailRedirectTo: `${window.location.origin}${ACCOUNT_PATHS.account}` });
      if (!result || result.error) {
        setStatus({ tone: 'error', text: providerErrorMessage(result?.error, M.emailFailed) });
        return;
      }
      setEmail('');
      const changed = result.data.user?.email === next;
      setStatus({ tone: 'success', text: changed ? M.emailChanged(next) : M.emailSent(next) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <AccountSection title={M.emailTitle} description={M.emailDescription}>
      <p className="text-sm">
        <span className="text-muted-foreground">{M.currentEmail}: </span>
        <span className="font-medium break-all">{user.email}</span>
      </p>
      {user.new_email && !status && <p className="text-sm text-muted-foreground">{M.emailPending(user.new_email)}</p>}
      <form onSubmit={onSubmit} noValidate className="grid gap-3" aria-busy={busy}>
        <TextField label={M.newEmail} type="email" name="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} error={error} />
        <StatusLine status={status} />
        <Button type="submit" variant="outline" className="justify-self-start" disabled={busy}>
          {busy && <Spinner />}
          {busy ? M.emailBusy : M.emailSubmit}
        </Button>
      </form>
    </AccountSection>
  );
}
