import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { getSupabaseClient } from '@/lib/supabase';
import { ACCOUNT_PATHS } from '@shared/schemas/account';
import { AUTH_MESSAGES, RECOVERY_MESSAGES, providerErrorMessage } from '@/lib/auth/messages';
import { returnPath } from '../lib/return-path';
import { FORM_OPTIONS, type LoginValues, loginSchema } from '@/lib/auth/validate';
import { AuthCard } from './auth-card';
import { Field } from './field';
import { FormMessage, type FormMessageValue } from './form-message';

export function LoginForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const [message, setMessage] = useState<FormMessageValue>(null);
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
  const busy = signIn.isPending;
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
        <p>
          ¿No tienes una cuenta?{' '}
          <Link to="/register" className="font-medium text-primary underline-offset-4 hover:underline">
            Regístrate
          </Link>
        </p>
      }
    >
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
    </AuthCard>
  );
}
