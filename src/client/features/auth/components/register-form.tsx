import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { INVITATION_METADATA_KEY, INVITATION_PARAM } from '@shared/schemas/account';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { fetchAppConfig } from '@/lib/config';
import { getSupabaseClient } from '@/lib/supabase';
import { AUTH_MESSAGES, RECOVERY_MESSAGES } from '../lib/messages';
import { registrationOutcome } from '../lib/registration-outcome';
import { type CredentialErrors, validateCredentials } from '../lib/validate';
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
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<FormMessageValue>(null);
  const [errors, setErrors] = useState<CredentialErrors>({});

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setMessage(null);
    const invalid: CredentialErrors = validateCredentials({ email, password });
    if (!confirmPassword) invalid.confirmPassword = 'Confirma tu contraseña.';
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    if (password !== confirmPassword) {
      setMessage({ tone: 'error', text: AUTH_MESSAGES.passwordMismatch });
      return;
    }

    setBusy(true);
    try {
      const client = await getSupabaseClient();
      if (!client) {
        setMessage({ tone: 'error', text: AUTH_MESSAGES.clientMissing });
        return;
      }
      const options = invitation ? { data: { [INVITATION_METADATA_KEY]: invitation } } : {};
      const outcome = registrationOutcome(await client.auth.signUp({ email: email.trim(), password, options }));
      if (outcome.kind === 'signed-in') {
        void navigate('/');
        return;
      }
      setMessage({ tone: outcome.tone, text: outcome.text });
      if (outcome.tone === 'success') {
        setPassword('');
        setConfirmPassword('');
      }
    } catch (error) {
      console.error('Sign-up failed', error);
      setMessage({ tone: 'error', text: AUTH_MESSAGES.signUpUnexpected });
    } finally {
      setBusy(false);
    }
  }

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
      <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-busy={busy}>
        {mode === 'invite' && <p className="text-sm text-muted-foreground">{RECOVERY_MESSAGES.signupsInvited}</p>}
        <Field
          label="Correo Electrónico"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={errors.email}
        />
        <Field
          label="Contraseña"
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
          label="Confirmar Contraseña"
          type="password"
          name="confirmPassword"
          autoComplete="new-password"
          required
          value={confirmPassword}
          onChange={(event) => setConfirmPassword(event.target.value)}
          error={errors.confirmPassword}
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
