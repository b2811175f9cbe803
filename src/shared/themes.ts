import type { FontFamily } from './fonts';

/**
 * The designed looks of a public page (issue 18, decision 310). A page stores a theme's id in
 * `theme` and the theme's values are applied when the page is drawn, so a page follows its theme;
 * the owner's own button settings (non-null) and a background colour other than the theme's base
 * colour override it. 'custom' ('Personalizado') draws the page from the owner's settings alone.
 * Kept free of Zod: the public page's bundle uses it.
 */

export const BUTTON_SHAPES = ['square', 'rounded', 'pill'] as const;
export type ButtonShape = (typeof BUTTON_SHAPES)[number];
export const BUTTON_FILLS = ['solid', 'outline', 'soft', 'shadow'] as const;
export type ButtonFill = (typeof BUTTON_FILLS)[number];
export const SPACINGS = ['compact', 'normal', 'airy'] as const;
export type Spacing = (typeof SPACINGS)[number];

/** The words the editor shows for them (decision 320): the one place for these strings. */
export const BUTTON_SHAPE_LABELS: Record<ButtonShape, string> = { square: 'Cuadrado', rounded: 'Redondeado', pill: 'Píldora' };
export const BUTTON_FILL_LABELS: Record<ButtonFill, string> = { solid: 'Sólido', outline: 'Contorno', soft: 'Suave', shadow: 'Sombra' };

/** The id a page stores when it follows no theme: its own settings alone ('Personalizado'). */
export const CUSTOM_THEME_ID = 'custom';
export const CUSTOM_THEME_NAME = 'Personalizado';

interface ThemeButton {
  shape: ButtonShape;
  fill: ButtonFill;
  /** Fill of 'solid' and 'shadow', border of 'outline', tint of 'soft'. */
  color: string;
  /** The label's colour on that fill (readable at WCAG AA, checked by the tests). */
  textColor: string;
}

export interface Theme {
  id: string;
  /** Spanish name shown in the gallery. */
  name: string;
  dark: boolean;
  background: {
    /** The base colour: what `backgroundColor` is set to when the theme is chosen. */
    color: string;
    /** A CSS gradient over the base colour, or null for a flat colour. */
    gradient: string | null;
  };
  /** Title, bio, social icons and text/heading blocks without their own colour. */
  textColor: string;
  /** The overlay the editor offers over the owner's background image under this theme (colour, opacity %). */
  imageOverlay: { color: string; opacity: number };
  /** Title and heading blocks; bio, buttons and text blocks. */
  fonts: { heading: FontFamily; body: FontFamily };
  button: ThemeButton;
  spacing: Spacing;
}

function theme(value: Theme): Theme {
  return value;
}

