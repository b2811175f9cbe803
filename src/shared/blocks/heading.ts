import { webHref } from '../href';
import { HEADING_SIZES } from './choices';
import { defineBlock } from './define';
import { field } from './field';
import { textStyleFields } from './text-style';

;

export const heading = defineBlock({
  type: 'heading',
  label: 'Título',
  menuLabel: 'Título',
  fields: {
    ...textStyleFields({ text: 'Nuevo Título', textAlign: 'center', fontWeight: 'bold' }),
    size: field.choice(HEADING_SIZES).default('large').starts('large'),
    // 'Plegable' (issue 38): the blocks under it, up to the next heading, open and close with it.
    collapsible: field.flag().optional(),
  },
  origins: {},
  // Its own link, else the one an old row keeps in the item's column.
  links: (content, item) => ({ '': webHref(content.linkUrl) ?? webHref(item.linkUrl) }),
});
