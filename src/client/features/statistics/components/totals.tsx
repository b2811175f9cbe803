import type { StatsResponse } from '@shared/schemas/stats';
import { formatCount, formatPercent } from '../lib/format';
import { STATS_MESSAGES as M } from '../lib/messages';

/** The four figures of the range: vistas, visitantes, clics and CTR. */
export function Totals({ totals }: { totals: StatsResponse['totals'] }) {
  const figures = [
    { label: M.views, value: formatCount(totals.views) },
    { label: M.visitors, value: formatCount(totals.visitors), hint: M.visitorsHint },
    { label: M.clicks, value: formatCount(totals.clicks) },
    { label: M.ctr, value: formatPercent(totals.ctr), hint: M.ctrHint },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 @xl:grid-cols-4" data-testid="stats-totals">
      {figures.map((figure) => (
        <div key={figure.label} className="grid content-start gap-1 rounded-lg border p-3 sm:p-4">
          <dt className="text-sm text-muted-foreground">{figure.label}</dt>
          <dd className="text-2xl font-semibold tracking-tight tabular-nums">{figure.value}</dd>
          {figure.hint && <dd className="text-xs text-muted-foreground">{figure.hint}</dd>}
        </div>
      ))}
    </dl>
  );
}
