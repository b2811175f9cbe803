import type { PageLook } from '@shared/page-look';
import { fontStack } from '@/blocks/lib/fonts';
import { swatchButtonStyle } from '../lib/swatch-style';

/** A page's look in small: its background, a title line and a button in its style (decorative: the card names it). */
export function ThemeSwatch({ look }: { look: PageLook }) {
  const background = look.background.gradient ? `${look.background.gradient}, ${look.background.color}` : look.background.color;
  return (
    <span
      aria-hidden="true"
      className="flex h-24 w-full flex-col items-center justify-center gap-1.5 overflow-hidden rounded-md px-2"
      style={{ background }}
      data-testid="theme-swatch"
    >
      <span className="size-4 rounded-full opacity-80" style={{ backgroundColor: look.textColor }} />
      <span
        className="max-w-full truncate text-xs font-bold"
        style={{ color: look.textColor, fontFamily: look.fonts.heading ? fontStack(look.fonts.heading) : undefined }}
      >
        Tu página
      </span>
      <span
        className="w-full max-w-24 truncate px-2 py-0.5 text-center text-[10px] leading-4 font-medium"
        style={{ ...swatchButtonStyle(look), fontFamily: look.fonts.body ? fontStack(look.fonts.body) : undefined }}
      >
        Mi enlace
      </span>
    </span>
  );
}
