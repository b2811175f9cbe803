import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { INVITATION_METADATA_KEY, INVITATION_PARAM } from '@shared/schemas/account';
import { Skeleton } from '@/components/ui/skeleton';
import { fetchAppConfig } from '@/lib/config';
import { getSupabaseClient } from '@/lib/supabase';
import { whenPasswordsMatch } from '../lib/matching-passwords';
import { AUTH_MESSAGES, RECOVERY_MESSAGES } from '@/lib/auth/messages';
import { registrationOutcome } from '../lib/registration-outcome';
import { FORM_OPTIONS, type RegisterValues, registerSchema } from '@/lib/auth/validate';
import { type Status, StatusLine } from '@/components/status-line';
import { TextField } from '@/components/text-field';
import { AuthCard } from './auth-card';
import { AuthForm, AuthLink, EmailField, SubmitButton } from './auth-form';
import { Building2 } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { PASSKEY_MESSAGES, SSO_START_PATH } from '@shared/sign-in-methods';

export function RegisterForm() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const invitation = searchParams.get(INVITATION_PARAM);
  // The sign-up mode as it is now: an admin may have just closed or opened sign-ups.
  const config = useQuery({ queryKey: ['appConfig', 'now'], queryFn: fetchAppConfig, staleTime: 0 });
  const mode = config.data?.signups ?? 'open';
  const methods = config.data?.signInMethods;
  // Single sign-on creates the account too, and carries the invitation along (decision 932).
  const sso = methods?.sso
    ? { label: methods.sso.label, href: invitation ? `${SSO_START_PATH}?invitation=${encodeURIComponent(invitation)}` : SSO_START_PATH }
    : null;
  const ssoLink = (variant: 'default' | 'outline') =>
    sso && (
      <a href={sso.href} className={buttonVariants({ variant, className: 'w-full' })}>
        <Building2 aria-hidden="true" />
        {sso.label}
      </a>
    );
  const [message, setMessage] = useState<Status>(null);
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
          <AuthLink to="/login">Inicia sesión</AuthLink>
        </p>
      }
    >
      {config.isPending ? (
        <Skeleton className="h-60 w-full" />
      ) : mode === 'closed' ? (
        <StatusLine status={{ tone: 'info', text: RECOVERY_MESSAGES.signupsClosed }} />
      ) : mode === 'invite' && !invitation ? (
        <StatusLine status={{ tone: 'info', text: RECOVERY_MESSAGES.signupsInvite }} />
      ) : methods && !methods.passwords ? (
        <div className="grid gap-4">
          <StatusLine status={{ tone: 'info', text: PASSKEY_MESSAGES.passwordSignInOff }} />
          {ssoLink('default')}
        </div>
      ) : (
      <div className="grid gap-4">
      <AuthForm busy={busy} onSubmit={onSubmit}>
        {mode === 'invite' && <p className="text-sm text-muted-foreground">{RECOVERY_MESSAGES.signupsInvited}</p>}
        <EmailField {...form.register('email')} error={errors.email?.message} />
        <TextField
          label="Contraseña"
          type="password"
          autoComplete="new-password"
          placeholder="Mínimo 6 caracteres"
          required
          {...form.register('password')}
          error={errors.password?.message}
        />
        <TextField
          label="Confirmar Contraseña"
          type="password"
          autoComplete="new-password"
          required
          {...form.register('confirmPassword')}
          error={errors.confirmPassword?.message}
        />
        <StatusLine status={message} />
        <SubmitButton busy={busy} busyLabel="Registrando...">
          Registrarse
        </SubmitButton>
      </AuthForm>
      {ssoLink('outline')}
      </div>
      )}
    </AuthCard>
  );
}
