import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { INVITATION_METADATA_KEY, INVITATION_PARAM } from '@shared/schemas/account';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { fetchAppConfig } from '@/lib/config';
import { getSupabaseClient } from '@/lib/supabase';
import { whenPasswordsMatch } from '../lib/matching-passwords';
import { AUTH_MESSAGES, RECOVERY_MESSAGES } from '@/lib/auth/messages';
import { registrationOutcome } from '../lib/registration-outcome';
import { FORM_OPTIONS, type RegisterValues, registerSchema } from '@/lib/auth/validate';
import { AuthCard } from './auth-card';
import { Field } from './field';
import { FormMessage, type FormMessageValue } from './form-message';

export function RegisterForm() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const invitation = searchParams.get(INVITATION_PARAM);
  // The sign-up mode as it is now: an admin may have just closed or opened sign-ups.
  const config = useQuery({ queryKey: ['appConfig', 'now'], queryFn: fetchAppConfig, staleTime: 0 });
  const mode = config.data?.signups ?? 'open';
  const [message, setMessage] = useState<FormMessageValue>(null);
  const form = useForm({
    resolver: zodResolver(registerSchema),
    defaultValues: { email: '', password: '', confirmPassword: '' },
    ...FORM_OPTIONS,
  });
  const { errors } = form.formState;
  const signUp = useMutation({
    mutationFn: async ({ email, password }: RegisterValues) => {
      const client = await getSupabaseClient();
      if (!client) {
        setMessage({ tone: 'error', text: AUTH_MESSAGES.clientMissing });
        return;
      }
      const options = invitation ? { data: { [INVITATION_METADATA_KEY]: invitation } } : {};
      const outcome = registrationOutcome(await client.auth.signUp({ email, password, options }));
      if (outcome.kind === 'signed-in') {
        void navigate('/');
        return;
      }
      setMessage({ tone: outcome.tone, text: outcome.text });
      if (outcome.tone === 'success') {
        form.setValue('password', '');
        form.setValue('confirmPassword', '');
      }
    },
    onError: (error) => {
      console.error('Sign-up failed', error);
      setMessage({ tone: 'error', text: AUTH_MESSAGES.signUpUnexpected });
    },
  });
  const busy = signUp.isPending;
  const onSubmit = form.handleSubmit(
    whenPasswordsMatch(setMessage, (values) => signUp.mutate(values)),
    () => setMessage(null),
  );

  return (
    <AuthCard
      title="Crear Cuenta"
      description="Regístrate para crear y publicar tu página de enlaces."
      footer={
        <p>
          ¿Ya tienes una cuenta?{' '}
          <Link to="/login" className="font-medium text-primary underline-offset-4 hover:underline">
            Inicia sesión
          </Link>
        </p>
      }
    >
      {config.isPending ? (
        <Skeleton className="h-60 w-full" />
      ) : mode === 'closed' ? (
        <FormMessage message={{ tone: 'info', text: RECOVERY_MESSAGES.signupsClosed }} />
      ) : mode === 'invite' && !invitation ? (
        <FormMessage message={{ tone: 'info', text: RECOVERY_MESSAGES.signupsInvite }} />
      ) : (
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4" aria-busy={busy}>
        {mode === 'invite' && <p className="text-sm text-muted-foreground">{RECOVERY_MESSAGES.signupsInvited}</p>}
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
          autoComplete="new-password"
          placeholder="Mínimo 6 caracteres"
          required
          {...form.register('password')}
          error={errors.password?.message}
        />
        <Field
          label="Confirmar Contraseña"
          type="password"
          autoComplete="new-password"
          required
          {...form.register('confirmPassword')}
          error={errors.confirmPassword?.message}
        />
        <FormMessage message={message} />
        <Button type="submit" className="w-full" disabled={busy}>
          {busy && <Spinner />}
          {busy ? 'Registrando...' : 'Registrarse'}
        </Button>
      </form>
      )}
    </AuthCard>
  );
}
