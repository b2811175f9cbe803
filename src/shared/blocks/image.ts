import { IMAGE_BUTTON_TEXT_DEFAULT } from '../constants';
import { shortText } from '../fields';
import { optionalHttpUrl } from '../url';
import { z } from '../zod';
import { IMAGE_LAYOUTS, IMAGE_SIZE_PRESETS } from './choices';
import { defineBlock } from './define';

;

;

export const image = defineBlock({
  type: 'image',
  label: 'Imagen',
  menuLabel: 'Imagen',
  schema: z.object({
    // Empty until the owner uploads one; the card then shows a placeholder.
    imageUrl: optionalHttpUrl,
    altText: shortText.default('Imagen'),
    showBorder: z.boolean().default(false),
    sizePreset: z.enum(IMAGE_SIZE_PRESETS).default('contain'),
    linkUrl: optionalHttpUrl,
    layoutType: z.enum(IMAGE_LAYOUTS).default('normal'),
    title: shortText.optional(),
    buttonText: shortText.optional(),
  }),
  defaults: {
    imageUrl: null,
    altText: 'Nueva Imagen',
    showBorder: false,
    sizePreset: 'contain',
    linkUrl: null,
    layoutType: 'normal',
    title: '',
    buttonText: IMAGE_BUTTON_TEXT_DEFAULT,
  },
});
