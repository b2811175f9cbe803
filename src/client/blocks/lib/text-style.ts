import type { CSSProperties } from 'react';
import type { BlockContent } from '@shared/blocks/read';
import type { TEXT_ALIGNS } from '@shared/blocks/choices';
import { hexToRgba } from '@shared/colors';
import { HEADING_BACKGROUND_OPACITY_DEFAULT } from '@shared/constants';
import type { PageLook } from '@shared/page-look';
import { clamp } from './content';
import { fontStack, readFontFamily } from './fonts';

/**
 * Styling shared by heading and text blocks (spec section 2, "Block rendering"). A block without
 * its own colours or font takes the page's (decision 311): the theme's text colour, no box, the
 * theme's heading or body font (Inter on a page without a theme).
 */
export function textBlockStyle(
  content: BlockContent<'heading' | 'text'>,
  defaults: { fontWeight: 'normal' | 'bold'; textAlign: (typeof TEXT_ALIGNS)[number]; role: 'heading' | 'body' },
  look: PageLook,
): CSSProperties {
  const opacity = clamp(content.backgroundOpacity ?? HEADING_BACKGROUND_OPACITY_DEFAULT, 0, 100);
  const background = content.backgroundColor?.trim() ?? '';
  const family = content.fontFamily ?? look.fonts[defaults.role] ?? readFontFamily(undefined);
  return {
    fontWeight: (content.fontWeight ?? defaults.fontWeight) === 'bold' ? 700 : 400,
    fontStyle: content.fontStyle ?? 'normal',
    fontFamily: fontStack(family),
    textAlign: content.textAlign ?? defaults.textAlign,
    color: content.textColor?.trim() || look.textColor,
    backgroundColor: background ? (hexToRgba(background, opacity) ?? 'transparent') : 'transparent',
    textShadow: look.textShadow && !background ? '0 1px 3px rgba(0, 0, 0, 0.6)' : undefined,
  };
}
