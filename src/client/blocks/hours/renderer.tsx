import { formatTime, hoursState, type Interval, parseIntervals, WEEKDAY_LABELS, WEEKDAYS } from '@shared/opening-hours';
import { usePageClock } from '../lib/clock';
import { buttonStyle, usePageLook } from '../lib/look';
import type { BlockRendererProps } from '../lib/types';

function intervalsText(intervals: readonly Interval[]): string {
  return intervals.length ? intervals.map(({ start, end }) => `${formatTime(start)}–${formatTime(end)}`).join(', ') : 'Cerrado';
}

const DATE = new Intl.DateTimeFormat('es-ES', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

/**
 * Opening hours (issue 38): 'Abierto ahora' or 'Cerrado' and today's hours at the time the page is
 * drawn, in the owner's zone; the week and the coming exceptions unfold in a <details>, no script.
 */
export function HoursRenderer({ content }: BlockRendererProps<'hours'>) {
  const look = usePageLook();
  const clock = usePageClock();
  const state = hoursState(content, clock.timeZone, clock.now);
  return (
    <section data-hours-state={state.open ? 'open' : 'closed'} className="w-full px-4 py-3" style={buttonStyle(look, { tall: true })} aria-label={content.title || 'Horario'}>
      {content.title && <p className="font-semibold leading-snug">{content.title}</p>}
      <p className="leading-snug">
        <strong className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className={`inline-block size-2.5 rounded-full ring-2 ring-current ${state.open ? 'bg-green-600' : 'bg-red-600'}`} />
          {state.open ? 'Abierto ahora' : 'Cerrado'}
        </strong>
        {' · '}
        <span>Hoy: {intervalsText(state.today)}</span>
      </p>
      <details className="mt-1 text-sm">
        <summary className="cursor-pointer underline underline-offset-2">Horario de la semana</summary>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-0.5">
          {WEEKDAYS.map((weekday) => (
            <div key={weekday} className={`contents ${weekday === state.weekday ? 'font-semibold' : ''}`}>
              <dt>{WEEKDAY_LABELS[weekday]}</dt>
              <dd>{intervalsText(parseIntervals(content[weekday]) ?? [])}</dd>
            </div>
          ))}
        </dl>
        {state.upcoming.length > 0 && (
          <>
            <p className="mt-2 font-semibold">Días especiales</p>
            <ul>
              {state.upcoming.map((entry) => (
                <li key={entry.day}>
                  {DATE.format(new Date(`${entry.day}T00:00:00Z`))}: {intervalsText(entry.intervals)}
                </li>
              ))}
            </ul>
          </>
        )}
      </details>
    </section>
  );
}
