import { shortText } from '../fields';
import { linkUrl, optionalHttpUrl } from '../url';
import { z } from '../zod';
import { defineBlock } from './define';

export const link = defineBlock({
  type: 'link',
  label: 'Enlace',
  menuLabel: 'Enlace',
  schema: z.object({
    // Empty until the owner sets it: the block stays off the public page till then (decision 015).
    url: z.union([linkUrl, z.literal('')]),
    // Empty shows the address instead.
    title: shortText,
    // An uploaded image (POST /api/upload/image) shown in the card; null for none.
    favicon: optionalHttpUrl,
  }),
  // The spec's 'Nuevo Enlace' and https://example.com are the editor's placeholders (decision 015).
  defaults: { url: '', title: '', favicon: null },
  placeholders: { url: 'https://example.com', title: 'Nuevo Enlace' },
});
