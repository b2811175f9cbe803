import { SPACER_SIZE } from '../constants';
import { defineBlock } from './define';
import { field } from './field';

export const spacer = defineBlock({
  type: 'spacer',
  label: 'Espacio',
  menuLabel: 'Espacio',
  fields: {
    size: field.number(SPACER_SIZE.min, SPACER_SIZE.max).default(SPACER_SIZE.default).starts(SPACER_SIZE.default),
  },
  origins: {},
  links: null,
});
