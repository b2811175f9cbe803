import { Suspense, lazy, useState } from 'react';
import type { StatsDay } from '@shared/schemas/stats';
import { SwitchField } from '@/components/switch-field';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCount, formatLongDay } from '../lib/format';
import { STATS_MESSAGES as M } from '../lib/messages';
import { ChartBoundary } from './chart-boundary';
import { DaysTable } from './days-table';

const TimeSeriesChart = lazy(() => import('./time-series-chart'));

function summary(days: readonly StatsDay[]): string {
  if (days.length === 0) return '';
  const busiest = days.reduce((best, day) => (day.views > best.views ? day : best), days[0]!);
  const range = `Del ${formatLongDay(days[0]!.day)} al ${formatLongDay(days.at(-1)!.day)}.`;
  return busiest.views > 0 ? `${range} Día con más vistas: ${formatLongDay(busiest.day)}, con ${formatCount(busiest.views)}.` : range;
}

/** The previous period in words, so the dashed lines say nothing the caption does not. */
function previousSummary(days: readonly StatsDay[]): string {
  const sum = (key: 'views' | 'visitors' | 'clicks') => formatCount(days.reduce((total, day) => total + day[key], 0));
  return `Periodo anterior: ${summary(days)} En total, ${sum('views')} vistas, ${sum('visitors')} visitantes y ${sum('clicks')} clics.`;
}

/**
 * Views, visitors and clicks per day; the chart library arrives with the chart, never before. The
 * drawing is aria-hidden: the caption sums it up and 'Ver como tabla' has every day's numbers, the
 * previous period's too while it is compared (issue 42).
 */
export function ChartCard({ days, previous }: { days: readonly StatsDay[]; previous: readonly StatsDay[] }) {
  const [compare, setCompare] = useState(false);
  return (
    <figure className="grid min-w-0 gap-3 rounded-lg border p-3 sm:p-4" aria-labelledby="stats-chart-title">
      <figcaption className="grid gap-1">
        <h3 id="stats-chart-title" className="text-base font-semibold">
          {M.chartTitle}
        </h3>
        <p className="text-xs text-muted-foreground">{summary(days)}</p>
        {compare && (
          <p className="text-xs text-muted-foreground" data-testid="stats-previous-summary">
            {previousSummary(previous)}
          </p>
        )}
      </figcaption>
      <SwitchField label={M.compare} description={M.compareHint} checked={compare} onCheckedChange={setCompare} />
      <ChartBoundary fallback={<p className="text-sm text-muted-foreground">{M.chartFailed}</p>}>
        <Suspense fallback={<Skeleton className="h-[252px] w-full" />}>
          <TimeSeriesChart days={days} previous={compare ? previous : null} />
        </Suspense>
      </ChartBoundary>
      <DaysTable days={days} previous={compare ? previous : null} />
    </figure>
  );
}
