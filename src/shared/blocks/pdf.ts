import { LIMITS } from '../constants';
import { isHttpUrl } from '../href';
import { defineBlock } from './define';
import { field } from './field';

const SIZE_MESSAGE = 'El tamaño del archivo no es válido';

export const pdf = defineBlock({
  type: 'pdf',
  label: 'Documento PDF',
  menuLabel: 'Documento PDF',
  // What POST /api/upload/pdf answers ({url, filename, filesize}) fills url, filename and filesize.
  fields: {
    title: field.text(LIMITS.shortTextMax, { required: 'El título no puede estar vacío' }).starts('Nuevo Documento'),
    filename: field.text(LIMITS.shortTextMax).optional(),
    // Empty until a file is uploaded.
    url: field.url().starts('').isEssential(),
    filesize: field.number(0, Number.MAX_SAFE_INTEGER, SIZE_MESSAGE).optional().starts(0),
  },
  origins: {},
  links: (content) => ({ '': isHttpUrl(content.url) ? content.url.trim() : null }),
});

export { formatFileSize } from '../file-size';
