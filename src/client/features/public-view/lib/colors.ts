import { hexToRgba } from '@shared/colors';
import { OVERLAY_OPACITY } from '@shared/constants';
import type { PageView } from '@shared/schemas/page';

function luminance(hex: string): number | null {
  const rgba = hexToRgba(hex, 100);
  const match = rgba && /rgba\((\d+), (\d+), (\d+)/.exec(rgba);
  if (!match) return null;
  const [r, g, b] = match.slice(1, 4).map((part) => {
    const channel = Number(part) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * The overlay over a background image (spec section 5): hex of 3 or 6 digits becomes a translucent
 * colour; any other text gives the default white at 60 %; no colour means no overlay.
 */
export function overlayColor(page: Pick<PageView, 'backgroundOverlayColor' | 'backgroundOverlayOpacity'>): string | null {
  if (!page.backgroundOverlayColor) return null;
  const opacity = page.backgroundOverlayOpacity ?? OVERLAY_OPACITY.renderDefault;
  return hexToRgba(page.backgroundOverlayColor, opacity) ?? `rgba(255, 255, 255, ${OVERLAY_OPACITY.renderDefault / 100})`;
}

/** Dark or light text for the page's own texts (title, notices), readable on its background. */
export function pageTextColor(page: PageView, hasImage: boolean): { color: string; shadow: boolean } {
  const base = hasImage ? page.backgroundOverlayColor : page.backgroundColor;
  const light = base ? luminance(base) : null;
  if (light === null) return hasImage ? { color: '#FFFFFF', shadow: true } : { color: '#111827', shadow: false };
  return { color: light > 0.4 ? '#111827' : '#FFFFFF', shadow: hasImage };
}
