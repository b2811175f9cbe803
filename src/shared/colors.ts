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

/** Red, green and blue (0-255) of a # colour of 3 or 6 hex digits, else null. */
function hexToRgb(hex: string | null | undefined): [number, number, number] | null {
  const rgba = hexToRgba(hex, 100);
  const match = rgba && /rgba\((\d+), (\d+), (\d+)/.exec(rgba);
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

/** WCAG relative luminance of a # colour (0 black to 1 white), null for any other text. */
export function relativeLuminance(hex: string | null | undefined): number | null {
  const rgb = hexToRgb(hex);
  if (!rgb) return null;
  const [r, g, b] = rgb.map((part) => {
    const channel = part / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two # colours (1 to 21), null when either is not one. */
export function contrastRatio(a: string | null | undefined, b: string | null | undefined): number | null {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  if (la === null || lb === null) return null;
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** `color` at `percent` % over an opaque `base`, as a # colour (null unless both are # colours). */
export function mixHex(color: string, base: string, percent: number): string | null {
  const top = hexToRgb(color);
  const bottom = hexToRgb(base);
  if (!top || !bottom) return null;
  const share = Math.min(100, Math.max(0, percent)) / 100;
  return `#${top.map((value, index) => Math.round(value * share + bottom[index]! * (1 - share)).toString(16).padStart(2, '0')).join('').toUpperCase()}`;
}
