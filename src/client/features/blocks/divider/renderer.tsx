import { DEFAULT_COLORS, DIVIDER_THICKNESS } from '@shared/constants';
import { clamp, readChoice, readNumber, readString } from '../lib/content';
import type { BlockRendererProps } from '../lib/types';

const STYLES = ['solid', 'dashed', 'dotted'] as const;

export function DividerRenderer({ content }: BlockRendererProps) {
  const thickness = clamp(Math.round(readNumber(content.thickness, DIVIDER_THICKNESS.default)), DIVIDER_THICKNESS.min, 100);
  return (
    <hr
      className="my-2 w-full border-0"
      style={{
        borderTopWidth: thickness,
        borderTopStyle: readChoice(content.style, STYLES, 'solid'),
        borderTopColor: readString(content.color, DEFAULT_COLORS.divider) || DEFAULT_COLORS.divider,
      }}
    />
  );
}
