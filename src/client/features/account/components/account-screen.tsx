import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth/auth-provider';
import { loadAppConfig } from '@/lib/config';
import { ACCOUNT_MESSAGES as M } from '../lib/messages';
import { ApiTokensCard } from './api-tokens-card';
import { DataCard } from './data-card';
import { DeleteAccountCard } from './delete-account-card';
import { EmailCard } from './email-card';
import { PasskeysCard } from './passkeys-card';
import { PasswordCard } from './password-card';
import { SessionsCard } from './sessions-card';
import { TwoStepCard } from './two-step-card';
import { WebhooksCard } from './webhooks-card';
import { WeeklyReportCard } from './weekly-report-card';
import { useMfaStatus } from '../api/security-api';

/** 'Mi cuenta' (/account), opened from the e-mail in the header. */
export function AccountScreen() {
  const { user } = useAuth();
  const config = useQuery({ queryKey: ['appConfig'], queryFn: loadAppConfig });
  const mfa = useMfaStatus();
  if (!user) return null;
  // A hosted project has no recovery codes and no sessions list of ours.
  const embedded = mfa.data?.recoveryCodes ?? false;
  // Where the admin requires two-step verification its card comes first (and stays there once on,
  // so the recovery codes it shows next are not lost by a remount).
  const mustEnrol = mfa.data?.required === true;
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-5 px-4 py-8 sm:px-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">{M.title}</h1>
        <p className="text-sm text-muted-foreground">{M.description}</p>
      </header>
      {mustEnrol && <TwoStepCard />}
      <EmailCard user={user} />
      <PasswordCard />
      {config.data?.signInMethods.passkeys && <PasskeysCard />}
      {!mustEnrol && <TwoStepCard />}
      <SessionsCard embedded={embedded} />
      <WeeklyReportCard />
      <WebhooksCard />
      <ApiTokensCard />
      <DataCard />
      <DeleteAccountCard />
    </div>
  );
}
