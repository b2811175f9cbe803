import { LockKeyhole } from 'lucide-react';
import { type FormEvent, useMemo, useState } from 'react';
import { TextField } from '@/components/text-field';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { hasErrorCode, messageOf } from '@/lib/api-client';
import { useSharedStatsInfo, useUnlockSharedStats } from '../api/stats-share';
import { SHARE_MESSAGES as M } from '../lib/share-messages';
import { type StatsSource, StatsSourceContext } from '../lib/stats-source';
import { StatisticsPanel } from './statistics-panel';

/** The password form of a protected address; the right password reloads what the address opens. */
function PasswordForm({ token }: { token: string }) {
  const unlock = useUnlockSharedStats(token);
  const [password, setPassword] = useState('');
  const error = unlock.isError ? messageOf(unlock.error, M.unlockFailed) : undefined;
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (password) unlock.mutate(password);
  }
  return (
    <form className="grid max-w-sm gap-4 rounded-lg border p-4" onSubmit={onSubmit} noValidate>
      <div className="grid gap-1">
        <h1 className="flex items-center gap-2 text-lg font-semibold">
          <LockKeyhole className="size-5" aria-hidden="true" />
          {M.lockedTitle}
        </h1>
        <p className="text-sm text-muted-foreground">{M.lockedText}</p>
      </div>
      <TextField
        label={M.password}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={error}
        required
      />
      <Button type="submit" className="w-fit" disabled={unlock.isPending || !password}>
        {unlock.isPending && <Spinner />}
        {unlock.isPending ? M.unlocking : M.unlock}
      </Button>
    </form>
  );
}

/**
 * A shared address's screen (/estadisticas/{token}, issue 42): the page's statistics panel,
 * read-only, from the shared API; first the password when the owner set one.
 */
export function SharedStatistics({ token }: { token: string }) {
  const info = useSharedStatsInfo(token);
  const page = info.data?.page ?? null;
  const source = useMemo<StatsSource | null>(() => (page ? { kind: 'shared', token, timeZone: page.timeZone } : null), [page, token]);

  if (info.isPending) return <Spinner aria-label={M.loading} />;
  if (info.isError) {
    const gone = hasErrorCode(info.error, 'stats_share_not_found');
    return (
      <div className="grid gap-2" role="alert">
        <h1 className="text-xl font-semibold">{gone ? M.notFoundTitle : M.loadFailed}</h1>
        <p className="text-sm text-muted-foreground">{gone ? M.notFoundText : messageOf(info.error, M.loadFailed)}</p>
      </div>
    );
  }
  if (!page || !source) return <PasswordForm token={token} />;
  return (
    <div className="grid gap-4">
      <div className="grid gap-1">
        <h1 className="text-xl font-semibold break-words sm:text-2xl">{M.screenTitle(page.title)}</h1>
        <p className="text-sm text-muted-foreground">{M.screenNote}</p>
      </div>
      <section className="@container" aria-labelledby="shared-stats-figures">
        {/* The panel's sections are h3, as under the editor tab's h2. */}
        <h2 id="shared-stats-figures" className="sr-only">
          {M.figures}
        </h2>
        <StatsSourceContext value={source}>
          {/* The page's id stays on the server: the token names the page. */}
          <StatisticsPanel pageId={0} blocks={page.blocks} />
        </StatsSourceContext>
      </section>
    </div>
  );
}
