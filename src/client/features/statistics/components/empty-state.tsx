import { ChartNoAxesColumn } from 'lucide-react';
import { STATS_MESSAGES as M } from '../lib/messages';

/** A range with no visit, no click and no bot. */
export function EmptyState() {
  return (
    <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed px-6 py-10 text-center" data-testid="stats-empty">
      <ChartNoAxesColumn className="size-9 text-muted-foreground" aria-hidden="true" />
      <h3 className="text-base font-semibold">{M.emptyTitle}</h3>
      <p className="max-w-sm text-sm text-muted-foreground">{M.emptyText}</p>
    </div>
  );
}
