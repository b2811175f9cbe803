import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { type SignInMethods, loadAppConfig } from '@/lib/config';
import { getSupabaseClient } from '@/lib/supabase';
import { SSO_ERROR_PARAM, ssoErrorMessage } from '@shared/sign-in-methods';
import { signInWithPasskey } from '../lib/passkey-sign-in';
import { ACCOUNT_PATHS } from '@shared/schemas/account';
import { AUTH_MESSAGES, RECOVERY_MESSAGES, providerErrorMessage } from '@/lib/auth/messages';
import { returnPath } from '../lib/return-path';
import { FORM_OPTIONS, type LoginValues, loginSchema } from '@/lib/auth/validate';
import { type Status, StatusLine } from '@/components/status-line';
import { TextField } from '@/components/text-field';
import { AuthCard } from './auth-card';
import { AuthForm, AuthLink, EmailField, SubmitButton } from './auth-form';
import { OtherSignInMethods } from './other-sign-in-methods';

const DEFAULT_METHODS: SignInMethods = { passwords: true, passkeys: false, sso: null };

export function LoginForm() {
  const navigate = useNavigate();
  const location = useLocation();
  // A single sign-on that ended without a session comes back here with its reason (rendered by the server too).
  const [message, setMessage] = useState<Status>(() => {
    const ssoError = ssoErrorMessage(new URLSearchParams(location.search).get(SSO_ERROR_PARAM));
    return ssoError ? { tone: 'error', text: ssoError } : null;
  });
  const config = useQuery({ queryKey: ['appConfig'], queryFn: loadAppConfig });
  const methods = config.data?.signInMethods ?? DEFAULT_METHODS;
  const form = useForm({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' }, ...FORM_OPTIONS });
  const { errors } = form.formState;
  const signIn = useMutation({
    mutationFn: async ({ email, password }: LoginValues) => {
      const client = await getSupabaseClient();
      if (!client) {
        setMessage({ tone: 'error', text: AUTH_MESSAGES.clientMissing });
        return;
      }
      const { error } = await client.auth.signInWithPassword({ email, password });
      if (error) {
        setMessage({ tone: 'error', text: providerErrorMessage(error, AUTH_MESSAGES.signInFailed) });
        return;
      }
      // An account with two-step verification is asked for its code on this screen (LoginRoute
      // shows the second step once the session is in) and goes on from there.
      const { data: level } = await client.auth.mfa.getAuthenticatorAssuranceLevel();
      if (level?.nextLevel === 'aal2' && level.currentLevel !== 'aal2') return;
      void navigate(returnPath(location.state), { replace: true });
    },
    onError: (error) => {
      console.error('Sign-in failed', error);
      setMessage({ tone: 'error', text: AUTH_MESSAGES.signInUnexpected });
    },
  });
  const passkey = useMutation({
    mutationFn: async () => {
      setMessage(null);
      const client = await getSupabaseClient();
      const appConfig = await loadAppConfig();
      if (!client || !appConfig) {
        setMessage({ tone: 'error', text: AUTH_MESSAGES.clientMissing });
        return;
      }
      const failure = await signInWithPasskey(client, appConfig.supabaseUrl);
      if (failure) {
        setMessage({ tone: 'error', text: failure });
        return;
      }
      void navigate(returnPath(location.state), { replace: true });
    },
    onError: (error) => {
      console.error('Passkey sign-in failed', error);
      setMessage({ tone: 'error', text: AUTH_MESSAGES.signInUnexpected });
    },
  });
  const busy = signIn.isPending || passkey.isPending;
  const onSubmit = form.handleSubmit(
    (values) => {
      setMessage(null);
      signIn.mutate(values);
    },
    () => setMessage(null),
  );

  return (
    <AuthCard
      title="Iniciar Sesión"
      description="Accede a tu cuenta para editar tus páginas."
      footer={
        // With PASSWORD_SIGNIN=off an account is made by the first single sign-on, not by the form.
        methods.passwords && (
        <p>
          ¿No tienes una cuenta?{' '}
          <AuthLink to="/register">Regístrate</AuthLink>
        </p>
        )
      }
    >
      <div className="grid gap-4">
      {!methods.passwords && <StatusLine status={message} />}
      {methods.passwords && (
      <AuthForm busy={busy} onSubmit={onSubmit}>
        <EmailField {...form.register('email')} error={errors.email?.message} />
        <TextField
          label="Contraseña"
          type="password"
          autoComplete="current-password"
          required
          {...form.register('password')}
          error={errors.password?.message}
        />
        <AuthLink to={ACCOUNT_PATHS.forgotPassword} className="-mt-2 justify-self-end text-sm">
          {RECOVERY_MESSAGES.forgotLink}
        </AuthLink>
        <StatusLine status={message} />
        <SubmitButton busy={busy} busyLabel="Iniciando sesión...">
          Iniciar Sesión
        </SubmitButton>
      </AuthForm>
      )}
      <OtherSignInMethods methods={methods} busy={passkey.isPending} onPasskey={() => passkey.mutate()} />
      </div>
    </AuthCard>
  );
}
