import { contrastRatio, hexToRgba, mixHex, relativeLuminance } from './colors';
import { OVERLAY_OPACITY, PROFILE_IMAGE_SIZE_PX, type ProfileImageSize } from './constants';
import type { FontFamily } from './fonts';
import type { PageView } from './schemas/page';
import type { SocialPosition } from './social-networks';
import { BUTTON_FILLS, BUTTON_SHAPES, type ButtonFill, type ButtonShape, type Spacing, type Theme, themeById } from './themes';

/**
 * How a page looks once its theme and the owner's settings are put together (decision 310): what
 * the public page and the editor's preview draw. Kept free of Zod and of React.
 */
export interface PageLook {
  /** The theme followed, or null for 'Personalizado'. */
  theme: Theme | null;
  background: { color: string; gradient: string | null };
  /** Over the owner's background image, or null. */
  imageOverlay: string | null;
  /** Title, bio, social icons, text blocks without a colour. */
  textColor: string;
  /** Over a background image: a shadow keeps the title readable. */
  textShadow: boolean;
  /** null: the system font (as before themes). */
  fonts: { heading: FontFamily | null; body: FontFamily | null };
  button: { shape: ButtonShape; fill: ButtonFill; color: string; textColor: string; shadowColor: string };
  spacing: Spacing;
  /** Pixels between blocks. */
  gap: number;
  showLinkDomain: boolean;
  profileImagePx: number;
  socialPosition: SocialPosition;
}

const DARK_TEXT = '#111827';
const LIGHT_TEXT = '#FFFFFF';
/** Buttons of 'Personalizado' left unset: the white card of before themes. */
const CLASSIC_BUTTON = { shape: 'rounded', fill: 'solid', color: '#FFFFFF', textColor: DARK_TEXT } as const;
const GAPS: Record<Spacing, number> = { compact: 10, normal: 14, airy: 18 };
const AA = 4.5;

/** The first candidate readable on `background` at WCAG AA, else the most readable of them. */
function readableOn(background: string, candidates: readonly string[]): string {
  let best = candidates[0] ?? DARK_TEXT;
  let bestRatio = -1;
  for (const candidate of candidates) {
    const ratio = contrastRatio(candidate, background);
    if (ratio === null) continue;
    if (ratio >= AA) return candidate;
    if (ratio > bestRatio) {
      best = candidate;
      bestRatio = ratio;
    }
  }
  return best;
}

function isHex(value: string | null | undefined): value is string {
  return typeof value === 'string' && /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/.test(value.trim());
}

function hasImage(page: Pick<PageView, 'backgroundImage'>): boolean {
  return typeof page.backgroundImage === 'string' && /^https?:\/\//i.test(page.backgroundImage);
}

function ownOverlay(page: Pick<PageView, 'backgroundOverlayColor' | 'backgroundOverlayOpacity'>): string | null {
  if (!page.backgroundOverlayColor) return null;
  const opacity = page.backgroundOverlayOpacity ?? OVERLAY_OPACITY.renderDefault;
  return hexToRgba(page.backgroundOverlayColor, opacity) ?? `rgba(255, 255, 255, ${OVERLAY_OPACITY.renderDefault / 100})`;
}

/** Dark or light text on a colour (the title of 'Personalizado', as before themes). */
function textFor(base: string | null | undefined, fallback: string): string {
  const light = relativeLuminance(base);
  if (light === null) return fallback;
  return light > 0.4 ? DARK_TEXT : LIGHT_TEXT;
}

function pick<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

type LookPage = Pick<
  PageView,
  | 'theme'
  | 'backgroundColor'
  | 'backgroundImage'
  | 'backgroundOverlayColor'
  | 'backgroundOverlayOpacity'
  | 'buttonShape'
  | 'buttonFill'
  | 'buttonColor'
  | 'buttonTextColor'
  | 'showLinkDomain'
  | 'profileImageSize'
  | 'socialPosition'
>;

/** The page's look: its theme's values, overridden by the owner's own settings (decision 310). */
export function resolvePageLook(page: Partial<LookPage>): PageLook {
  const theme = themeById(page.theme);
  const image = hasImage(page as Pick<PageView, 'backgroundImage'>);
  const overlay = ownOverlay(page as PageView);
  const ownColor = typeof page.backgroundColor === 'string' && page.backgroundColor.trim() ? page.backgroundColor.trim() : '#FFFFFF';

  let background: PageLook['background'];
  let textColor: string;
  let imageOverlay: string | null = null;
  if (theme) {
    const followsTheme = ownColor.toLowerCase() === theme.background.color.toLowerCase();
    background = followsTheme ? { ...theme.background } : { color: ownColor, gradient: null };
    textColor = followsTheme ? theme.textColor : readableOn(ownColor, [theme.textColor, DARK_TEXT, LIGHT_TEXT]);
    // The owner's 'Capa de color' decides over a background image, under a theme too: switched off, no
    // overlay (the title gets a shadow); the theme's imageOverlay is what the editor offers when it
    // is switched on.
    if (image) {
      imageOverlay = overlay;
      textColor = overlay ? textFor(page.backgroundOverlayColor, LIGHT_TEXT) : LIGHT_TEXT;
    }
  } else {
    background = { color: ownColor, gradient: null };
    imageOverlay = image ? overlay : null;
    textColor = image ? textFor(page.backgroundOverlayColor, LIGHT_TEXT) : textFor(ownColor, DARK_TEXT);
  }
  const textShadow = image;

  const base = theme?.button ?? CLASSIC_BUTTON;
  const shape = pick(page.buttonShape, BUTTON_SHAPES, base.shape);
  const fill = pick(page.buttonFill, BUTTON_FILLS, base.fill);
  const color = page.buttonColor?.trim() || base.color;
  const overridden = (page.buttonFill != null && page.buttonFill !== base.fill) || (page.buttonColor != null && page.buttonColor !== base.color);
  let buttonText = page.buttonTextColor?.trim() || base.textColor;
  if (!page.buttonTextColor && overridden) {
    const behind = fill === 'solid' || fill === 'shadow' ? color : isHex(color) && isHex(background.color) && fill === 'soft' ? (mixHex(color, background.color, 16) ?? background.color) : background.color;
    const candidates = fill === 'outline' ? [color, textColor, DARK_TEXT, LIGHT_TEXT] : [base.textColor, textColor, DARK_TEXT, LIGHT_TEXT];
    buttonText = isHex(behind) ? readableOn(behind, candidates) : buttonText;
  }
  const spacing = theme?.spacing ?? 'normal';
  const size = pick<ProfileImageSize>(page.profileImageSize, ['small', 'medium', 'large'], 'large');

  return {
    theme,
    background,
    imageOverlay,
    textColor,
    textShadow,
    fonts: theme ? { ...theme.fonts } : { heading: null, body: null },
    button: { shape, fill, color, textColor: buttonText, shadowColor: theme ? theme.textColor : DARK_TEXT },
    spacing,
    gap: GAPS[spacing],
    showLinkDomain: page.showLinkDomain ?? true,
    profileImagePx: PROFILE_IMAGE_SIZE_PX[size],
    socialPosition: page.socialPosition === 'below' ? 'below' : 'above',
  };
}
