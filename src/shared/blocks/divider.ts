import { DIVIDER_THICKNESS } from '../constants';
import { DIVIDER_STYLES } from './choices';
import { defineBlock } from './define';
import { field } from './field';

;

export const divider = defineBlock({
  type: 'divider',
  label: 'Línea Divisoria',
  menuLabel: 'Línea Divisoria',
  fields: {
    // No colour: a new divider takes the page's text colour, faded (decision 311).
    color: field.color().optional(),
    thickness: field.number(DIVIDER_THICKNESS.min, 100).optional().starts(DIVIDER_THICKNESS.default),
    style: field.choice(DIVIDER_STYLES).default('solid').starts('solid'),
  },
  origins: {},
  links: null,
});
