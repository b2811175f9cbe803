import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth/auth-provider';
import { providerErrorMessage } from '@/lib/auth/messages';
import { getSupabaseClient } from '@/lib/supabase';
import { type Status, StatusLine } from '@/components/status-line';
import { TextField } from '@/components/text-field';
import { AuthCard } from './auth-card';
import { AuthForm, SubmitButton } from './auth-form';

const TWO_STEP_MESSAGES = {
  title: 'Verificación en dos pasos',
  description: 'Escribe el código de 6 cifras que muestra tu aplicación de autenticación.',
  codeLabel: 'Código de verificación',
  codeHint: '¿Has perdido el móvil? Escribe uno de tus códigos de recuperación.',
  codeRequired: 'Escribe el código de tu aplicación o un código de recuperación.',
  submit: 'Verificar',
  busy: 'Verificando...',
  failed: 'No se pudo verificar el código.',
  otherAccount: 'Entrar con otra cuenta',
} as const;

/**
 * The sign-in's second step (decision 920): the code of the account's verified TOTP factor, or a
 * recovery code, through supabase-js `mfa.challengeAndVerify`. Its MFA_CHALLENGE_VERIFIED event
 * raises the session to aal2, and the sign-in screen sends the person on.
 */
export function TwoStepForm() {
  const { signOut } = useAuth();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [message, setMessage] = useState<Status>(null);
  const verify = useMutation({
    mutationFn: async (typed: string) => {
      const client = await getSupabaseClient();
      const factors = await client?.auth.mfa.listFactors();
      const factor = factors?.data?.totp[0];
      if (!client || !factor) {
        setMessage({ tone: 'error', text: TWO_STEP_MESSAGES.failed });
        return;
      }
      const { error: refused } = await client.auth.mfa.challengeAndVerify({ factorId: factor.id, code: typed });
      if (refused) setMessage({ tone: 'error', text: providerErrorMessage(refused, TWO_STEP_MESSAGES.failed) });
    },
    onError: () => setMessage({ tone: 'error', text: TWO_STEP_MESSAGES.failed }),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const typed = code.trim();
    if (!typed) {
      setError(TWO_STEP_MESSAGES.codeRequired);
      return;
    }
    setError(null);
    verify.mutate(typed);
  };
  const busy = verify.isPending;

  return (
    <AuthCard
      title={TWO_STEP_MESSAGES.title}
      description={TWO_STEP_MESSAGES.description}
      footer={
        <Button type="button" variant="link" className="h-auto p-0" onClick={() => void signOut('local')}>
          {TWO_STEP_MESSAGES.otherAccount}
        </Button>
      }
    >
      <AuthForm busy={busy} onSubmit={onSubmit}>
        <TextField
          label={TWO_STEP_MESSAGES.codeLabel}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          autoFocus
          maxLength={32}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={error}
        />
        <p className="-mt-2 text-sm text-muted-foreground">{TWO_STEP_MESSAGES.codeHint}</p>
        <StatusLine status={message} />
        <SubmitButton busy={busy} busyLabel={TWO_STEP_MESSAGES.busy}>
          {TWO_STEP_MESSAGES.submit}
        </SubmitButton>
      </AuthForm>
    </AuthCard>
  );
}
