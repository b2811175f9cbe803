import { useState } from 'react';
import type { StatsDay } from '@shared/schemas/stats';
import { formatCount, formatMediumDay } from '../lib/format';
import { STATS_MESSAGES as M } from '../lib/messages';

const COLUMNS = [
  { key: 'views', label: M.views },
  { key: 'visitors', label: M.visitors },
  { key: 'clicks', label: M.clicks },
] as const;

const CELL = 'px-3 py-1.5 text-right tabular-nums';

/**
 * The chart's numbers as a table, behind 'Ver como tabla' (decision 715): what a screen reader
 * gets instead of the drawing, and anyone who wants a day's exact figures. While the chart compares,
 * each row carries the previous period's day at the same offset (issue 42).
 */
export function DaysTable({ days, previous = null }: { days: readonly StatsDay[]; previous?: readonly StatsDay[] | null }) {
  // A year is 365 rows: drawn only while open.
  const [open, setOpen] = useState(false);
  const caption = previous ? M.chartTableCompareCaption : M.chartTableCaption;
  return (
    <details className="min-w-0 text-sm" data-testid="stats-days" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="w-fit cursor-pointer rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
        {M.chartTable}
      </summary>
      {/* Focusable so a keyboard can scroll a long range (axe: scrollable-region-focusable). */}
      {open && (
        <div className="mt-2 max-h-80 overflow-auto rounded-md border" tabIndex={0} role="region" aria-label={caption}>
          <table className="w-full">
            <caption className="sr-only">{caption}</caption>
            <thead className="sticky top-0 bg-background">
              <tr className="border-b text-left text-xs text-muted-foreground">
                <th scope="col" className="px-3 py-2 font-medium">
                  {M.dayColumn}
                </th>
                {COLUMNS.map((column) => (
                  <th key={column.key} scope="col" className="px-3 py-2 text-right font-medium">
                    {column.label}
                  </th>
                ))}
                {previous && (
                  <>
                    <th scope="col" className="px-3 py-2 font-medium">
                      {M.previousDayColumn}
                    </th>
                    {COLUMNS.map((column) => (
                      <th key={column.key} scope="col" className="px-3 py-2 text-right font-medium">
                        {column.label}
                        {M.previousSuffix}
                      </th>
                    ))}
                  </>
                )}
              </tr>
            </thead>
            <tbody>
              {days.map((day, index) => {
                const earlier = previous?.[index];
                return (
                  <tr key={day.day} className="border-b last:border-0">
                    <th scope="row" className="px-3 py-1.5 text-left font-normal whitespace-nowrap">
                      {formatMediumDay(day.day)}
                    </th>
                    {COLUMNS.map((column) => (
                      <td key={column.key} className={CELL}>
                        {formatCount(day[column.key])}
                      </td>
                    ))}
                    {earlier && (
                      <>
                        <td className="px-3 py-1.5 whitespace-nowrap text-muted-foreground">{formatMediumDay(earlier.day)}</td>
                        {COLUMNS.map((column) => (
                          <td key={column.key} className={`${CELL} text-muted-foreground`}>
                            {formatCount(earlier[column.key])}
                          </td>
                        ))}
                      </>
                    )}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </details>
  );
}
