import { describe, expect, it } from 'vitest';
import { validateBlockContent } from './blocks';
import {
  hoursState,
  type HoursContent,
  localTime,
  nextHoursChange,
  normaliseDay,
  normaliseExceptions,
  openingHoursSpecification,
  parseIntervals,
} from './opening-hours';

const week = (days: Partial<HoursContent>): HoursContent => ({
  mon: '',
  tue: '',
  wed: '',
  thu: '',
  fri: '',
  sat: '',
  sun: '',
  exceptions: '',
  ...days,
});
const at = (iso: string) => Date.parse(iso);
const iso = (time: number) => new Date(time).toISOString();

describe('reading the hours the owner types', () => {
  it('normalises intervals, several a day, in order', () => {
    expect(normaliseDay('17-20, 9:00 - 14:00')).toBe('09:00-14:00, 17:00-20:00');
    expect(normaliseDay('9:30 a 13:30')).toBe('09:30-13:30');
    expect(normaliseDay('')).toBe('');
    expect(normaliseDay('Cerrado')).toBe('');
    expect(normaliseDay('20:00-00:00')).toBe('20:00-24:00');
    expect(normaliseDay('22:00-02:00')).toBe('22:00-02:00');
  });

  it('refuses what is not an interval', () => {
    for (const bad of ['9', '25:00-26:00', '09:60-10:00', '10:00-10:00', 'mañana', '09:00-10:00-11:00', '24:00-02:00']) {
      expect(parseIntervals(bad), bad).toBeNull();
    }
  });

  it('normalises exceptions by day, closed or with their own intervals', () => {
    expect(normaliseExceptions('2026-12-25 cerrado\n\n2026-12-24: 10-14')).toBe('2026-12-24 10:00-14:00\n2026-12-25 cerrado');
    expect(normaliseExceptions('2026-12-25')).toBe('2026-12-25 cerrado');
    expect(normaliseExceptions('2026-02-30 cerrado')).toBeNull();
    expect(normaliseExceptions('Navidad cerrado')).toBeNull();
  });

  it('the API stores them normalised and answers a Spanish field error', () => {
    const ok = validateBlockContent('hours', { mon: '9-14,17-20', exceptions: '2026-12-25' });
    expect(ok).toEqual({ success: true, data: expect.objectContaining({ mon: '09:00-14:00, 17:00-20:00', tue: '', exceptions: '2026-12-25 cerrado' }) });
    const bad = validateBlockContent('hours', { tue: 'por la mañana' });
    expect(bad).toMatchObject({ success: false, path: 'tue', error: expect.stringContaining('Horario no válido') });
  });
});

describe('open or closed at an instant, in the page zone', () => {
  const shop = week({ mon: '09:00-14:00, 17:00-20:00', tue: '09:00-14:00', fri: '22:00-03:00', sat: '10:00-24:00' });
  const zone = 'Europe/Madrid';

  it('between and inside the intervals of the day (2026-11-30 is a Monday)', () => {
    expect(hoursState(shop, zone, at('2026-11-30T08:30:00Z'))).toMatchObject({ open: true, weekday: 'mon', day: '2026-11-30' }); // 09:30 Madrid
    expect(hoursState(shop, zone, at('2026-11-30T13:30:00Z')).open).toBe(false); // 14:30
    expect(hoursState(shop, zone, at('2026-11-30T16:00:00Z')).open).toBe(true); // 17:00 sharp
    expect(hoursState(shop, zone, at('2026-11-30T19:00:00Z')).open).toBe(false); // 20:00 sharp
  });

  it('a closed day is closed all day', () => {
    expect(hoursState(shop, zone, at('2026-12-02T10:00:00Z'))).toMatchObject({ open: false, weekday: 'wed', today: [] });
  });

  it('an interval past midnight is open the next morning', () => {
    expect(hoursState(shop, zone, at('2026-12-04T22:00:00Z')).open).toBe(true); // Friday 23:00
    const saturdayEarly = hoursState(shop, zone, at('2026-12-05T01:30:00Z')); // Saturday 02:30
    expect(saturdayEarly).toMatchObject({ open: true, weekday: 'sat' });
    expect(hoursState(shop, zone, at('2026-12-05T02:30:00Z')).open).toBe(false); // 03:30
    expect(hoursState(shop, zone, at('2026-12-05T22:59:00Z')).open).toBe(true); // Saturday 23:59
  });

  it('an exception replaces the weekday: closed, or its own hours', () => {
    const holidays = { ...shop, exceptions: '2026-12-07 cerrado\n2026-12-08 11:00-13:00' };
    expect(hoursState(holidays, zone, at('2026-12-07T09:00:00Z'))).toMatchObject({ open: false, exceptional: true, today: [] });
    expect(hoursState(holidays, zone, at('2026-12-08T11:00:00Z'))).toMatchObject({ open: true, exceptional: true });
    expect(hoursState(holidays, zone, at('2026-12-08T08:30:00Z')).open).toBe(false); // Tuesday 09:30, but not this one
    expect(hoursState(holidays, zone, at('2026-12-01T08:30:00Z')).upcoming.map((entry) => entry.day)).toEqual(['2026-12-07', '2026-12-08']);
  });

  it('the same instant is another day and state in another zone', () => {
    const instant = at('2026-11-30T23:30:00Z'); // Tuesday 00:30 in Madrid, Monday 18:30 in New York
    expect(hoursState(shop, zone, instant)).toMatchObject({ weekday: 'tue', open: false });
    expect(hoursState(shop, 'America/New_York', instant)).toMatchObject({ weekday: 'mon', open: true });
    expect(localTime(instant, 'No/Such_Zone')).toEqual({ day: '2026-11-30', minutes: 23 * 60 + 30 });
  });
});

