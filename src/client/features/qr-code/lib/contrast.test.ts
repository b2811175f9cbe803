import { describe, expect, it } from 'vitest';
import { MIN_QR_CONTRAST, contrastWithWhite } from './contrast';

describe('QR colour contrast', () => {
  it('measures the WCAG ratio against white', () => {
    expect(contrastWithWhite('#000000')).toBeCloseTo(21, 5);
    expect(contrastWithWhite('#FFFFFF')).toBeCloseTo(1, 5);
    expect(contrastWithWhite('#1D4ED8')).toBeGreaterThan(MIN_QR_CONTRAST);
    expect(contrastWithWhite('#FACC15')).toBeLessThan(MIN_QR_CONTRAST);
  });
});
