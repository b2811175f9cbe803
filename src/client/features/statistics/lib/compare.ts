import { formatCount } from './format';

/** A number with one decimal in Spanish ('1,5'). */
const points = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1 });
const MINUS = '\u2212';

/** 'los 30 días anteriores', or 'el día anterior' for a one-day range. */
function earlier(days: number): { article: 'al' | 'a los'; text: string } {
  return days === 1 ? { article: 'al', text: 'día anterior' } : { article: 'a los', text: `${formatCount(days)} días anteriores` };
}

const signed = (value: number, text: string) => `${value > 0 ? '+' : MINUS}${text}`;

/**
 * A total's change against the period of the same length before (decision 1001): relative and
 * rounded to a whole percent for counts, in percentage points for the CTR; no percentage when the
 * previous period had nothing to compare with.
 * `base` is what the change is relative to: the previous count, or the previous views for the CTR.
 */
export function changeText(current: number, previous: number, days: number, kind: 'count' | 'ratio' = 'count', base = previous): string {
  if (base === 0) return 'Sin datos del periodo anterior';
  const { article, text } = earlier(days);
  const change = kind === 'count' ? Math.round(((current - previous) / previous) * 100) : Math.round((current - previous) * 1000) / 10;
  if (change === 0) return `Igual que ${days === 1 ? 'el' : 'los'} ${text}`;
  const amount = kind === 'count' ? `${formatCount(Math.abs(change))}\u00a0%` : `${points.format(Math.abs(change))}\u00a0${Math.abs(change) === 1 ? 'punto' : 'puntos'}`;
  return `${signed(change, amount)} frente ${article} ${text}`;
}

/** -1, 0 or 1: which way a change went (for its colour; the text says it too). */
export function changeDirection(current: number, previous: number, base = previous): -1 | 0 | 1 {
  if (base === 0 || current === previous) return 0;
  return current > previous ? 1 : -1;
}
