import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { messageOf } from '@/lib/api-client';
import { useResetPageStats } from '../api/reset-page-stats';
import { useStatsRangeDays } from '../hooks/use-stats-range';
import { STATS_MESSAGES as M } from '../lib/messages';
import { ExportCsvButton } from './export-csv-button';
import { ResetDialog, type ResetTarget } from './reset-dialog';

/** The tab header's buttons: 'Exportar CSV' for the range and 'Restablecer' for the whole page. */
export function StatsActions({ pageId }: { pageId: number }) {
  const { range } = useStatsRangeDays();
  const [target, setTarget] = useState<ResetTarget | null>(null);
  const reset = useResetPageStats(pageId);

  return (
    <div className="flex flex-wrap justify-end gap-2">
      <ExportCsvButton pageId={pageId} range={range} />
      <Button variant="outline" size="sm" onClick={() => setTarget({ kind: 'page' })}>
        <RotateCcw aria-hidden="true" />
        {M.reset}
      </Button>
      <ResetDialog
        target={target}
        pending={reset.isPending}
        onCancel={() => setTarget(null)}
        onConfirm={() =>
          reset.mutate(undefined, {
            onSuccess: () => toast({ title: M.resetDone }),
            onError: (error) => toast({ variant: 'destructive', title: M.resetFailed, description: messageOf(error, M.resetFailed) }),
            onSettled: () => setTarget(null),
          })
        }
      />
    </div>
  );
}
