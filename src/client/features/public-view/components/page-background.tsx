import { BACKGROUND_BLUR } from '@shared/constants';
import { isHttpUrl } from '@shared/href';
import type { PageLook } from '@shared/page-look';
import type { PageView } from '@shared/schemas/page';

/** A CSS url() value that no address can break out of. */
function cssUrl(url: string): string {
  return `url("${url.replace(/["\\\n\r]/g, (char) => encodeURIComponent(char))}")`;
}

function backgroundImageOf(page: Pick<PageView, 'backgroundImage'>): string | null {
  return isHttpUrl(page.backgroundImage) ? page.backgroundImage : null;
}

/**
 * Behind the content: the theme's gradient, or the owner's background image with blur and overlay
 * (the owner's, else the theme's); fixed on the page, inside the preview frame.
 */
export function PageBackground({ page, look, contained }: { page: PageView; look: PageLook; contained: boolean }) {
  const image = backgroundImageOf(page);
  const position = contained ? 'absolute' : 'fixed';
  if (!image) {
    if (!look.background.gradient) return null;
    return <div aria-hidden="true" className={`${position} inset-0 -z-10`} style={{ backgroundImage: look.background.gradient }} />;
  }
  const blur = Math.min(Math.max(page.backgroundImageBlur ?? 0, BACKGROUND_BLUR.min), BACKGROUND_BLUR.schemaMax);
  return (
    <div aria-hidden="true" className={`${position} inset-0 -z-10 overflow-hidden`}>
      <div
        className="absolute inset-0 bg-cover bg-center"
        style={{
          backgroundImage: cssUrl(image),
          filter: blur > 0 ? `blur(${blur}px)` : undefined,
          transform: blur > 0 ? 'scale(1.1)' : undefined,
        }}
      />
      {look.imageOverlay && <div className="absolute inset-0" style={{ backgroundColor: look.imageOverlay }} />}
    </div>
  );
}
