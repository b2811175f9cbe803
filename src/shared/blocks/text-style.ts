import { cssColor, fontFamily, longText, percent } from '../fields';
import { optionalHttpUrl } from '../url';
import { z } from '../zod';

export const TEXT_ALIGNS = ['left', 'center', 'right', 'justify'] as const;

/** Styling shared by the heading and text blocks. */
export const textStyleFields = {
  text: longText.min(1, { message: 'El texto no puede estar vacío' }),
  textColor: cssColor.optional(),
  backgroundColor: cssColor.optional(),
  textAlign: z.enum(TEXT_ALIGNS).optional(),
  backgroundOpacity: percent.optional(),
  fontWeight: z.enum(['normal', 'bold']).optional(),
  fontStyle: z.enum(['normal', 'italic']).optional(),
  fontFamily: fontFamily.optional(),
  linkUrl: optionalHttpUrl,
};
