// Kept free of Zod: the 'Horario' block's definition, its renderer and the server's cache read it.
import { addDays, isDay } from './days';

/**
 * Opening hours (issue 38, decision 975): each weekday stored as text normalised to
 * 'HH:MM-HH:MM, HH:MM-HH:MM' ('' is closed), and dated exceptions as lines
 * 'YYYY-MM-DD cerrado' or 'YYYY-MM-DD HH:MM-HH:MM, ...'. An interval whose end is not after its
 * start runs past midnight into the next day; '24:00' ends at midnight.
 */

/** Monday first, as the editor and the page list them. */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const WEEKDAY_LABELS: Record<Weekday, string> = {
  mon: 'Lunes',
  tue: 'Martes',
  wed: 'Miércoles',
  thu: 'Jueves',
  fri: 'Viernes',
  sat: 'Sábado',
  sun: 'Domingo',
};
const SCHEMA_DAYS: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

const CLOSED_WORD = 'cerrado';
const MAX_INTERVALS = 6;
const MAX_EXCEPTIONS = 60;
const DAY_MINUTES = 1440;

/** One interval in minutes from the day's midnight; `end` <= `start` runs into the next day. */
export interface Interval {
  start: number;
  end: number;
}

/** What the hours are read from: the block's content (every field a string). */
export type HoursContent = Record<Weekday, string> & { exceptions: string };

const TIME = /^(\d{1,2})(?::(\d{2}))?$/;

function parseTime(text: string): number | null {
  const match = TIME.exec(text.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2] ?? '0');
  if (minutes > 59 || hours > 24 || (hours === 24 && minutes > 0)) return null;
  return hours * 60 + minutes;
}

export function formatTime(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The intervals of a day's text, or null when it is not 'HH:MM-HH:MM' separated by commas. */
export function parseIntervals(text: string): Interval[] | null {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed.toLowerCase() === CLOSED_WORD) return [];
  const parts = trimmed.split(/[,;/]/).map((part) => part.trim()).filter(Boolean);
  if (parts.length > MAX_INTERVALS) return null;
  const intervals: Interval[] = [];
  for (const part of parts) {
    const [from, to, ...rest] = part.split(/\s*(?:-|–|—|\sa\s)\s*/);
    if (from === undefined || to === undefined || rest.length) return null;
    const start = parseTime(from);
    const end = parseTime(to);
    if (start === null || end === null || start === end || start === DAY_MINUTES) return null;
    intervals.push({ start, end: end === 0 ? DAY_MINUTES : end });
  }
  return intervals.sort((a, b) => a.start - b.start);
}

function formatIntervals(intervals: readonly Interval[]): string {
  return intervals.map((interval) => `${formatTime(interval.start)}-${formatTime(interval.end)}`).join(', ');
}

/** A weekday's text as stored: normalised, or null when it cannot be read. */
export function normaliseDay(text: string): string | null {
  const intervals = parseIntervals(text);
  return intervals === null ? null : formatIntervals(intervals);
}

interface HoursException {
  day: string;
  /** Empty: closed all day. */
  intervals: Interval[];
}

/** The exceptions' lines, sorted by day (a later line for the same day wins), or null when one cannot be read. */
function parseExceptions(text: string): HoursException[] | null {
  const byDay = new Map<string, Interval[]>();
  for (const line of text.split('\n').map((entry) => entry.trim()).filter(Boolean)) {
    const match = /^(\d{4}-\d{2}-\d{2})\s*:?\s*(.*)$/.exec(line);
    if (!match?.[1] || !isDay(match[1])) return null;
    const intervals = parseIntervals(match[2] ?? '');
    if (intervals === null) return null;
    byDay.set(match[1], intervals);
  }
  if (byDay.size > MAX_EXCEPTIONS) return null;
  return [...byDay].sort(([a], [b]) => a.localeCompare(b)).map(([day, intervals]) => ({ day, intervals }));
}

function formatExceptions(exceptions: readonly HoursException[]): string {
  return exceptions.map(({ day, intervals }) => `${day} ${intervals.length ? formatIntervals(intervals) : CLOSED_WORD}`).join('\n');
}

export function normaliseExceptions(text: string): string | null {
  const exceptions = parseExceptions(text);
  return exceptions === null ? null : formatExceptions(exceptions);
}

/** The weekday of a 'YYYY-MM-DD' day. */
function weekdayOf(day: string): Weekday {
  const sundayFirst = new Date(`${day}T00:00:00Z`).getUTCDay();
  return WEEKDAYS[(sundayFirst + 6) % 7] as Weekday;
}

/** The intervals that start on a day: its exception's, else its weekday's. */
function intervalsOn(content: HoursContent, day: string): Interval[] {
  const exception = (parseExceptions(content.exceptions) ?? []).find((entry) => entry.day === day);
  return exception ? exception.intervals : (parseIntervals(content[weekdayOf(day)]) ?? []);
}

/** A local day and minute of an instant in a zone (UTC when the zone is unknown). */
export function localTime(now: number, timeZone: string): { day: string; minutes: number } {
  let format: Intl.DateTimeFormat;
  const options: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
  try {
    format = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
  } catch {
    format = new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
  }
  const parts = format.formatToParts(new Date(now));
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '00';
  return { day: `${part('year')}-${part('month')}-${part('day')}`, minutes: (Number(part('hour')) % 24) * 60 + Number(part('minute')) };
}

