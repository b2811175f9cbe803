import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import './time-series-chart.css';
import type { StatsDay } from '@shared/schemas/stats';
import { dayToSeconds } from '@shared/days';
import { formatCount, formatLongDay, formatShortDay } from '../lib/format';

const SERIES = [
  { key: 'views', label: 'Vistas', color: '#2563eb' },
  { key: 'visitors', label: 'Visitantes', color: '#15803d' },
  { key: 'clicks', label: 'Clics', color: '#c2410c' },
] as const;

const HEIGHT = 220;
const AXIS = { stroke: '#52525b', grid: { stroke: '#e4e4e7', width: 1 }, ticks: { stroke: '#e4e4e7', width: 1 } };

const dayOf = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);

/** A count in the legend. */
const valueOf = (_chart: uPlot, value: number | null) => (value == null ? '—' : formatCount(value));

function options(width: number, compare: boolean): uPlot.Options {
  return {
    width,
    height: HEIGHT,
    // Days are calendar days: drawn in UTC so the browser's own zone moves nothing.
    tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
    cursor: { drag: { x: false, y: false } },
    scales: { x: { time: true }, y: { range: (_chart, _min, max) => [0, Math.max(4, Math.ceil(max * 1.1))] } },
    series: [
      { label: 'Día', value: (_chart, value) => (value == null ? '—' : formatLongDay(dayOf(value))) },
      ...SERIES.map((series) => ({
        label: series.label,
        stroke: series.color,
        width: 2,
        points: { size: 5 },
        value: valueOf,
      })),
      // The previous period's lines (issue 42): dashed, in the same colours.
      ...(compare
        ? SERIES.map((series) => ({ label: `${series.label} (anterior)`, stroke: series.color, width: 1.5, dash: [6, 4], points: { show: false }, value: valueOf }))
        : []),
    ],
    axes: [
      { ...AXIS, values: (_chart, splits) => splits.map((split) => formatShortDay(dayOf(split))) },
      { ...AXIS, size: 48, values: (_chart, splits) => splits.map((split) => (Number.isInteger(split) ? formatCount(split) : '')) },
    ],
  };
}

/** The previous period's days are drawn at the same positions as the range's (aligned by day offset). */
function dataOf(days: readonly StatsDay[], previous: readonly StatsDay[] | null): uPlot.AlignedData {
  const earlier = previous ? SERIES.map((series) => days.map((_point, index) => previous[index]?.[series.key] ?? null)) : [];
  return [days.map((point) => dayToSeconds(point.day)), ...SERIES.map((series) => days.map((point) => point[series.key])), ...earlier];
}

/** Drawn by uPlot (about 50 KB, in its own chunk: loaded when the tab shows a chart, never elsewhere). */
export default function TimeSeriesChart({ days, previous = null }: { days: readonly StatsDay[]; previous?: readonly StatsDay[] | null }) {
  const holder = useRef<HTMLDivElement>(null);
  const chart = useRef<uPlot | null>(null);

  const compare = previous !== null;
  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    const empty = Array.from({ length: compare ? 7 : 4 }, () => []) as unknown as uPlot.AlignedData;
    const created = new uPlot(options(Math.max(200, element.clientWidth), compare), empty, element);
    chart.current = created;
    const observer = new ResizeObserver(() => created.setSize({ width: Math.max(200, element.clientWidth), height: HEIGHT }));
    observer.observe(element);
    return () => {
      observer.disconnect();
      created.destroy();
      chart.current = null;
    };
  }, [compare]);

  useEffect(() => {
    chart.current?.setData(dataOf(days, previous));
  }, [days, previous, compare]);

  return <div ref={holder} aria-hidden="true" className="stats-chart w-full min-w-0" data-testid="stats-chart" />;
}
