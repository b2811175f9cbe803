import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { getSupabaseClient } from '@/lib/supabase';
import { ACCOUNT_PATHS } from '@shared/schemas/account';
import { AUTH_MESSAGES, RECOVERY_MESSAGES, providerErrorMessage } from '../lib/messages';
import { returnPath } from '../lib/return-path';
import { validateCredentials } from '../lib/validate';
import { AuthCard } from './auth-card';
import { Field } from './field';
import { FormMessage, type FormMessageValue } from './form-message';

export function LoginForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<FormMessageValue>(null);
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setMessage(null);
    const invalid = validateCredentials({ email, password });
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;

    setBusy(true);
    try {
      const client = await getSupabaseClient();
      if (!client) {
        setMessage({ tone: 'error', text: AUTH_MESSAGES.clientMissing });
        return;
      }
      const { error } = await client.auth.signInWithPassword({ email: email.trim(), password });
      if (error) {
        setMessage({ tone: 'error', text: providerErrorMessage(error, AUTH_MESSAGES.signInFailed) });
        return;
      }
      void navigate(returnPath(location.state), { replace: true });
    } catch (error) {
      console.error('Sign-in failed', error);
      setMessage({ tone: 'error', text: AUTH_MESSAGES.signInUnexpected });
    } finally {
      setBusy(false);
    }
  }

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
      <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-busy={busy}>
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
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errors.password}
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
