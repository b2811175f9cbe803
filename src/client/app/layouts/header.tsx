import { useMutation, useQuery } from '@tanstack/react-query';
import { Link2, LogOut, Settings2, UserRound } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { ACCOUNT_PATHS } from '@shared/schemas/account';
// Straight to the modules the header needs: the features' index files also name their screens,
// which would then load with every page, /login included (issue 13).
import { useAccount } from '@/features/account/api/get-account';
import { ACCOUNT_MESSAGES } from '@/features/account/lib/messages';
import { ADMIN_MESSAGES } from '@/features/admin/lib/messages';
import { useAuth } from '@/features/auth';
import { loadAppConfig } from '@/lib/config';

export function Header() {
  const { user, loading, signOut } = useAuth();
  const navigate = useNavigate();
  // 'Cerrar sesión' ends this browser's session only (decision 125), a spinner until supabase-js has
  // signed out; then /login.
  const signingOut = useMutation({ mutationFn: () => signOut('local'), onSuccess: () => void navigate('/login') });
  const config = useQuery({ queryKey: ['appConfig'], queryFn: loadAppConfig });
  const siteName = config.data?.siteName ?? 'LinkHub';
  const account = useAccount(Boolean(user));

  return (
    <header className="sticky top-0 z-40 border-b bg-card/85 backdrop-blur supports-[backdrop-filter]:bg-card/70">
      <div className="mx-auto flex h-14 w-full max-w-[1400px] items-center justify-between gap-4 px-4 sm:px-6">
        <Link
          to="/"
          className="flex items-center gap-2 rounded-md text-lg font-semibold max-sm:min-h-11 tracking-tight outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground">
            <Link2 className="size-4.5" aria-hidden="true" />
          </span>
          {siteName}
        </Link>
        <nav aria-label="Cuenta" className="flex min-w-0 items-center gap-2">
          {loading ? (
            <Skeleton className="h-8 w-40" />
          ) : user ? (
            <>
              {account.data?.isAdmin && (
                <Button variant="ghost" size="sm" asChild>
                  <Link to={ACCOUNT_PATHS.admin} title={ADMIN_MESSAGES.title}>
                    <Settings2 aria-hidden="true" />
                    <span className="max-sm:sr-only">{ADMIN_MESSAGES.title}</span>
                  </Link>
                </Button>
              )}
              {/* 'Mi cuenta' by name, with the e-mail it is for below (issue 32, decision 543). */}
              <Link
                to={ACCOUNT_PATHS.account}
                className="flex min-h-9 min-w-0 items-center gap-2 rounded-md px-2 underline-offset-4 outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 max-sm:min-h-11"
                title={`${ACCOUNT_MESSAGES.menuLabel}: ${user.email ?? ''}`}
                aria-label={`${ACCOUNT_MESSAGES.menuLabel} (${user.email ?? ''})`}
              >
                <UserRound aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                <span className="flex min-w-0 flex-col leading-tight">
                  <span className="text-sm font-medium">{ACCOUNT_MESSAGES.menuLabel}</span>
                  <span className="truncate text-xs text-muted-foreground" data-testid="account-email">
                    {user.email}
                  </span>
                </span>
              </Link>
              <Button
                variant="ghost"
                size="icon"
                title="Cerrar sesión"
                aria-label="Cerrar sesión"
                disabled={signingOut.isPending}
                onClick={() => signingOut.mutate()}
              >
                {signingOut.isPending ? <Spinner /> : <LogOut aria-hidden="true" />}
              </Button>
            </>
          ) : (
            <Button variant="outline" size="sm" asChild>
              <Link to="/login">Iniciar Sesión</Link>
            </Button>
          )}
        </nav>
      </div>
    </header>
  );
}
