import { cssColor, fontFamily, longText, percent } from '../fields';
import { optionalHttpUrl } from '../url';
import { z } from '../zod';
import { FONT_STYLES, FONT_WEIGHTS, TEXT_ALIGNS } from './choices';

;

/** Styling shared by the heading and text blocks. */
export const textStyleFields = {
  text: longText.min(1, { message: 'El texto no puede estar vacío' }),
  textColor: cssColor.optional(),
  backgroundColor: cssColor.optional(),
  textAlign: z.enum(TEXT_ALIGNS).optional(),
  backgroundOpacity: percent.optional(),
  fontWeight: z.enum(FONT_WEIGHTS).optional(),
  fontStyle: z.enum(FONT_STYLES).optional(),
  fontFamily: fontFamily.optional(),
  linkUrl: optionalHttpUrl,
};
