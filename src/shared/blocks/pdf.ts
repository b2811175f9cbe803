import { shortText } from '../fields';
import { httpUrl } from '../url';
import { z } from '../zod';
import { defineBlock } from './define';

export const pdf = defineBlock({
  type: 'pdf',
  label: 'Documento PDF',
  menuLabel: 'Documento PDF',
  schema: z.object({
    title: shortText.min(1, { message: 'El título no puede estar vacío' }),
    filename: shortText.optional(),
    url: httpUrl,
    filesize: z.number().nonnegative().max(Number.MAX_SAFE_INTEGER).optional(),
  }),
  defaults: { title: 'Nuevo Documento', url: 'https://example.com/documento.pdf', filesize: 0 },
});

export { formatFileSize } from '../file-size';
