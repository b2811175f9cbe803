import { shortText } from '../fields';
import { httpUrl, optionalHttpUrl } from '../url';
import { z } from '../zod';
import { defineBlock } from './define';

export const link = defineBlock({
  type: 'link',
  label: 'Enlace',
  menuLabel: 'Enlace',
  schema: z.object({
    url: httpUrl,
    title: shortText.min(1, { message: 'El título no puede estar vacío' }),
    favicon: optionalHttpUrl,
  }),
  defaults: { url: 'https://example.com', title: 'Nuevo Enlace', favicon: null },
});
