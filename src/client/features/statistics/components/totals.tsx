import type { StatsTotals } from '@shared/schemas/stats';
import { cn } from '@/lib/utils';
import { changeDirection, changeText } from '../lib/compare';
import { formatCount, formatPercent } from '../lib/format';
import { STATS_MESSAGES as M } from '../lib/messages';

const TONES = { 1: 'text-emerald-700 dark:text-emerald-400', 0: 'text-muted-foreground', [-1]: 'text-red-700 dark:text-red-400' } as const;

interface TotalsProps {
  totals: StatsTotals;
  /** The totals of the same number of days just before (issue 42). */
  previous: StatsTotals;
  /** How many days the range has. */
  days: number;
}

/** The four figures of the range: vistas, visitantes, clics and CTR, each with its change against the period before. */
export function Totals({ totals, previous, days }: TotalsProps) {
  const count = (key: 'views' | 'visitors' | 'clicks') => ({
    change: changeText(totals[key], previous[key], days),
    direction: changeDirection(totals[key], previous[key]),
  });
  const figures = [
    { label: M.views, value: formatCount(totals.views), ...count('views') },
    { label: M.visitors, value: formatCount(totals.visitors), hint: M.visitorsHint, ...count('visitors') },
    { label: M.clicks, value: formatCount(totals.clicks), ...count('clicks') },
    {
      label: M.ctr,
      value: formatPercent(totals.ctr),
      hint: M.ctrHint,
      change: changeText(totals.ctr, previous.ctr, days, 'ratio', previous.views),
      direction: changeDirection(totals.ctr, previous.ctr, previous.views),
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 @xl:grid-cols-4" data-testid="stats-totals">
      {figures.map((figure) => (
        <div key={figure.label} className="grid content-start gap-1 rounded-lg border p-3 sm:p-4">
          <dt className="text-sm text-muted-foreground">{figure.label}</dt>
          <dd className="text-2xl font-semibold tracking-tight tabular-nums">{figure.value}</dd>
          <dd className={cn('text-xs font-medium', TONES[figure.direction])} data-testid="stats-change">
            {figure.change}
          </dd>
          {figure.hint && <dd className="text-xs text-muted-foreground">{figure.hint}</dd>}
        </div>
      ))}
    </dl>
  );
}
