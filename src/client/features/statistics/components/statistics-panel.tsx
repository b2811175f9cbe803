import { useState } from 'react';
import type { StatsResponse } from '@shared/schemas/stats';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { messageOf } from '@/lib/api-client';
import { usePageStats } from '../api/get-page-stats';
import { useResetBlockStats } from '../api/reset-block-stats';
import { useErrorToast } from '../hooks/use-error-toast';
import { useSaveBrowserTimeZone } from '../hooks/use-owner-time-zone';
import { useStatsRangeDays } from '../hooks/use-stats-range';
import { formatLongDay } from '../lib/format';
import { STATS_MESSAGES as M } from '../lib/messages';
import { useStatsReadOnly } from '../lib/stats-source';
import { type BlockTitle, BlocksTable } from './blocks-table';
import { BotsNote } from './bots-note';
import { Breakdowns } from './breakdowns';
import { SocialClicks } from './social-clicks';
import { ChartCard } from './chart-card';
import { EmptyState } from './empty-state';
import { Goals } from './goals';
import { NowCard } from './now-card';
import { RangePicker } from './range-picker';
import { ResetDialog, type ResetTarget } from './reset-dialog';
import { ShareStatsCard } from './share-stats-card';
import { StatsSettingsCard } from './stats-settings-card';
import { StatsSkeleton } from './stats-skeleton';
import { Totals } from './totals';

const isEmpty = (stats: StatsResponse) => stats.totals.views === 0 && stats.totals.clicks === 0 && stats.bots === 0;

/**
 * The 'Estadísticas' tab's body for one page; `blocks` names its blocks as the editor does. On a
 * shared address (StatsSourceContext, issue 42) the same panel, read-only: no settings, no resets.
 */
export function StatisticsPanel({ pageId, blocks }: { pageId: number; blocks: readonly BlockTitle[] }) {
  const readOnly = useStatsReadOnly();
  const { choice, setChoice, range, timeZone, ready } = useStatsRangeDays();
  useSaveBrowserTimeZone();
  const stats = usePageStats(pageId, range, ready);
  const [target, setTarget] = useState<ResetTarget | null>(null);
  const resetBlock = useResetBlockStats(pageId);
  useErrorToast(stats.error, M.loadFailed);
  const data = stats.data;

  return (
    <div className="grid gap-4" aria-busy={stats.isFetching && stats.isPlaceholderData}>
      {/* The owner's live card: a shared address reads the period only. */}
      {!readOnly && <NowCard pageId={pageId} timeZone={timeZone} />}
      <RangePicker choice={choice} range={range} onChange={setChoice} />
      <p className="text-xs text-muted-foreground" data-testid="stats-range">
        Del {formatLongDay(range.from)} al {formatLongDay(range.to)} · {timeZone.replaceAll('_', ' ')}
        {stats.isPlaceholderData && ' · Actualizando...'}
      </p>
      {!data && stats.isError && (
        <div className="grid justify-items-start gap-2 rounded-lg border border-destructive/40 p-4 text-sm">
          <p>{messageOf(stats.error, M.loadFailed)}</p>
          <Button variant="outline" size="sm" onClick={() => void stats.refetch()}>
            {M.retry}
          </Button>
        </div>
      )}
      {!data && !stats.isError && <StatsSkeleton />}
      {data && (
        <>
          <Totals totals={data.totals} previous={data.previous.totals} days={data.days.length} />
          <p className="text-xs text-muted-foreground">{M.visitorsNote}</p>
          {isEmpty(data) ? (
            <EmptyState />
          ) : (
            <>
              <ChartCard days={data.days} previous={data.previous.days} />
              <BlocksTable
                blocks={data.blocks}
                titles={blocks}
                onReset={readOnly ? undefined : (itemId, title) => setTarget({ kind: 'block', itemId, title })}
              />
              <SocialClicks social={data.social} />
              <Breakdowns stats={data} />
              <BotsNote bots={data.bots} />
            </>
          )}
          <Goals pageId={pageId} goals={data.goals} titles={blocks} />
        </>
      )}
      {!readOnly && <StatsSettingsCard timeZone={timeZone} />}
      {!readOnly && <ShareStatsCard pageId={pageId} />}
      <ResetDialog
        target={target}
        pending={resetBlock.isPending}
        onCancel={() => setTarget(null)}
        onConfirm={(chosen) =>
          chosen.kind === 'block' &&
          resetBlock.mutate(chosen.itemId, {
            onSuccess: () => toast({ title: M.resetDone }),
            onError: (error) => toast({ variant: 'destructive', title: M.resetFailed, description: messageOf(error, M.resetFailed) }),
            onSettled: () => setTarget(null),
          })
        }
      />
    </div>
  );
}