/** Every designed theme, in the gallery's order. Each passes WCAG AA for every block type (tests). */
export const THEMES: readonly Theme[] = [
  theme({
    id: 'claro',
    name: 'Claro',
    dark: false,
    background: { color: '#FFFFFF', gradient: null },
    textColor: '#18181B',
    imageOverlay: { color: '#FFFFFF', opacity: 70 },
    fonts: { heading: 'Inter', body: 'Inter' },
    button: { shape: 'rounded', fill: 'solid', color: '#18181B', textColor: '#FFFFFF' },
    spacing: 'normal',
  }),
  theme({
    id: 'nube',
    name: 'Nube',
    dark: false,
    background: { color: '#E8F1FD', gradient: 'linear-gradient(160deg, #DCEBFF 0%, #EFE7FF 100%)' },
    textColor: '#1E2A44',
    imageOverlay: { color: '#FFFFFF', opacity: 65 },
    fonts: { heading: 'Poppins', body: 'Inter' },
    button: { shape: 'pill', fill: 'solid', color: '#FFFFFF', textColor: '#1E2A44' },
    spacing: 'normal',
  }),
  theme({
    id: 'medianoche',
    name: 'Medianoche',
    dark: true,
    background: { color: '#0F1226', gradient: 'linear-gradient(165deg, #0F1226 0%, #26215C 100%)' },
    textColor: '#F4F4FB',
    imageOverlay: { color: '#0F1226', opacity: 65 },
    fonts: { heading: 'Montserrat', body: 'Inter' },
    button: { shape: 'pill', fill: 'solid', color: '#C7CBFF', textColor: '#161A3A' },
    spacing: 'normal',
  }),
  theme({
    id: 'carbon',
    name: 'Carbón',
    dark: true,
    background: { color: '#121212', gradient: null },
    textColor: '#F5F5F5',
    imageOverlay: { color: '#000000', opacity: 60 },
    fonts: { heading: 'Inter', body: 'Inter' },
    button: { shape: 'square', fill: 'outline', color: '#F5F5F5', textColor: '#F5F5F5' },
    spacing: 'normal',
  }),
  theme({
    id: 'atardecer',
    name: 'Atardecer',
    dark: false,
    background: { color: '#FFB199', gradient: 'linear-gradient(170deg, #FFD3A5 0%, #FFAAA5 55%, #F78CA0 100%)' },
    textColor: '#3A0D1C',
    imageOverlay: { color: '#FFD3A5', opacity: 60 },
    fonts: { heading: 'Poppins', body: 'Poppins' },
    button: { shape: 'pill', fill: 'solid', color: '#FFFFFF', textColor: '#8A1538' },
    spacing: 'normal',
  }),
  theme({
    id: 'bosque',
    name: 'Bosque',
    dark: true,
    background: { color: '#1D3328', gradient: 'linear-gradient(180deg, #213A2E 0%, #15261D 100%)' },
    textColor: '#EEF3E6',
    imageOverlay: { color: '#15261D', opacity: 65 },
    fonts: { heading: 'Merriweather', body: 'Lato' },
    button: { shape: 'rounded', fill: 'soft', color: '#EEF3E6', textColor: '#F4F8EE' },
    spacing: 'airy',
  }),
  theme({
    id: 'papel',
    name: 'Papel',
    dark: false,
    background: { color: '#F3EEE4', gradient: null },
    textColor: '#2B2118',
    imageOverlay: { color: '#F3EEE4', opacity: 75 },
    fonts: { heading: 'Playfair Display', body: 'Lato' },
    button: { shape: 'square', fill: 'outline', color: '#2B2118', textColor: '#2B2118' },
    spacing: 'airy',
  }),
  theme({
    id: 'menta',
    name: 'Menta',
    dark: false,
    background: { color: '#D5F2E3', gradient: null },
    textColor: '#0E3B2C',
    imageOverlay: { color: '#D5F2E3', opacity: 70 },
    fonts: { heading: 'Poppins', body: 'Poppins' },
    button: { shape: 'rounded', fill: 'shadow', color: '#FFFFFF', textColor: '#0E3B2C' },
    spacing: 'normal',
  }),
  theme({
    id: 'oceano',
    name: 'Océano',
    dark: true,
    background: { color: '#0B4F7C', gradient: 'linear-gradient(160deg, #0A5A8A 0%, #1B2F6E 100%)' },
    textColor: '#FFFFFF',
    imageOverlay: { color: '#0B3A66', opacity: 65 },
    fonts: { heading: 'Montserrat', body: 'Open Sans' },
    button: { shape: 'pill', fill: 'solid', color: '#FFFFFF', textColor: '#0B3A66' },
    spacing: 'normal',
  }),
  theme({
    id: 'lavanda',
    name: 'Lavanda',
    dark: false,
    background: { color: '#EEE9FB', gradient: null },
    textColor: '#2A1457',
    imageOverlay: { color: '#EEE9FB', opacity: 70 },
    fonts: { heading: 'Playfair Display', body: 'Inter' },
    button: { shape: 'pill', fill: 'soft', color: '#6D3FD1', textColor: '#3B1B7A' },
    spacing: 'normal',
  }),
  theme({
    id: 'neon',
    name: 'Neón',
    dark: true,
    background: { color: '#0A0A0F', gradient: 'radial-gradient(120% 60% at 50% 0%, #1B1340 0%, #0A0A0F 70%)' },
    textColor: '#F2F2F7',
    imageOverlay: { color: '#0A0A0F', opacity: 70 },
    fonts: { heading: 'Montserrat', body: 'Roboto' },
    button: { shape: 'rounded', fill: 'outline', color: '#5EEAD4', textColor: '#99F6E4' },
    spacing: 'normal',
  }),
  theme({
    id: 'arena',
    name: 'Arena',
    dark: false,
    background: { color: '#F2E4D0', gradient: 'linear-gradient(180deg, #F6EBDC 0%, #EBD6BC 100%)' },
    textColor: '#3B2619',
    imageOverlay: { color: '#F2E4D0', opacity: 70 },
    fonts: { heading: 'Merriweather', body: 'Open Sans' },
    button: { shape: 'rounded', fill: 'solid', color: '#7A4427', textColor: '#FFFFFF' },
    spacing: 'normal',
  }),
  theme({
    id: 'chicle',
    name: 'Chicle',
    dark: false,
    background: { color: '#FFE3EC', gradient: null },
    textColor: '#4A0B26',
    imageOverlay: { color: '#FFE3EC', opacity: 70 },
    fonts: { heading: 'Poppins', body: 'Poppins' },
    button: { shape: 'pill', fill: 'shadow', color: '#BE185D', textColor: '#FFFFFF' },
    spacing: 'compact',
  }),
];

/** The theme of a page created from now on (existing pages keep 'custom': they look as they did). */
export const DEFAULT_THEME_ID = 'claro';

export const THEME_IDS: readonly string[] = [CUSTOM_THEME_ID, ...THEMES.map((t) => t.id)];

export function themeById(id: string | null | undefined): Theme | null {
  return THEMES.find((t) => t.id === id) ?? null;
}

/**
 * What choosing a theme in the gallery writes to the page in one PATCH (decision 310): its id, its
 * base colour as `backgroundColor`, and no button override (the theme's buttons show). The
 * background image, overlay, profile photo, bio, social links and sharing fields are kept.
 * 'custom' writes only `theme: 'custom'`, keeping every field as it is.
 */
export function themeChoice(id: string): {
  theme: string;
  backgroundColor?: string;
  buttonShape?: null;
  buttonFill?: null;
  buttonColor?: null;
  buttonTextColor?: null;
} {
  const chosen = themeById(id);
  if (!chosen) return { theme: CUSTOM_THEME_ID };
  return { theme: chosen.id, backgroundColor: chosen.background.color, buttonShape: null, buttonFill: null, buttonColor: null, buttonTextColor: null };
}
