import { HEADING_BACKGROUND_OPACITY_DEFAULT, LIMITS } from '../constants';
import { FONT_FAMILIES } from '../fonts';
import { FONT_STYLES, FONT_WEIGHTS, TEXT_ALIGNS } from './choices';
import { field } from './field';

;

/**
 * The fields of the heading and text blocks: the text and its styling. No colours and no font in a
 * new block: it takes the page theme's (decision 311).
 */
export function textStyleFields(initial: { text: string; textAlign: (typeof TEXT_ALIGNS)[number]; fontWeight: (typeof FONT_WEIGHTS)[number] }) {
  return {
    text: field.text(LIMITS.longTextMax, { required: 'El texto no puede estar vacío' }).starts(initial.text),
    textColor: field.color().optional(),
    backgroundColor: field.color().optional(),
    textAlign: field.choice(TEXT_ALIGNS).optional().starts(initial.textAlign),
    backgroundOpacity: field.number(0, 100).optional().starts(HEADING_BACKGROUND_OPACITY_DEFAULT),
    fontWeight: field.choice(FONT_WEIGHTS).optional().starts(initial.fontWeight),
    fontStyle: field.choice(FONT_STYLES).optional().starts('normal'),
    fontFamily: field.choice(FONT_FAMILIES).optional(),
    linkUrl: field.optionalUrl().starts(null),
  };
}
