import { LIMITS, SUBPAGE_BUTTON_TEXT_DEFAULT } from '../constants';
import { limitedText, shortText } from '../fields';
import { optionalHttpUrl } from '../url';
import { z } from '../zod';
import { CARD_IMAGE_STYLES } from './choices';
import { defineBlock } from './define';

;

export const subpage = defineBlock({
  type: 'subpage',
  label: 'Subpágina',
  menuLabel: 'Subpágina',
  schema: z.object({
    // Also the subpage's own title (decision 013), hence a page title's length.
    title: limitedText(LIMITS.titleMax).min(1, { message: 'El título no puede estar vacío' }),
    pageId: z
      .number({ message: 'Se requiere el ID de la subpágina' })
      .int({ message: 'Se requiere el ID de la subpágina' })
      .positive({ message: 'Se requiere el ID de la subpágina' }),
    cardImageUrl: optionalHttpUrl,
    cardImageStyle: z.enum(CARD_IMAGE_STYLES).default('cover'),
    buttonText: shortText.optional(),
    linkUrl: optionalHttpUrl,
  }),
  // pageId 0 until the server creates the child page and fills it in.
  defaults: {
    title: 'Nueva Subpágina',
    pageId: 0,
    cardImageUrl: null,
    cardImageStyle: 'cover',
    buttonText: SUBPAGE_BUTTON_TEXT_DEFAULT,
    linkUrl: null,
  },
});
