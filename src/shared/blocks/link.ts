import { LIMITS } from '../constants';
import { webHref } from '../href';
import { LINK_DISPLAYS } from './choices';
import { defineBlock } from './define';
import { field } from './field';

export const link = defineBlock({
  type: 'link',
  label: 'Enlace',
  menuLabel: 'Enlace',
  // The spec's 'Nuevo Enlace' and https://example.com are the editor's placeholders (decision 015).
  fields: {
    url: field.url({ links: true }).starts('').shows('https://example.com').isEssential(),
    // Empty shows the address instead.
    title: field.text(LIMITS.shortTextMax).starts('').shows('Nuevo Enlace'),
    // An uploaded image (POST /api/upload/image) shown in the card; null for none.
    favicon: field.optionalUrl().starts(null),
    // 'Verificación (rel="me")': the link names another profile of the owner (decision 982).
    relMe: field.flag().default(false).starts(false),
    // 'Destacado' (issue 38; absent is 'Botón'): a card with `imageUrl` (uploaded) and a line of `description`.
    display: field.choice(LINK_DISPLAYS, 'Presentación no válida').optional(),
    imageUrl: field.optionalUrl(),
    description: field.text(LIMITS.shortTextMax).optional(),
  },
  origins: {},
  // mailto: and tel: open an app, not a page: not counted.
  links: (content) => ({ '': webHref(content.url) }),
});
