import { createContext, type CSSProperties, useContext } from 'react';
import type { BrandIcon, BrandIconKey, BrandIcons } from '@shared/brand-hosts';
import { hexToRgba } from '@shared/colors';
import { type PageLook, resolvePageLook } from '@shared/page-look';
import type { ButtonShape } from '@shared/themes';
import { fontStack } from './fonts';

/** The look of the page being drawn (decision 310); outside a page, the look of a page from before themes. */
const LookContext = createContext<PageLook>(resolvePageLook({ theme: 'custom' }));

export const LookProvider = LookContext.Provider;

/** The brand marks the page's data brought (the public page) or all of them (the editor's preview). */
const IconsContext = createContext<BrandIcons>({});
export const IconsProvider = IconsContext.Provider;

export function useBrandIcon(key: BrandIconKey | null): BrandIcon | null {
  const icons = useContext(IconsContext);
  return key ? (icons[key] ?? null) : null;
}

export function usePageLook(): PageLook {
  return useContext(LookContext);
}

const RADIUS: Record<ButtonShape, string> = { square: '6px', rounded: '16px', pill: '9999px' };

/** The button look of the link-like blocks: link, PDF, subpage card, image in web layout. */
export function buttonStyle(look: PageLook, options: { tall?: boolean } = {}): CSSProperties {
  const { shape, fill, color, textColor, shadowColor } = look.button;
  const style: CSSProperties = {
    // A pill would cut a card with an image: tall cards round their corners instead.
    borderRadius: options.tall && shape === 'pill' ? '28px' : RADIUS[shape],
    outlineColor: look.textColor,
    color: textColor,
    fontFamily: look.fonts.body ? fontStack(look.fonts.body) : undefined,
    borderWidth: 2,
    borderStyle: 'solid',
  };
  if (fill === 'solid') {
    const classic = !look.theme && color.toUpperCase() === '#FFFFFF';
    return { ...style, backgroundColor: color, borderColor: classic ? 'rgba(0, 0, 0, 0.1)' : color, boxShadow: '0 1px 2px rgba(0, 0, 0, 0.08)' };
  }
  if (fill === 'outline') return { ...style, backgroundColor: 'transparent', borderColor: color };
  if (fill === 'soft') {
    return { ...style, backgroundColor: hexToRgba(color, 16) ?? `color-mix(in srgb, ${color} 16%, transparent)`, borderColor: 'transparent' };
  }
  return { ...style, backgroundColor: color, borderColor: shadowColor, boxShadow: `4px 4px 0 ${shadowColor}` };
}

/** The small action inside a tall card ('Ver Subpágina'): outlined in the label's colour. */
export const INNER_ACTION = 'inline-flex min-h-9 items-center justify-center gap-1.5 rounded-full border-2 border-current px-4 py-1.5 text-sm font-semibold';

/** The font of a heading or text block without its own: the theme's (null: the system's). */
export function themeFont(look: PageLook, role: 'heading' | 'body'): string | undefined {
  const family = look.fonts[role];
  return family ? fontStack(family) : undefined;
}