/** Whether the place is open at a local day and minute (yesterday's intervals past midnight count). */
function openAtLocal(content: HoursContent, day: string, minutes: number): boolean {
  const today = intervalsOn(content, day).some(({ start, end }) => minutes >= start && minutes < (end > start ? end : DAY_MINUTES));
  if (today) return true;
  return intervalsOn(content, addDays(day, -1)).some(({ start, end }) => end <= start && minutes < end);
}

export interface HoursState {
  /** The local day ('YYYY-MM-DD'). */
  day: string;
  weekday: Weekday;
  open: boolean;
  /** Today's intervals (an exception's when there is one). */
  today: Interval[];
  /** Today's exception, if today has one. */
  exceptional: boolean;
  /** The exceptions from today on, within the next 30 days. */
  upcoming: HoursException[];
}

/** What the visitor sees at `now` in the page's zone. */
export function hoursState(content: HoursContent, timeZone: string, now: number): HoursState {
  const { day, minutes } = localTime(now, timeZone);
  const exceptions = parseExceptions(content.exceptions) ?? [];
  const last = addDays(day, 30);
  return {
    day,
    weekday: weekdayOf(day),
    open: openAtLocal(content, day, minutes),
    today: intervalsOn(content, day),
    exceptional: exceptions.some((entry) => entry.day === day),
    upcoming: exceptions.filter((entry) => entry.day >= day && entry.day <= last),
  };
}

/** The instant a local day and minute fall on in a zone (in a clock change's gap, an instant next to it). */
function zonedInstant(day: string, minutes: number, timeZone: string): number {
  const guess = Date.parse(`${day}T00:00:00Z`) + minutes * 60_000;
  const offsetAt = (instant: number) => {
    const local = localTime(instant, timeZone);
    return Date.parse(`${local.day}T00:00:00Z`) + local.minutes * 60_000 - Math.floor(instant / 60_000) * 60_000;
  };
  const first = guess - offsetAt(guess);
  const second = guess - offsetAt(first);
  return second;
}

/**
 * The next instant after `now` at which what the block shows changes: it opens or closes, or the
 * local day turns (today's hours change). A render showing the hours is good until then.
 */
export function nextHoursChange(content: HoursContent, timeZone: string, now: number): number {
  const here = localTime(now, timeZone);
  const wasOpen = openAtLocal(content, here.day, here.minutes);
  const candidates: number[] = [];
  for (let offset = -1; offset <= 1; offset += 1) {
    const day = addDays(here.day, offset);
    candidates.push(zonedInstant(addDays(day, 1), 0, timeZone));
    for (const { start, end } of intervalsOn(content, day)) {
      candidates.push(zonedInstant(day, start, timeZone));
      candidates.push(end > start ? zonedInstant(day, end, timeZone) : zonedInstant(addDays(day, 1), end, timeZone));
    }
  }
  const later = [...new Set(candidates)].filter((instant) => instant > now).sort((a, b) => a - b);
  for (const instant of later) {
    const there = localTime(instant, timeZone);
    if (there.day !== here.day || openAtLocal(content, there.day, there.minutes) !== wasOpen) return instant;
  }
  // Unreachable: the next local midnight is always a candidate; a day from now as a bound anyway.
  return now + 86_400_000;
}

export interface OpeningHoursSpecification {
  '@type': 'OpeningHoursSpecification';
  dayOfWeek?: string[];
  opens: string;
  closes: string;
  validFrom?: string;
  validThrough?: string;
}

const schemaTime = (minutes: number) => formatTime(minutes === DAY_MINUTES ? DAY_MINUTES - 1 : minutes);

/**
 * schema.org `openingHoursSpecification` entries for the page's JSON-LD: one per distinct interval
 * with the weekdays that share it; each exception valid on its day alone, a closed one as
 * opens = closes = '00:00' (Google's form for a closed day).
 */
export function openingHoursSpecification(content: HoursContent): OpeningHoursSpecification[] {
  const entries = new Map<string, OpeningHoursSpecification>();
  for (const weekday of WEEKDAYS) {
    for (const { start, end } of parseIntervals(content[weekday]) ?? []) {
      const key = `${start}-${end}`;
      const entry = entries.get(key) ?? { '@type': 'OpeningHoursSpecification', dayOfWeek: [], opens: schemaTime(start), closes: schemaTime(end) };
      entry.dayOfWeek?.push(`https://schema.org/${SCHEMA_DAYS[weekday]}`);
      entries.set(key, entry);
    }
  }
  const special = (parseExceptions(content.exceptions) ?? []).flatMap(({ day, intervals }) =>
    (intervals.length ? intervals : [{ start: 0, end: 0 }]).map(({ start, end }) => ({
      '@type': 'OpeningHoursSpecification' as const,
      opens: formatTime(start),
      closes: intervals.length ? schemaTime(end) : '00:00',
      validFrom: day,
      validThrough: day,
    })),
  );
  return [...entries.values(), ...special];
}
