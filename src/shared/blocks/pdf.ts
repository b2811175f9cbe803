import { shortText } from '../fields';
import { httpUrl } from '../url';
import { z } from '../zod';
import { defineBlock } from './define';

export const pdf = defineBlock({
  type: 'pdf',
  label: 'Documento PDF',
  menuLabel: 'Documento PDF',
  // What POST /api/upload/pdf answers ({url, filename, filesize}) fills url, filename and filesize.
  schema: z.object({
    title: shortText.min(1, { message: 'El título no puede estar vacío' }),
    filename: shortText.optional(),
    // Empty until a file is uploaded: the block stays off the public page till then (decision 015).
    url: z.union([httpUrl, z.literal('')]),
    filesize: z
      .number({ message: 'El tamaño del archivo no es válido' })
      .int({ message: 'El tamaño del archivo no es válido' })
      .nonnegative({ message: 'El tamaño del archivo no es válido' })
      .max(Number.MAX_SAFE_INTEGER, { message: 'El tamaño del archivo no es válido' })
      .optional(),
  }),
  defaults: { title: 'Nuevo Documento', url: '', filesize: 0 },
});

export { formatFileSize } from '../file-size';
