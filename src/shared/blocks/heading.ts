import { DEFAULT_COLORS, HEADING_BACKGROUND_OPACITY_DEFAULT } from '../constants';
import { DEFAULT_FONT_FAMILY } from '../fields';
import { z } from '../zod';
import { defineBlock } from './define';
import { textStyleFields } from './text-style';

export const HEADING_SIZES = ['large', 'medium', 'small'] as const;

export const heading = defineBlock({
  type: 'heading',
  label: 'Título',
  menuLabel: 'Título',
  schema: z.object({ ...textStyleFields, size: z.enum(HEADING_SIZES).default('large') }),
  defaults: {
    text: 'Nuevo Título',
    size: 'large',
    textColor: DEFAULT_COLORS.headingText,
    backgroundColor: DEFAULT_COLORS.headingBackground,
    backgroundOpacity: HEADING_BACKGROUND_OPACITY_DEFAULT,
    textAlign: 'center',
    fontWeight: 'bold',
    fontStyle: 'normal',
    fontFamily: DEFAULT_FONT_FAMILY,
    linkUrl: null,
  },
});
