import type { ThemeButton } from '@shared/themes';
import { swatchButtonStyle } from '../lib/swatch-style';

export interface SwatchLook {
  /** CSS `background` of the page. */
  background: string;
  textColor: string;
  headingFont: string;
  bodyFont: string;
  button: ThemeButton;
}

/** A theme in small: its background, a title line and a button in its style (decorative: the card names it). */
export function ThemeSwatch({ look }: { look: SwatchLook }) {
  return (
    <span
      aria-hidden="true"
      className="flex h-24 w-full flex-col items-center justify-center gap-1.5 overflow-hidden rounded-md px-2"
      style={{ background: look.background }}
      data-testid="theme-swatch"
    >
      <span className="size-4 rounded-full opacity-80" style={{ backgroundColor: look.textColor }} />
      <span className="max-w-full truncate text-xs font-bold" style={{ color: look.textColor, fontFamily: `'${look.headingFont}', sans-serif` }}>
        Tu página
      </span>
      <span
        className="w-full max-w-24 truncate px-2 py-0.5 text-center text-[10px] leading-4 font-medium"
        style={{ ...swatchButtonStyle(look.button), fontFamily: `'${look.bodyFont}', sans-serif` }}
      >
        Mi enlace
      </span>
    </span>
  );
}
