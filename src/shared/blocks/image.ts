import { IMAGE_BUTTON_TEXT_DEFAULT, LIMITS } from '../constants';
import { webHref } from '../href';
import { IMAGE_LAYOUTS, IMAGE_SIZE_PRESETS } from './choices';
import { defineBlock } from './define';
import { field } from './field';

;

;

export const image = defineBlock({
  type: 'image',
  label: 'Imagen',
  menuLabel: 'Imagen',
  fields: {
    // Empty until the owner uploads one; the card then shows a placeholder.
    imageUrl: field.optionalUrl().starts(null).isEssential(),
    altText: field.text(LIMITS.shortTextMax).default('Imagen').starts('Nueva Imagen'),
    showBorder: field.flag().default(false).starts(false),
    sizePreset: field.choice(IMAGE_SIZE_PRESETS).default('contain').starts('contain'),
    linkUrl: field.optionalUrl().starts(null),
    layoutType: field.choice(IMAGE_LAYOUTS).default('normal').starts('normal'),
    title: field.text(LIMITS.shortTextMax).optional().starts(''),
    buttonText: field.text(LIMITS.shortTextMax).optional().starts(IMAGE_BUTTON_TEXT_DEFAULT),
  },
  // Uploaded images are this site's (or PUBLIC_URL's, which the server adds to img-src).
  origins: {},
  links: (content, item) => ({ '': webHref(content.linkUrl) ?? webHref(item.linkUrl) }),
});
