import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/download-file';
import type { DayRange } from '../lib/range';
import { rangeQuery, statsPath } from './get-page-stats';

/** GET /api/pages/{id}/stats.csv?from&to, saved as stats.csv (fetched: a plain link cannot send the token). */
function downloadStatsCsv(pageId: number, range: DayRange): Promise<void> {
  return downloadFile(`${statsPath(pageId)}.csv?${rangeQuery(range)}`, 'stats.csv');
}

/** 'Exportar CSV' as a mutation: its `isPending` is the button's busy state (issue 13). */
export function useDownloadStatsCsv(pageId: number) {
  return useMutation({ mutationFn: (range: DayRange) => downloadStatsCsv(pageId, range) });
}
