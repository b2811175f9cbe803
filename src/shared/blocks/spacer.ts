import { SPACER_SIZE } from '../constants';
import { z } from '../zod';
import { defineBlock } from './define';

export const spacer = defineBlock({
  type: 'spacer',
  label: 'Espacio',
  menuLabel: 'Espacio',
  schema: z.object({
    size: z.number().int().min(SPACER_SIZE.min).max(SPACER_SIZE.max).default(SPACER_SIZE.default),
  }),
  defaults: { size: SPACER_SIZE.default },
});
