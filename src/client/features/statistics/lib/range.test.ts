import { describe, expect, it } from 'vitest';
import { addDays, eachDay, isDay, todayIn } from '@shared/days';
import { countryName, formatPercent } from './format';
import { customRangeError, resolveRange } from './range';

describe('the ranges of the statistics tab', () => {
  it("ends 'the last N days' today in the owner's zone, not the browser's", () => {
    // 23:30 UTC on 29 March 2026: already the 30th in Madrid (after the change to summer time), still the 29th in New York.
    const now = new Date('2026-03-29T23:30:00Z');
    expect(todayIn('Europe/Madrid', now)).toBe('2026-03-30');
    expect(todayIn('America/New_York', now)).toBe('2026-03-29');
    expect(resolveRange({ kind: 'preset', days: 7 }, 'Europe/Madrid', now)).toEqual({ from: '2026-03-24', to: '2026-03-30' });
    expect(resolveRange({ kind: 'preset', days: 365 }, 'UTC', now)).toEqual({ from: '2025-03-30', to: '2026-03-29' });
    expect(todayIn('No/Such_Zone', now)).toBe('2026-03-29');
  });

  it('counts calendar days across a clock change and a leap day', () => {
    expect(eachDay('2026-03-28', '2026-03-30')).toEqual(['2026-03-28', '2026-03-29', '2026-03-30']);
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(isDay('2026-02-30')).toBe(false);
  });

  it('keeps two chosen dates as they are, of any span, and refuses them the wrong way round', () => {
    expect(resolveRange({ kind: 'custom', from: '2024-01-01', to: '2025-12-31' }, 'UTC')).toEqual({ from: '2024-01-01', to: '2025-12-31' });
    expect(customRangeError('2024-01-01', '2025-12-31')).toBeNull();
    expect(customRangeError('2025-01-02', '2025-01-01')).toBe('La fecha de inicio debe ser anterior o igual a la de fin.');
    expect(customRangeError('', '2025-01-01')).toBe('Elige las dos fechas.');
  });

  it('names countries in Spanish and writes CTR as a percentage', () => {
    expect(countryName('DE')).toBe('Alemania');
    expect(countryName('ZZ')).toBe('Desconocido');
    expect(countryName('Otros')).toBe('Otros');
    expect(formatPercent(0.25)).toMatch(/^25\s%$/);
  });
});
