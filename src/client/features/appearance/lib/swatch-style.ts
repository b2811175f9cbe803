import type { CSSProperties } from 'react';
import { hexToRgba } from '@shared/colors';
import type { ThemeButton } from '@shared/themes';

const RADIUS: Record<ThemeButton['shape'], string> = { square: '2px', rounded: '6px', pill: '999px' };

/** A button of the gallery's small swatches, drawn as the public page draws its buttons, in small. */
export function swatchButtonStyle(button: ThemeButton): CSSProperties {
  const base: CSSProperties = { borderRadius: RADIUS[button.shape], color: button.textColor, border: '1.5px solid transparent' };
  switch (button.fill) {
    case 'solid':
      return { ...base, backgroundColor: button.color };
    case 'outline':
      return { ...base, borderColor: button.color, backgroundColor: 'transparent' };
    case 'soft':
      return { ...base, backgroundColor: hexToRgba(button.color, 22) ?? button.color };
    case 'shadow':
      return { ...base, backgroundColor: button.color, boxShadow: `2px 2px 0 ${hexToRgba(button.textColor, 85) ?? button.textColor}` };
  }
}
