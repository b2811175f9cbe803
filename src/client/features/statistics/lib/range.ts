import { addDays, daysBetween, isDay, todayIn } from '@shared/days';

export const PRESETS = [7, 30, 90, 365] as const;
export type Preset = (typeof PRESETS)[number];

/** The range the tab shows: the last N days up to today, or two days the owner chose. */
export type RangeChoice = { kind: 'preset'; days: Preset } | { kind: 'custom'; from: string; to: string };

export interface DayRange {
  from: string;
  to: string;
}

export const DEFAULT_RANGE: RangeChoice = { kind: 'preset', days: 30 };

/** The days a choice covers, today being today in the owner's time zone. */
export function resolveRange(choice: RangeChoice, timeZone: string, now = new Date()): DayRange {
  if (choice.kind === 'custom') return { from: choice.from, to: choice.to };
  const to = todayIn(timeZone, now);
  return { from: addDays(to, -(choice.days - 1)), to };
}

/** Why two chosen days cannot be a range, in Spanish; null when they can. */
export function customRangeError(from: string, to: string): string | null {
  if (!from || !to) return 'Elige las dos fechas.';
  if (!isDay(from) || !isDay(to)) return 'Alguna de las fechas no es válida.';
  if (daysBetween(from, to) < 1) return 'La fecha de inicio debe ser anterior o igual a la de fin.';
  return null;
}
