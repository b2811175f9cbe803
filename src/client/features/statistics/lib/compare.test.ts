import { describe, expect, it } from 'vitest';
import { changeDirection, changeText } from './compare';

describe('a total against the previous period (issue 42)', () => {
  it('says the change in whole percents, with a real minus, for 7, 30, 90 days and any custom length', () => {
    expect(changeText(112, 100, 30)).toBe('+12\u00a0% frente a los 30 días anteriores');
    expect(changeText(92, 100, 7)).toBe('\u22128\u00a0% frente a los 7 días anteriores');
    expect(changeText(2500, 1000, 90)).toBe('+150\u00a0% frente a los 90 días anteriores');
    expect(changeText(30, 20, 365)).toBe('+50\u00a0% frente a los 365 días anteriores');
    expect(changeText(3, 2, 12)).toBe('+50\u00a0% frente a los 12 días anteriores');
    expect(changeText(4, 5, 1)).toBe('\u221220\u00a0% frente al día anterior');
  });

  it('says when nothing changed, and never divides by a previous 0', () => {
    expect(changeText(100, 100, 30)).toBe('Igual que los 30 días anteriores');
    expect(changeText(1000, 1001, 7)).toBe('Igual que los 7 días anteriores');
    expect(changeText(5, 5, 1)).toBe('Igual que el día anterior');
    expect(changeText(12, 0, 30)).toBe('Sin datos del periodo anterior');
    expect(changeText(0, 0, 30)).toBe('Sin datos del periodo anterior');
    expect(changeDirection(12, 0)).toBe(0);
    expect(changeDirection(0, 3)).toBe(-1);
    expect(changeText(0, 3, 30)).toBe('\u2212100\u00a0% frente a los 30 días anteriores');
  });

  it('says the CTR\'s change in percentage points, and nothing when there were no views before', () => {
    expect(changeText(0.265, 0.25, 30, 'ratio', 400)).toBe('+1,5\u00a0puntos frente a los 30 días anteriores');
    expect(changeText(0.24, 0.25, 30, 'ratio', 400)).toBe('\u22121\u00a0punto frente a los 30 días anteriores');
    expect(changeText(0.25, 0.25, 30, 'ratio', 400)).toBe('Igual que los 30 días anteriores');
    expect(changeText(0.5, 0, 30, 'ratio', 0)).toBe('Sin datos del periodo anterior');
    expect(changeDirection(0.5, 0, 0)).toBe(0);
  });
});
