import { useId } from 'react';
import { formatCount } from '../lib/format';

export interface BarEntry {
  key: string;
  label: string;
  value: number;
}

/** A ranked list drawn as bars (sources, countries, devices); the numbers are text, the bars decoration. */
export function BarList({ title, entries, empty }: { title: string; entries: readonly BarEntry[]; empty: string }) {
  const id = useId();
  const top = Math.max(1, ...entries.map((entry) => entry.value));
  return (
    <section className="grid content-start gap-3 rounded-lg border p-3 sm:p-4" aria-labelledby={id}>
      <h4 id={id} className="text-sm font-semibold">
        {title}
      </h4>
      {entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul className="grid gap-1.5">
          {entries.map((entry) => (
            <li key={entry.key} className="relative flex items-center justify-between gap-3 overflow-hidden rounded-md px-2 py-1 text-sm">
              <span aria-hidden="true" className="absolute inset-y-0 left-0 rounded-md bg-primary/10" style={{ width: `${(entry.value / top) * 100}%` }} />
              <span className="relative min-w-0 [overflow-wrap:anywhere]">{entry.label}</span>
              <span className="relative shrink-0 font-medium tabular-nums">{formatCount(entry.value)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
