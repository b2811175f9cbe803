/** A colour is valid for the editor's swatch only as # plus six hex digits (spec section 5). */
export function isValidHexColor(value: string | null | undefined): value is string {
  return typeof value === 'string' && /^#[0-9a-fA-F]{6}$/.test(value);
}

/**
 * Overlay/background colour with opacity: hex of 3 or 6 digits becomes rgba(); other formats give
 * null so the caller falls back (spec section 5).
 */
export function hexToRgba(hex: string | null | undefined, opacityPercent: number): string | null {
  if (typeof hex !== 'string') return null;
  const match = /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/.exec(hex.trim());
  if (!match?.[1]) return null;
  let digits = match[1];
  if (digits.length === 3) digits = digits.replace(/(.)/g, '$1$1');
  const r = parseInt(digits.slice(0, 2), 16);
  const g = parseInt(digits.slice(2, 4), 16);
  const b = parseInt(digits.slice(4, 6), 16);
  const alpha = Math.min(100, Math.max(0, opacityPercent)) / 100;
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}
