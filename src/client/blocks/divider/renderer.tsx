import { hexToRgba } from '@shared/colors';
import { DIVIDER_THICKNESS } from '@shared/constants';
import type { PageLook } from '@shared/page-look';
import { clamp } from '../lib/content';
import { usePageLook } from '../lib/look';
import type { BlockRendererProps } from '../lib/types';

/** How strongly a divider without its own colour shows the page's text colour (decision 311). */
const THEME_LINE_OPACITY = 35;

function themeLineColor(look: PageLook): string {
  return hexToRgba(look.textColor, THEME_LINE_OPACITY) ?? `color-mix(in srgb, ${look.textColor} ${THEME_LINE_OPACITY}%, transparent)`;
}

/** Divider: its own colour, else the page's text colour faded (a stored colour is kept, decision 311). */
export function DividerRenderer({ content }: BlockRendererProps<'divider'>) {
  const look = usePageLook();
  const thickness = clamp(Math.round(content.thickness ?? DIVIDER_THICKNESS.default), DIVIDER_THICKNESS.min, 100);
  return (
    <hr
      className="my-2 w-full border-0"
      style={{
        borderTopWidth: thickness,
        borderTopStyle: content.style,
        borderTopColor: content.color?.trim() || themeLineColor(look),
      }}
    />
  );
}
