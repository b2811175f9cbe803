import type { User } from '@supabase/supabase-js';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ACCOUNT_PATHS } from '@shared/schemas/account';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { providerErrorMessage } from '@/lib/auth/messages';
import { FORM_OPTIONS } from '@/lib/auth/validate';
import { getSupabaseClient } from '@/lib/supabase';
import { ACCOUNT_MESSAGES as M } from '../lib/messages';
import { type EmailChangeValues, emailChangeSchema } from '../lib/validate';
import { AccountSection } from '@/components/account-section';
import { type Status, StatusLine } from '@/components/status-line';
import { TextField } from '@/components/text-field';

/**
 * Change e-mail with supabase-js updateUser, the current password required (decision 120): a
 * confirmation link to the new address, or at once without mail.
 */
export function EmailCard({ user }: { user: User }) {
  const [status, setStatus] = useState<Status>(null);
  const form = useForm({ resolver: zodResolver(emailChangeSchema), defaultValues: { email: '', current: '' }, ...FORM_OPTIONS });
  const { errors } = form.formState;
  const change = useMutation({
    mutationFn: async ({ email: next, current }: EmailChangeValues) => {
      const client = await getSupabaseClient();
      const result = await client?.auth.updateUser(
        { email: next, current_password: current },
        { emailRedirectTo: `${window.location.origin}${ACCOUNT_PATHS.account}` },
      );
      if (!result || result.error) {
        const code = (result?.error as { code?: string } | null | undefined)?.code;
        if (code === 'invalid_credentials') form.setError('current', { message: M.wrongCurrent }, { shouldFocus: true });
        else if (code === 'reauthentication_needed') form.setError('current', { message: M.emailPasswordRequired }, { shouldFocus: true });
        else setStatus({ tone: 'error', text: providerErrorMessage(result?.error, M.emailFailed) });
        return;
      }
      form.reset();
      const changed = result.data.user?.email === next;
      setStatus({ tone: 'success', text: changed ? M.emailChanged(next) : M.emailSent(next) });
    },
  });
  const busy = change.isPending;
  const onSubmit = form.handleSubmit(
    (values) => {
      setStatus(null);
      if (values.email === user.email) {
        form.setError('email', { message: M.emailSame });
        return;
      }
      change.mutate(values);
    },
    () => setStatus(null),
  );

  return (
    <AccountSection title={M.emailTitle} description={M.emailDescription}>
      <p className="text-sm">
        <span className="text-muted-foreground">{M.currentEmail}: </span>
        <span className="font-medium break-all">{user.email}</span>
      </p>
      {user.new_email && !status && <p className="text-sm text-muted-foreground">{M.emailPending(user.new_email)}</p>}
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-3" aria-busy={busy}>
        <TextField label={M.newEmail} type="email" autoComplete="email" {...form.register('email')} error={errors.email?.message} />
        <TextField label={M.emailPassword} type="password" autoComplete="current-password" {...form.register('current')} error={errors.current?.message} />
        <StatusLine status={status} />
        <Button type="submit" variant="outline" className="justify-self-start" disabled={busy}>
          {busy && <Spinner />}
          {busy ? M.emailBusy : M.emailSubmit}
        </Button>
      </form>
    </AccountSection>
  );
}
