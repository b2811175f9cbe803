import { describe, expect, it } from 'vitest';
import { endsBeforeStart, fromZonedInput, inWindow, isPagePublic, nextChange, toZonedInput } from './schedule';

describe('schedules (issue 36)', () => {
  const now = new Date('2026-12-01T10:00:00Z');

  it('starts a window at its start and ends it at its end', () => {
    expect(inWindow(null, null, now)).toBe(true);
    expect(inWindow('2026-12-01T10:00:00Z', null, now)).toBe(true);
    expect(inWindow('2026-12-01T10:00:01Z', null, now)).toBe(false);
    expect(inWindow(null, '2026-12-01T10:00:00Z', now)).toBe(false);
    expect(inWindow(null, '2026-12-01T11:00:00+01:00', now)).toBe(false);
    expect(inWindow(null, '2026-12-01T10:00:01Z', now)).toBe(true);
    expect(endsBeforeStart('2026-12-01T10:00:00Z', '2026-12-01T10:00:00Z')).toBe(true);
    expect(endsBeforeStart('2026-12-01T10:00:00Z', null)).toBe(false);
  });

  it('publishes a draft at its date and finds the next change', () => {
    expect(isPagePublic({ status: 'draft', publishAt: null }, now)).toBe(false);
    expect(isPagePublic({ status: 'draft', publishAt: '2026-12-01T10:00:00Z' }, now)).toBe(true);
    expect(nextChange([null, '2026-12-01T09:00:00Z', new Date('2026-12-02T00:00:00Z'), '2026-12-01T12:00:00Z'], now)?.toISOString()).toBe('2026-12-01T12:00:00.000Z');
    expect(nextChange([null, '2026-12-01T09:00:00Z'], now)).toBeNull();
  });

  it("turns a date and time of the owner's zone into an instant and back, across summer time", () => {
    expect(fromZonedInput('2026-12-01T12:00', 'Europe/Madrid')).toBe('2026-12-01T11:00:00.000Z');
    expect(fromZonedInput('2026-07-01T12:00', 'Europe/Madrid')).toBe('2026-07-01T10:00:00.000Z');
    expect(fromZonedInput('2026-12-01T12:00', 'America/Mexico_City')).toBe('2026-12-01T18:00:00.000Z');
    expect(fromZonedInput('mañana', 'UTC')).toBeNull();
    expect(toZonedInput('2026-07-01T10:00:00.000Z', 'Europe/Madrid')).toBe('2026-07-01T12:00');
  });
});
