import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ACCOUNT_PATHS } from '@shared/schemas/account';
import { Info } from 'lucide-react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import { fetchAppConfig } from '@/lib/config';
import { getSupabaseClient } from '@/lib/supabase';
import { AUTH_MESSAGES, RECOVERY_MESSAGES, providerErrorMessage } from '@/lib/auth/messages';
import { FORM_OPTIONS, type ForgotPasswordValues, forgotPasswordSchema } from '@/lib/auth/validate';
import { type Status, StatusLine } from '@/components/status-line';
import { AuthCard } from './auth-card';
import { AuthForm, AuthLink, EmailField, SubmitButton } from './auth-form';

/** '¿Olvidaste tu contraseña?': asks for the e-mail and has supabase-js mail a recovery link. */
export function ForgotPasswordForm() {
  const config = useQuery({ queryKey: ['appConfig', 'now'], queryFn: fetchAppConfig, staleTime: 0 });
  const [sent, setSent] = useState(false);
  const [message, setMessage] = useState<Status>(null);
  const form = useForm({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' }, ...FORM_OPTIONS });
  const request = useMutation({
    mutationFn: async ({ email }: ForgotPasswordValues) => {
      const client = await getSupabaseClient();
      if (!client) {
        setMessage({ tone: 'error', text: AUTH_MESSAGES.clientMissing });
        return;
      }
      const redirectTo = `${window.location.origin}${ACCOUNT_PATHS.resetPassword}`;
      const { error: failure } = await client.auth.resetPasswordForEmail(email, { redirectTo });
      if (failure) {
        setMessage({ tone: 'error', text: providerErrorMessage(failure, RECOVERY_MESSAGES.forgotFailed) });
        return;
      }
      setSent(true);
    },
    onError: (failure) => {
      console.error('Recovery request failed', failure);
      setMessage({ tone: 'error', text: AUTH_MESSAGES.signInUnexpected });
    },
  });
  const busy = request.isPending;
  const onSubmit = form.handleSubmit(
    (values) => {
      setMessage(null);
      request.mutate(values);
    },
    () => setMessage(null),
  );

  const footer = <AuthLink to="/login">{RECOVERY_MESSAGES.backToLogin}</AuthLink>;

  // Without mail, one message in place of the form, and nothing above it that promises a mail (decision 126).
  const noMail = config.data?.mailEnabled === false;
  return (
    <AuthCard title={RECOVERY_MESSAGES.forgotTitle} description={config.isPending || noMail ? undefined : RECOVERY_MESSAGES.forgotDescription} footer={footer}>
      {config.isPending ? (
        <Skeleton className="h-28 w-full" />
      ) : noMail ? (
        <NoMailMessage contact={config.data?.adminContact ?? null} />
      ) : sent ? (
        <div className="grid gap-2">
          <StatusLine status={{ tone: 'success', text: RECOVERY_MESSAGES.forgotSent }} />
          <p className="text-sm text-muted-foreground">{RECOVERY_MESSAGES.forgotSentHint}</p>
        </div>
      ) : (
        <AuthForm busy={busy} onSubmit={onSubmit}>
          <EmailField {...form.register('email')} error={form.formState.errors.email?.message} />
          <StatusLine status={message} />
          <SubmitButton busy={busy} busyLabel={RECOVERY_MESSAGES.forgotBusy}>
            {RECOVERY_MESSAGES.forgotSubmit}
          </SubmitButton>
        </AuthForm>
      )}
    </AuthCard>
  );
}

/** The site cannot mail: ask whoever runs it, named when ADMIN_CONTACT is set (an e-mail or a URL). */
function NoMailMessage({ contact }: { contact: string | null }) {
  const href = contact && (/^https?:\/\//i.test(contact) ? contact : `mailto:${contact}`);
  return (
    <Alert role="status">
      <Info />
      <AlertDescription>
        <p>{RECOVERY_MESSAGES.noMail}</p>
        {contact && href && (
          <p>
            {RECOVERY_MESSAGES.adminContact}{' '}
            <a href={href} className="font-medium wrap-anywhere text-primary underline underline-offset-4">
              {contact}
            </a>
          </p>
        )}
      </AlertDescription>
    </Alert>
  );
}
