import { LIMITS, SUBPAGE_BUTTON_TEXT_DEFAULT } from '../constants';
import { CARD_IMAGE_STYLES } from './choices';
import { defineBlock } from './define';
import { field } from './field';

;

export const subpage = defineBlock({
  type: 'subpage',
  label: 'Subpágina',
  menuLabel: 'Subpágina',
  fields: {
    // Also the subpage's own title (decision 013), hence a page title's length.
    title: field.text(LIMITS.titleMax, { required: 'El título no puede estar vacío' }).starts('Nueva Subpágina'),
    // 0 until the server creates the child page and fills it in.
    pageId: field.number(1, Number.MAX_SAFE_INTEGER, 'Se requiere el ID de la subpágina').starts(0),
    cardImageUrl: field.optionalUrl().starts(null),
    cardImageStyle: field.choice(CARD_IMAGE_STYLES).default('cover').starts('cover'),
    buttonText: field.text(LIMITS.shortTextMax).optional().starts(SUBPAGE_BUTTON_TEXT_DEFAULT),
    linkUrl: field.optionalUrl().starts(null),
  },
  origins: {},
  // It leads to a page of this site: nothing to count.
  links: null,
});
