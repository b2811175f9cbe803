import { useQuery } from '@tanstack/react-query';
import { Link2, LogOut } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/features/auth';
import { loadAppConfig } from '@/lib/config';

export function Header() {
  const { user, loading, signOut } = useAuth();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  const config = useQuery({ queryKey: ['appConfig'], queryFn: loadAppConfig });
  const siteName = config.data?.siteName ?? 'LinkHub';

  async function onSignOut() {
    setSigningOut(true);
    try {
      await signOut();
    } finally {
      setSigningOut(false);
    }
    void navigate('/login');
  }

  return (
    <header className="sticky top-0 z-40 border-b bg-card/85 backdrop-blur supports-[backdrop-filter]:bg-card/70">
      <div className="mx-auto flex h-14 w-full max-w-[1400px] items-center justify-between gap-4 px-4 sm:px-6">
        <Link
          to="/"
          className="flex items-center gap-2 rounded-md text-lg font-semibold tracking-tight outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
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
              <span className="truncate text-sm text-muted-foreground" title={user.email ?? undefined}>
                {user.email}
              </span>
              <Button
                variant="ghost"
                size="icon"
                title="Cerrar sesión"
                aria-label="Cerrar sesión"
                disabled={signingOut}
                onClick={() => void onSignOut()}
              >
                {signingOut ? <Spinner /> : <LogOut aria-hidden="true" />}
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
