import type { CSSProperties } from 'react';
import { hexToRgba } from '@shared/colors';
import type { PageLook } from '@shared/page-look';
import type { ButtonShape } from '@shared/themes';

const RADIUS: Record<ButtonShape, string> = { square: '3px', rounded: '7px', pill: '999px' };

/** A button of the gallery's swatches: the public page's button (blocks/lib/look.tsx), at a third of its size. */
export function swatchButtonStyle(look: PageLook): CSSProperties {
  const { shape, fill, color, textColor, shadowColor } = look.button;
  const base: CSSProperties = { borderRadius: RADIUS[shape], color: textColor, borderWidth: 1.5, borderStyle: 'solid' };
  switch (fill) {
    case 'solid':
      return { ...base, backgroundColor: color, borderColor: !look.theme && color.toUpperCase() === '#FFFFFF' ? 'rgba(0, 0, 0, 0.15)' : color };
    case 'outline':
      return { ...base, backgroundColor: 'transparent', borderColor: color };
    case 'soft':
      return { ...base, backgroundColor: hexToRgba(color, 16) ?? color, borderColor: 'transparent' };
    case 'shadow':
      return { ...base, backgroundColor: color, borderColor: shadowColor, boxShadow: `2px 2px 0 ${shadowColor}` };
  }
}
