import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ACCOUNT_PATHS } from '@shared/schemas/account';
import { LoadingScreen } from '@/components/loading-screen';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/hooks/use-toast';
import { getSupabaseClient } from '@/lib/supabase';
import { useAuth } from '../auth-provider';
import { AUTH_MESSAGES, RECOVERY_MESSAGES, providerErrorMessage } from '../lib/messages';
import { AuthCard } from './auth-card';
import { Field } from './field';
import { FormMessage, type FormMessageValue } from './form-message';

/** What the recovery link put in the URL fragment, read before supabase-js clears it. */
const fragment = new URLSearchParams(typeof window === 'undefined' ? '' : window.location.hash.slice(1));
const linkError = fragment.get('error_description');
const fromLink = fragment.get('type') === 'recovery' && fragment.has('access_token');

/**
 * 'Nueva contraseña': where the recovery link lands. supabase-js reads the session from the URL
 * and emits PASSWORD_RECOVERY; the form then sets the new password with updateUser and the user
 * stays signed in.
 */
export function ResetPasswordForm() {
  const { loading, session, passwordRecovery, endPasswordRecovery } = useAuth();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<FormMessageValue>(null);
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setMessage(null);
    const invalid = { password: password ? undefined : RECOVERY_MESSAGES.passwordRequired, confirm: confirm ? undefined : RECOVERY_MESSAGES.confirmRequired };
    setErrors(invalid);
    if (invalid.password || invalid.confirm) return;
    if (password !== confirm) {
      setMessage({ tone: 'error', text: AUTH_MESSAGES.passwordMismatch });
      return;
    }
    setBusy(true);
    try {
      const client = await getSupabaseClient();
      const result = await client?.auth.updateUser({ password });
      if (!result || result.error) {
        setMessage({ tone: 'error', text: providerErrorMessage(result?.error, RECOVERY_MESSAGES.resetFailed) });
        return;
      }
      endPasswordRecovery();
      toast({ title: RECOVERY_MESSAGES.resetDone });
      void navigate('/');
    } catch (failure) {
      console.error('Setting the new password failed', failure);
      setMessage({ tone: 'error', text: AUTH_MESSAGES.signInUnexpected });
    } finally {
      setBusy(false);
    }
  }

  // PASSWORD_RECOVERY arrives just after the session the link carried.
  if (loading || (fromLink && session && !passwordRecovery && !message)) return <LoadingScreen label={RECOVERY_MESSAGES.resetLoading} />;

  const footer = (
    <Link to={passwordRecovery ? '/' : ACCOUNT_PATHS.forgotPassword} className="font-medium text-primary underline-offset-4 hover:underline">
      {passwordRecovery ? RECOVERY_MESSAGES.resetSkip : RECOVERY_MESSAGES.resetAskAgain}
    </Link>
  );

  return (
    <AuthCard title={RECOVERY_MESSAGES.resetTitle} description={RECOVERY_MESSAGES.resetDescription} footer={footer}>
      {!passwordRecovery ? (
        <FormMessage message={{ tone: 'error', text: linkError ?? RECOVERY_MESSAGES.resetInvalid }} />
      ) : (
        <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-busy={busy}>
          <Field
            label={RECOVERY_MESSAGES.newPassword}
            type="password"
            name="password"
            autoComplete="new-password"
            placeholder="Mínimo 6 caracteres"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={errors.password}
          />
          <Field
            label={RECOVERY_MESSAGES.confirmPassword}
            type="password"
            name="confirmPassword"
            autoComplete="new-password"
            required
            value={confirm}
            onChange={(event) => setConfirm(event.target.value)}
            error={errors.confirm}
          />
          <FormMessage message={message} />
          <Button type="submit" className="w-full" disabled={busy}>
            {busy && <Spinner />}
            {busy ? RECOVERY_MESSAGES.resetBusy : RECOVERY_MESSAGES.resetSubmit}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
