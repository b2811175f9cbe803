import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { type SignInMethods, loadAppConfig } from '@/lib/config';
import { getSupabaseClient } from '@/lib/supabase';
import { SSO_ERROR_PARAM, ssoErrorMessage } from '@shared/sign-in-methods';
import { signInWithPasskey } from '../lib/passkey-sign-in';
import { ACCOUNT_PATHS } from '@shared/schemas/account';
import { AUTH_MESSAGES, RECOVERY_MESSAGES, providerErrorMessage } from '@/lib/auth/messages';
import { returnPath } from '../lib/return-path';
import { FORM_OPTIONS, type LoginValues, loginSchema } from '@/lib/auth/validate';
import { AuthCard } from './auth-card';
import { Field } from './field';
import { FormMessage, type FormMessageValue } from './form-message';
import { OtherSignInMethods } from './other-sign-in-methods';

const DEFAULT_METHODS: SignInMethods = { passwords: true, passkeys: false, sso: null };

export function LoginForm() {
  const navigate = useNavigate();
  const location = useLocation();
  // A single sign-on that ended without a session comes back here with its reason (rendered by the server too).
  const [message, setMessage] = useState<FormMessageValue>(() => {
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
          <Link to="/register" className="font-medium text-primary underline-offset-4 hover:underline">
            Regístrate
          </Link>
        </p>
        )
      }
    >
      <div className="grid gap-4">
      {!methods.passwords && <FormMessage message={message} />}
      {methods.passwords && (
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4" aria-busy={busy}>
        <Field
          label="Correo Electrónico"
          type="email"
          autoComplete="email"
          required
          {...form.register('email')}
          error={errors.email?.message}
        />
        <Field
          label="Contraseña"
          type="password"
          autoComplete="current-password"
          required
          {...form.register('password')}
          error={errors.password?.message}
        />
        <Link to={ACCOUNT_PATHS.forgotPassword} className="-mt-2 justify-self-end text-sm font-medium text-primary underline-offset-4 hover:underline">
          {RECOVERY_MESSAGES.forgotLink}
        </Link>
        <FormMessage message={message} />
        <Button type="submit" className="w-full" disabled={busy}>
          {busy && <Spinner />}
          {busy ? 'Iniciando sesión...' : 'Iniciar Sesión'}
        </Button>
      </form>
      )}
      <OtherSignInMethods methods={methods} busy={passkey.isPending} onPasskey={() => passkey.mutate()} />
      </div>
    </AuthCard>
  );
}