describe('the next change of what the block shows', () => {
  const zone = 'Europe/Madrid';

  it('is the next opening or closing, in the zone', () => {
    const shop = week({ mon: '09:00-14:00, 17:00-20:00' });
    expect(iso(nextHoursChange(shop, zone, at('2026-11-30T08:30:00Z')))).toBe('2026-11-30T13:00:00.000Z');
    expect(iso(nextHoursChange(shop, zone, at('2026-11-30T13:00:00Z')))).toBe('2026-11-30T16:00:00.000Z');
    expect(iso(nextHoursChange(shop, zone, at('2026-11-30T07:00:00Z')))).toBe('2026-11-30T08:00:00.000Z');
  });

  it('is at most the next local midnight, when today\'s hours change', () => {
    const shop = week({ mon: '09:00-14:00' });
    expect(iso(nextHoursChange(shop, zone, at('2026-11-30T20:00:00Z')))).toBe('2026-11-30T23:00:00.000Z');
    expect(iso(nextHoursChange(week({}), 'UTC', at('2026-11-30T20:00:00Z')))).toBe('2026-12-01T00:00:00.000Z');
  });

  it('an interval past midnight closes the next day', () => {
    const bar = week({ fri: '22:00-03:00' });
    // Friday 23:00 Madrid: the day turns at midnight (still open), then it closes at 03:00.
    expect(iso(nextHoursChange(bar, zone, at('2026-12-04T22:00:00Z')))).toBe('2026-12-04T23:00:00.000Z');
    expect(iso(nextHoursChange(bar, zone, at('2026-12-04T23:00:00Z')))).toBe('2026-12-05T02:00:00.000Z');
  });

  it('across a clock change (Madrid: 2026-03-29 02:00 becomes 03:00; 2026-10-25 03:00 becomes 02:00)', () => {
    const night = week({ sat: '20:00-04:00', sun: '09:00-18:00' });
    // Saturday 28 March 23:30 CET; midnight, then 04:00 CEST = 02:00 UTC.
    expect(iso(nextHoursChange(night, zone, at('2026-03-28T23:00:00Z')))).toBe('2026-03-29T02:00:00.000Z');
    expect(hoursState(night, zone, at('2026-03-29T01:30:00Z')).open).toBe(true); // 03:30 CEST
    expect(iso(nextHoursChange(night, zone, at('2026-03-29T02:00:00Z')))).toBe('2026-03-29T07:00:00.000Z'); // 09:00 CEST
    // Sunday 25 October: 04:00 CET = 03:00 UTC, an hour later than the summer's.
    expect(iso(nextHoursChange(night, zone, at('2026-10-24T23:00:00Z')))).toBe('2026-10-25T03:00:00.000Z');
    expect(iso(nextHoursChange(night, zone, at('2026-10-25T03:00:00Z')))).toBe('2026-10-25T08:00:00.000Z'); // 09:00 CET
  });
});

describe('schema.org openingHoursSpecification', () => {
  it('groups weekdays that share an interval and adds each exception on its day', () => {
    const shop = week({ mon: '09:00-14:00, 17:00-20:00', tue: '09:00-14:00', sat: '10:00-24:00', exceptions: '2026-12-25 cerrado\n2026-12-24 10:00-13:00' });
    expect(openingHoursSpecification(shop)).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['https://schema.org/Monday', 'https://schema.org/Tuesday'], opens: '09:00', closes: '14:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['https://schema.org/Monday'], opens: '17:00', closes: '20:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['https://schema.org/Saturday'], opens: '10:00', closes: '23:59' },
      { '@type': 'OpeningHoursSpecification', opens: '10:00', closes: '13:00', validFrom: '2026-12-24', validThrough: '2026-12-24' },
      { '@type': 'OpeningHoursSpecification', opens: '00:00', closes: '00:00', validFrom: '2026-12-25', validThrough: '2026-12-25' },
    ]);
  });

  it('is empty for a place closed every day', () => {
    expect(openingHoursSpecification(week({}))).toEqual([]);
  });
});
