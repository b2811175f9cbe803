import { DEFAULT_COLORS, HEADING_BACKGROUND_OPACITY_DEFAULT } from '../constants';
import { DEFAULT_FONT_FAMILY } from '../fields';
import { z } from '../zod';
import { defineBlock } from './define';
import { textStyleFields } from './text-style';

export const text = defineBlock({
  type: 'text',
  label: 'Texto',
  menuLabel: 'Texto',
  schema: z.object(textStyleFields),
  defaults: {
    text: 'Nuevo Párrafo',
    textColor: DEFAULT_COLORS.headingText,
    backgroundColor: DEFAULT_COLORS.headingBackground,
    backgroundOpacity: HEADING_BACKGROUND_OPACITY_DEFAULT,
    textAlign: 'left',
    fontWeight: 'normal',
    fontStyle: 'normal',
    fontFamily: DEFAULT_FONT_FAMILY,
    linkUrl: null,
  },
});
