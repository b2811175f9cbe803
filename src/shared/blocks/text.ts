import { webHref } from '../href';
import { defineBlock } from './define';
import { textStyleFields } from './text-style';

export const text = defineBlock({
  type: 'text',
  label: 'Texto',
  menuLabel: 'Texto',
  fields: textStyleFields({ text: 'Nuevo Párrafo', textAlign: 'left', fontWeight: 'normal' }),
  origins: {},
  // Its own link, else the one an old row keeps in the item's column.
  links: (content, item) => ({ '': webHref(content.linkUrl) ?? webHref(item.linkUrl) }),
});
