import { hexToRgba } from '@shared/colors';

function luminance(hex: string): number {
  const match = /rgba\((\d+), (\d+), (\d+)/.exec(hexToRgba(hex, 100) ?? '');
  const [r, g, b] = (match ? match.slice(1, 4) : ['0', '0', '0']).map((part) => {
    const channel = Number(part) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of a colour against the code's white background (1 to 21). */
export function contrastWithWhite(hex: string): number {
  return 1.05 / (luminance(hex) + 0.05);
}

/** Below this, phone cameras may fail to tell the modules from the background. */
export const MIN_QR_CONTRAST = 3;
