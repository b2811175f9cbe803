import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ACCOUNT_PATHS } from '@shared/schemas/account';
import { LoadingScreen } from '@/components/loading-screen';
import { toast } from '@/hooks/use-toast';
import { getSupabaseClient } from '@/lib/supabase';
import { useAuth } from '@/lib/auth/auth-provider';
import { whenPasswordsMatch } from '../lib/matching-passwords';
import { AUTH_MESSAGES, RECOVERY_MESSAGES, providerErrorMessage } from '@/lib/auth/messages';
import { FORM_OPTIONS, type ResetPasswordValues, resetPasswordSchema } from '@/lib/auth/validate';
import { type Status, StatusLine } from '@/components/status-line';
import { TextField } from '@/components/text-field';
import { AuthCard } from './auth-card';
import { AuthForm, AuthLink, SubmitButton } from './auth-form';

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
  const [message, setMessage] = useState<Status>(null);
  const form = useForm({ resolver: zodResolver(resetPasswordSchema), defaultValues: { password: '', confirmPassword: '' }, ...FORM_OPTIONS });
  const { errors } = form.formState;
  const save = useMutation({
    mutationFn: async ({ password }: ResetPasswordValues) => {
      const client = await getSupabaseClient();
      const result = await client?.auth.updateUser({ password });
      if (!result || result.error) {
        setMessage({ tone: 'error', text: providerErrorMessage(result?.error, RECOVERY_MESSAGES.resetFailed) });
        return;
      }
      endPasswordRecovery();
      toast({ title: RECOVERY_MESSAGES.resetDone });
      void navigate('/');
    },
    onError: (failure) => {
      console.error('Setting the new password failed', failure);
      setMessage({ tone: 'error', text: AUTH_MESSAGES.signInUnexpected });
    },
  });
  const busy = save.isPending;
  const onSubmit = form.handleSubmit(
    whenPasswordsMatch(setMessage, (values) => save.mutate(values)),
    () => setMessage(null),
  );

  // PASSWORD_RECOVERY arrives just after the session the link carried.
  if (loading || (fromLink && session && !passwordRecovery && !message)) return <LoadingScreen label={RECOVERY_MESSAGES.resetLoading} />;

  const footer = (
    <AuthLink to={passwordRecovery ? '/' : ACCOUNT_PATHS.forgotPassword}>
      {passwordRecovery ? RECOVERY_MESSAGES.resetSkip : RECOVERY_MESSAGES.resetAskAgain}
    </AuthLink>
  );

  return (
    <AuthCard title={RECOVERY_MESSAGES.resetTitle} description={RECOVERY_MESSAGES.resetDescription} footer={footer}>
      {!passwordRecovery ? (
        <StatusLine status={{ tone: 'error', text: linkError ?? RECOVERY_MESSAGES.resetInvalid }} />
      ) : (
        <AuthForm busy={busy} onSubmit={onSubmit}>
          <TextField
            label={RECOVERY_MESSAGES.newPassword}
            type="password"
            autoComplete="new-password"
            placeholder="Mínimo 6 caracteres"
            required
            {...form.register('password')}
            error={errors.password?.message}
          />
          <TextField
            label={RECOVERY_MESSAGES.confirmPassword}
            type="password"
            autoComplete="new-password"
            required
            {...form.register('confirmPassword')}
            error={errors.confirmPassword?.message}
          />
          <StatusLine status={message} />
          <SubmitButton busy={busy} busyLabel={RECOVERY_MESSAGES.resetBusy}>
            {RECOVERY_MESSAGES.resetSubmit}
          </SubmitButton>
        </AuthForm>
      )}
    </AuthCard>
  );
}
