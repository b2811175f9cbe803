import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/hooks/use-toast';
import { messageOf } from '@/lib/api-client';
import { useDownloadStatsCsv } from '../api/download-stats-csv';
import { STATS_MESSAGES as M } from '../lib/messages';
import type { DayRange } from '../lib/range';

/** 'Exportar CSV': the range's numbers, one row per day, as stats.csv. */
export function ExportCsvButton({ pageId, range }: { pageId: number; range: DayRange }) {
  const download = useDownloadStatsCsv(pageId);
  const busy = download.isPending;

  return (
    <Button
      variant="outline"
      size="sm"
      disabled={busy}
      onClick={() =>
        download.mutate(range, {
          onError: (error) => toast({ variant: 'destructive', title: M.exportFailed, description: messageOf(error, M.exportFailed) }),
        })
      }
    >
      {busy ? <Spinner /> : <Download aria-hidden="true" />}
      {busy ? M.exporting : M.exportCsv}
    </Button>
  );
}
