/**
 * The fixed choices of the block fields, without Zod: the schemas (`<type>.ts`) and the lenient
 * reader (`read.ts`, which the public page ships) take them from here.
 */
export const HEADING_SIZES = ['large', 'medium', 'small'] as const;
export const TEXT_ALIGNS = ['left', 'center', 'right', 'justify'] as const;
export const FONT_WEIGHTS = ['normal', 'bold'] as const;
export const FONT_STYLES = ['normal', 'italic'] as const;
export const DIVIDER_STYLES = ['solid', 'dashed', 'dotted'] as const;
export const IMAGE_SIZE_PRESETS = ['banner', 'actual', 'contain'] as const;
export const IMAGE_LAYOUTS = ['normal', 'web'] as const;
export const CARD_IMAGE_STYLES = ['cover', 'contain'] as const;
/** A link as the page's button ('Botón') or as a card with a large image ('Destacado', issue 38). */
export const LINK_DISPLAYS = ['button', 'featured'] as const;

/** A contact card is a person's or a business's (decision 018). */
export const CONTACT_KINDS = ['person', 'company'] as const;
/** The number is a mobile (vCard TYPE=CELL) or a landline (TYPE=VOICE). */
export const PHONE_TYPES = ['cell', 'voice'] as const;
