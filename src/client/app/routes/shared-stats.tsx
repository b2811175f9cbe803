import { useQuery } from '@tanstack/react-query';
import { Link2 } from 'lucide-react';
import { useParams } from 'react-router';
import { SharedStatistics } from '@/features/statistics';
import { loadAppConfig } from '@/lib/config';

/**
 * /estadisticas/{token} (issue 42): a shared address of one page's statistics, for anyone holding
 * it, signed in or not. No header of the app (nothing of an account), never indexed.
 */
export default function SharedStatsRoute() {
  const { token = '' } = useParams();
  const config = useQuery({ queryKey: ['appConfig'], queryFn: loadAppConfig });
  const siteName = config.data?.siteName ?? 'LinkHub';
  return (
    <div className="flex min-h-dvh flex-col">
      <title>{`Estadísticas compartidas | ${siteName}`}</title>
      <meta name="robots" content="noindex" />
      <header className="border-b bg-card">
        <div className="mx-auto flex h-14 w-full max-w-5xl items-center gap-2 px-4 text-lg font-semibold tracking-tight sm:px-6">
          <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground">
            <Link2 className="size-4.5" aria-hidden="true" />
          </span>
          {siteName}
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-5xl flex-1 px-4 py-6 sm:px-6">
        <SharedStatistics token={token} />
      </main>
    </div>
  );
}
