/** Fonts the editor offers (docs/decisions/004-fonts.md); Inter is the editor's default. */
export const FONT_FAMILIES = [
  'Inter',
  'Montserrat',
  'Roboto',
  'Open Sans',
  'Lato',
  'Poppins',
  'Merriweather',
  'Playfair Display',
] as const;
export const DEFAULT_FONT_FAMILY = 'Inter';
export type FontFamily = (typeof FONT_FAMILIES)[number];
