import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { ACCOUNT_PATHS } from '@shared/schemas/account';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { fetchAppConfig } from '@/lib/config';
import { getSupabaseClient } from '@/lib/supabase';
import { AUTH_MESSAGES, RECOVERY_MESSAGES, providerErrorMessage } from '../lib/messages';
import { validateCredentials } from '../lib/validate';
import { AuthCard } from './auth-card';
import { Field } from './field';
import { FormMessage, type FormMessageValue } from './form-message';

/** '¿Olvidaste tu contraseña?': asks for the e-mail and has supabase-js mail a recovery link. */
export function ForgotPasswordForm() {
  const config = useQuery({ queryKey: ['appConfig', 'now'], queryFn: fetchAppConfig, staleTime: 0 });
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [message, setMessage] = useState<FormMessageValue>(null);
  const [error, setError] = useState<string | undefined>();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setMessage(null);
    const invalid = validateCredentials({ email, password: '-' }).email;
    setError(invalid);
    if (invalid) return;
    setBusy(true);
    try {
      const client = await getSupabaseClient();
      if (!client) {
        setMessage({ tone: 'error', text: AUTH_MESSAGES.clientMissing });
        return;
      }
      const redirectTo = `${window.location.origin}${ACCOUNT_PATHS.resetPassword}`;
      const { error: failure } = await client.auth.resetPasswordForEmail(email.trim(), { redirectTo });
      if (failure) {
        setMessage({ tone: 'error', text: providerErrorMessage(failure, RECOVERY_MESSAGES.forgotFailed) });
        return;
      }
      setSent(true);
    } catch (failure) {
      console.error('Recovery request failed', failure);
      setMessage({ tone: 'error', text: AUTH_MESSAGES.signInUnexpected });
    } finally {
      setBusy(false);
    }
  }

  const footer = (
    <Link to="/login" className="font-medium text-primary underline-offset-4 hover:underline">
      {RECOVERY_MESSAGES.backToLogin}
    </Link>
  );

  return (
    <AuthCard title={RECOVERY_MESSAGES.forgotTitle} description={RECOVERY_MESSAGES.forgotDescription} footer={footer}>
      {config.isPending ? (
        <Skeleton className="h-28 w-full" />
      ) : config.data?.mailEnabled === false ? (
        <FormMessage message={{ tone: 'info', text: RECOVERY_MESSAGES.noMail }} />
      ) : sent ? (
        <div className="grid gap-2">
          <FormMessage message={{ tone: 'success', text: RECOVERY_MESSAGES.forgotSent }} />
          <p className="text-sm text-muted-foreground">{RECOVERY_MESSAGES.forgotSentHint}</p>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-busy={busy}>
          <Field
            label="Correo Electrónico"
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={error}
          />
          <FormMessage message={message} />
          <Button type="submit" className="w-full" disabled={busy}>
            {busy && <Spinner />}
            {busy ? RECOVERY_MESSAGES.forgotBusy : RECOVERY_MESSAGES.forgotSubmit}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
