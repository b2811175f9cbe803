import type { CSSProperties } from 'react';
import { hexToRgba } from '@shared/colors';
import { HEADING_BACKGROUND_OPACITY_DEFAULT } from '@shared/constants';
import type { PageLook } from '@shared/page-look';
import { clamp, readChoice, readNumber, readString } from './content';
import { fontStack, readFontFamily } from './fonts';

const ALIGNS = ['left', 'center', 'right', 'justify'] as const;

/**
 * Styling shared by heading and text blocks (spec section 2, "Block rendering"). A block without
 * its own colours or font takes the page's (decision 311): the theme's text colour, no box, the
 * theme's heading or body font (Inter on a page without a theme).
 */
export function textBlockStyle(
  content: Record<string, unknown>,
  defaults: { fontWeight: 'normal' | 'bold'; textAlign: (typeof ALIGNS)[number]; role: 'heading' | 'body' },
  look: PageLook,
): CSSProperties {
  const opacity = clamp(readNumber(content.backgroundOpacity, HEADING_BACKGROUND_OPACITY_DEFAULT), 0, 100);
  const background = readString(content.backgroundColor).trim();
  const ownFont = typeof content.fontFamily === 'string' && content.fontFamily ? readFontFamily(content.fontFamily) : null;
  const family = ownFont ?? look.fonts[defaults.role] ?? readFontFamily(undefined);
  return {
    fontWeight: readChoice(content.fontWeight, ['normal', 'bold'], defaults.fontWeight) === 'bold' ? 700 : 400,
    fontStyle: readChoice(content.fontStyle, ['normal', 'italic'], 'normal'),
    fontFamily: fontStack(family),
    textAlign: readChoice(content.textAlign, ALIGNS, defaults.textAlign),
    color: readString(content.textColor).trim() || look.textColor,
    backgroundColor: background ? (hexToRgba(background, opacity) ?? 'transparent') : 'transparent',
    textShadow: look.textShadow && !background ? '0 1px 3px rgba(0, 0, 0, 0.6)' : undefined,
  };
}
