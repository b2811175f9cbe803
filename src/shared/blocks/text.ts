import { HEADING_BACKGROUND_OPACITY_DEFAULT } from '../constants';
import { z } from '../zod';
import { defineBlock } from './define';
import { textStyleFields } from './text-style';

export const text = defineBlock({
  type: 'text',
  label: 'Texto',
  menuLabel: 'Texto',
  schema: z.object(textStyleFields),
  // No colours and no font: a new block takes the page theme's (decision 311).
  defaults: {
    text: 'Nuevo Párrafo',
    backgroundOpacity: HEADING_BACKGROUND_OPACITY_DEFAULT,
    textAlign: 'left',
    fontWeight: 'normal',
    fontStyle: 'normal',
    linkUrl: null,
  },
});
