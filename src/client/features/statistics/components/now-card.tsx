import { useState } from 'react';
import type { StatsMinute, StatsNowResponse } from '@shared/schemas/stats';
import { Skeleton } from '@/components/ui/skeleton';
import { useNowStats } from '../api/get-now-stats';
import { formatCount } from '../lib/format';
import { STATS_MESSAGES as M } from '../lib/messages';

/** A minute as 'HH:MM' in the owner's zone (the zone the statistics' days are in). */
function minuteFormat(timeZone: string): (at: string) => string {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('es-ES', { hour: '2-digit', minute: '2-digit', timeZone });
  } catch {
    format = new Intl.DateTimeFormat('es-ES', { hour: '2-digit', minute: '2-digit' });
  }
  return (at) => format.format(new Date(at));
}

function busiest(minutes: readonly StatsMinute[]): StatsMinute | null {
  return minutes.reduce<StatsMinute | null>((best, minute) => (minute.views > (best?.views ?? 0) ? minute : best), null);
}

/** 30 bars, one a minute, oldest left: a picture only (aria-hidden); the numbers are in the caption and the table. */
function MinuteBars({ minutes }: { minutes: readonly StatsMinute[] }) {
  const top = Math.max(1, ...minutes.map((minute) => minute.views));
  return (
    <div aria-hidden="true" className="grid gap-1">
      <div className="flex h-16 items-end gap-px border-b border-border" data-testid="stats-now-bars">
        {minutes.map((minute) => (
          <span
            key={minute.at}
            className={minute.views > 0 ? 'flex-1 rounded-t-sm bg-primary' : 'flex-1'}
            style={{ height: `${Math.max(minute.views > 0 ? 8 : 0, (minute.views / top) * 100)}%` }}
          />
        ))}
      </div>
      <div className="flex justify-between text-xs text-muted-foreground">
        <span>{M.nowAxisStart}</span>
        <span>{M.nowAxisEnd}</span>
      </div>
    </div>
  );
}

function MinutesTable({ minutes, time }: { minutes: readonly StatsMinute[]; time: (at: string) => string }) {
  const [open, setOpen] = useState(false);
  return (
    <details className="text-sm" data-testid="stats-now-minutes" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="w-fit cursor-pointer rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
        {M.nowTable}
      </summary>
      {open && (
        <div className="mt-2 max-h-80 overflow-y-auto rounded-md border" tabIndex={0} role="region" aria-label={M.nowTableCaption}>
          <table className="w-full">
            <caption className="sr-only">{M.nowTableCaption}</caption>
            <thead className="sticky top-0 bg-background">
              <tr className="border-b text-left text-xs text-muted-foreground">
                <th scope="col" className="px-3 py-2 font-medium">
                  {M.minuteColumn}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  {M.views}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  {M.visitors}
                </th>
              </tr>
            </thead>
            <tbody>
              {[...minutes].reverse().map((minute) => (
                <tr key={minute.at} className="border-b last:border-0">
                  <th scope="row" className="px-3 py-1.5 text-left font-normal tabular-nums">
                    {time(minute.at)}
                  </th>
                  <td className="px-3 py-1.5 text-right tabular-nums">{formatCount(minute.views)}</td>
                  <td className="px-3 py-1.5 text-right tabular-nums">{formatCount(minute.visitors)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </details>
  );
}

function NowFigures({ data, timeZone }: { data: StatsNowResponse; timeZone: string }) {
  const time = minuteFormat(timeZone);
  const top = busiest(data.minutes);
  return (
    <>
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="text-xl font-semibold tracking-tight tabular-nums sm:text-2xl" data-testid="stats-now-visitors">
          {M.nowVisitors(data.visitors, formatCount(data.visitors))}
        </span>
        <span className="text-sm text-muted-foreground tabular-nums">{M.nowViews(data.views, formatCount(data.views))}</span>
      </p>
      {data.views === 0 ? (
        <p className="text-sm text-muted-foreground" data-testid="stats-now-empty">
          {M.nowEmpty}
        </p>
      ) : (
        <>
          <MinuteBars minutes={data.minutes} />
          {top && <p className="text-xs text-muted-foreground">{M.nowBusiest(time(top.at), M.nowViews(top.views, formatCount(top.views)))}</p>}
          <MinutesTable minutes={data.minutes} time={time} />
        </>
      )}
    </>
  );
}

/** 'Ahora' (issue 42): visitors and views of the last 30 minutes, asked again every 30 s while the tab is visible. */
export function NowCard({ pageId, timeZone }: { pageId: number; timeZone: string }) {
  const now = useNowStats(pageId);
  return (
    <section className="grid gap-3 rounded-lg border p-3 sm:p-4" aria-labelledby="stats-now-title" data-testid="stats-now">
      <div className="grid gap-0.5">
        <h3 id="stats-now-title" className="flex items-center gap-2 text-base font-semibold">
          <span aria-hidden="true" className="size-2 rounded-full bg-green-600" />
          {M.nowTitle}
        </h3>
        <p className="text-xs text-muted-foreground">{M.nowRefresh}</p>
      </div>
      {now.data ? (
        <NowFigures data={now.data} timeZone={timeZone} />
      ) : now.isError ? (
        <p className="text-sm text-muted-foreground">{M.nowFailed}</p>
      ) : (
        <Skeleton className="h-24 w-full" />
      )}
    </section>
  );
}
