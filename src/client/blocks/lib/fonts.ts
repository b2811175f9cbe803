import { DEFAULT_FONT_FAMILY, FONT_FAMILIES, type FontFamily } from '@shared/fonts';

const SERIF = new Set<FontFamily>(['Merriweather', 'Playfair Display']);

export function readFontFamily(value: unknown): FontFamily {
  return typeof value === 'string' && (FONT_FAMILIES as readonly string[]).includes(value)
    ? (value as FontFamily)
    : DEFAULT_FONT_FAMILY;
}

/** The CSS font-family of a block font, with a local fallback while the web font loads. */
export function fontStack(family: FontFamily): string {
  return SERIF.has(family)
    ? `"${family}", Georgia, "Times New Roman", serif`
    : // No "Roboto" here: our own Roboto face would replace Android's system font in the fallback.
      `"${family}", system-ui, -apple-system, "Segoe UI", sans-serif`;
}
