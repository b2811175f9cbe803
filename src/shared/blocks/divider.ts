import { DIVIDER_THICKNESS } from '../constants';
import { cssColor } from '../fields';
import { z } from '../zod';
import { DIVIDER_STYLES } from './choices';
import { defineBlock } from './define';

;

export const divider = defineBlock({
  type: 'divider',
  label: 'Línea Divisoria',
  menuLabel: 'Línea Divisoria',
  schema: z.object({
    color: cssColor.optional(),
    thickness: z.number().int().min(DIVIDER_THICKNESS.min).max(100).optional(),
    style: z.enum(DIVIDER_STYLES).default('solid'),
  }),
  // No colour: a new divider takes the page's text colour, faded (decision 311).
  defaults: {
    thickness: DIVIDER_THICKNESS.default,
    style: 'solid',
  },
});
