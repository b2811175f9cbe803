import { HEADING_BACKGROUND_OPACITY_DEFAULT } from '../constants';
import { z } from '../zod';
import { HEADING_SIZES } from './choices';
import { defineBlock } from './define';
import { textStyleFields } from './text-style';

;

export const heading = defineBlock({
  type: 'heading',
  label: 'Título',
  menuLabel: 'Título',
  schema: z.object({ ...textStyleFields, size: z.enum(HEADING_SIZES).default('large') }),
  // No colours and no font: a new block takes the page theme's (decision 311).
  defaults: {
    text: 'Nuevo Título',
    size: 'large',
    backgroundOpacity: HEADING_BACKGROUND_OPACITY_DEFAULT,
    textAlign: 'center',
    fontWeight: 'bold',
    fontStyle: 'normal',
    linkUrl: null,
  },
});
