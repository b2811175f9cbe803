import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/hooks/use-toast';
import { messageOf } from '@/lib/api-client';
import { downloadStatsCsv } from '../api/download-stats-csv';
import { STATS_MESSAGES as M } from '../lib/messages';
import type { DayRange } from '../lib/range';

/** 'Exportar CSV': the range's numbers, one row per day, as stats.csv. */
export function ExportCsvButton({ pageId, range }: { pageId: number; range: DayRange }) {
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      await downloadStatsCsv(pageId, range);
    } catch (error) {
      toast({ variant: 'destructive', title: M.exportFailed, description: messageOf(error, M.exportFailed) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button variant="outline" size="sm" disabled={busy} onClick={() => void download()}>
      {busy ? <Spinner /> : <Download aria-hidden="true" />}
      {busy ? M.exporting : M.exportCsv}
    </Button>
  );
}
