import { shortText } from '../fields';
import { linkUrl, optionalHttpUrl } from '../url';
import { z } from '../zod';
import { defineBlock } from './define';

export const link = defineBlock({
  type: 'link',
  label: 'Enlace',
  menuLabel: 'Enlace',
  schema: z.object({
    url: linkUrl,
    title: shortText.min(1, { message: 'El título no puede estar vacío' }),
    // An uploaded image (POST /api/upload/image) shown in the card; null for none.
    favicon: optionalHttpUrl,
  }),
  defaults: { url: 'https://example.com', title: 'Nuevo Enlace', favicon: null },
});
