import type { ReactNode } from 'react';
import { LoadingScreen } from '@/components/loading-screen';
import { useAuth } from '@/lib/auth/auth-provider';
import { FormMessage } from './form-message';
import { useAdminSettings } from '../api/admin-api';
import { ADMIN_MESSAGES as M } from '../lib/messages';
import { DomainsCard } from './domains-card';
import { InvitationsCard } from './invitations-card';
import { SignupsCard } from './signups-card';
import { TwoStepCard } from './two-step-card';
import { UsersCard } from './users-card';

/** 'Administración' (/admin), for the instance's admins; anyone else gets the 404 screen. */
export function AdminScreen({ notFound }: { notFound: ReactNode }) {
  const { user } = useAuth();
  const settings = useAdminSettings();
  if (settings.isPending) {
    return (
      <main id="main" className="flex flex-1 flex-col">
        <LoadingScreen label="Cargando..." />
      </main>
    );
  }
  if (settings.isError) return notFound;
  const data = settings.data;
  return (
    <main id="main" className="mx-auto grid w-full max-w-3xl content-start gap-5 px-4 py-8 sm:px-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">{M.title}</h1>
        <p className="text-sm text-muted-foreground">{M.description}</p>
      </header>
      {!data.embeddedAuth ? (
        <FormMessage text={M.hosted} />
      ) : (
        <>
          <SignupsCard mode={data.signups} />
          <TwoStepCard required={data.requireMfa} />
          <InvitationsCard />
          <UsersCard selfId={user?.id ?? ''} />
        </>
      )}
      <DomainsCard />
    </main>
  );
}
