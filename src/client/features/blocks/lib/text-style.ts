import type { CSSProperties } from 'react';
import { hexToRgba } from '@shared/colors';
import { DEFAULT_COLORS, HEADING_BACKGROUND_OPACITY_DEFAULT } from '@shared/constants';
import { clamp, readChoice, readNumber, readString } from './content';
import { fontStack, readFontFamily } from './fonts';

const ALIGNS = ['left', 'center', 'right', 'justify'] as const;

/** Styling shared by heading and text blocks (spec section 2, "Block rendering"). */
export function textBlockStyle(content: Record<string, unknown>, defaults: { fontWeight: 'normal' | 'bold'; textAlign: (typeof ALIGNS)[number] }): CSSProperties {
  const opacity = clamp(readNumber(content.backgroundOpacity, HEADING_BACKGROUND_OPACITY_DEFAULT), 0, 100);
  const background = readString(content.backgroundColor, DEFAULT_COLORS.headingBackground);
  return {
    fontWeight: readChoice(content.fontWeight, ['normal', 'bold'], defaults.fontWeight) === 'bold' ? 700 : 400,
    fontStyle: readChoice(content.fontStyle, ['normal', 'italic'], 'normal'),
    fontFamily: fontStack(readFontFamily(content.fontFamily)),
    textAlign: readChoice(content.textAlign, ALIGNS, defaults.textAlign),
    color: readString(content.textColor, DEFAULT_COLORS.headingText) || DEFAULT_COLORS.headingText,
    backgroundColor: hexToRgba(background, opacity) ?? 'transparent',
  };
}
