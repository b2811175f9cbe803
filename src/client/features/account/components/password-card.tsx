import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { providerErrorMessage } from '@/lib/auth/messages';
import { FORM_OPTIONS } from '@/lib/auth/validate';
import { getSupabaseClient } from '@/lib/supabase';
import { ACCOUNT_MESSAGES as M } from '../lib/messages';
import { type PasswordChangeValues, passwordChangeSchema } from '../lib/validate';
import { AccountSection } from '@/components/account-section';
import { type Status, StatusLine } from '@/components/status-line';
import { TextField } from '@/components/text-field';

/** Change password with supabase-js updateUser, the current password required (decision 111). */
export function PasswordCard() {
  const [status, setStatus] = useState<Status>(null);
  const form = useForm({ resolver: zodResolver(passwordChangeSchema), defaultValues: { current: '', next: '', confirm: '' }, ...FORM_OPTIONS });
  const { errors } = form.formState;
  const change = useMutation({
    mutationFn: async ({ current, next }: PasswordChangeValues) => {
      const client = await getSupabaseClient();
      const result = await client?.auth.updateUser({ password: next, current_password: current });
      if (!result || result.error) {
        const code = (result?.error as { code?: string } | null | undefined)?.code;
        setStatus({ tone: 'error', text: code === 'invalid_credentials' ? M.wrongCurrent : providerErrorMessage(result?.error, M.passwordFailed) });
        return;
      }
      form.reset();
      setStatus({ tone: 'success', text: M.passwordChanged });
    },
  });
  const busy = change.isPending;
  const onSubmit = form.handleSubmit(
    (values) => {
      setStatus(null);
      change.mutate(values);
    },
    () => setStatus(null),
  );

  return (
    <AccountSection title={M.passwordTitle} description={M.passwordDescription}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-3" aria-busy={busy}>
        <TextField label={M.currentPassword} type="password" autoComplete="current-password" {...form.register('current')} error={errors.current?.message} />
        <TextField label={M.newPassword} type="password" autoComplete="new-password" placeholder="Mínimo 6 caracteres" {...form.register('next')} error={errors.next?.message} />
        <TextField label={M.confirmPassword} type="password" autoComplete="new-password" {...form.register('confirm')} error={errors.confirm?.message} />
        <StatusLine status={status} />
        <Button type="submit" variant="outline" className="justify-self-start" disabled={busy}>
          {busy && <Spinner />}
          {busy ? M.passwordBusy : M.passwordSubmit}
        </Button>
      </form>
    </AccountSection>
  );
}
