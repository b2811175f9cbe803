/**
 * Calendar days as 'YYYY-MM-DD' strings, counted in UTC so no clock change shifts them: the one
 * module of day arithmetic for the client and the server (issue 34).
 */

const DAY_MS = 86_400_000;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

function toTime(day: string): number {
  const match = DAY_PATTERN.exec(day);
  if (!match) return Number.NaN;
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

/** The UTC day of an instant (milliseconds since the epoch). */
export function utcDay(time: number): string {
  return fromTime(time);
}

function fromTime(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** Whether the text is a real calendar day ('2026-02-30' is not). */
export function isDay(value: string): boolean {
  const time = toTime(value);
  return Number.isFinite(time) && fromTime(time) === value;
}

export function addDays(day: string, days: number): string {
  return fromTime(toTime(day) + days * DAY_MS);
}

/** How many days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): number {
  return Math.round((toTime(to) - toTime(from)) / DAY_MS) + 1;
}

/** Every day from `from` to `to`, both included. */
export function eachDay(from: string, to: string): string[] {
  const count = Math.max(0, daysBetween(from, to));
  return Array.from({ length: count }, (_, index) => addDays(from, index));
}

/** The day it is now in an IANA time zone (the owner's days, not the browser's). */
export function todayIn(timeZone: string, now = new Date()): string {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
  } catch {
    parts = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
  }
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Seconds since the epoch at UTC midnight of the day: the x values of the chart. */
export function dayToSeconds(day: string): number {
  return toTime(day) / 1000;
}
