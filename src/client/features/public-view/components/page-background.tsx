import { BACKGROUND_BLUR } from '@shared/constants';
import { isHttpUrl } from '@shared/href';
import type { PageView } from '@shared/schemas/page';
import { overlayColor } from '../lib/colors';

/** A CSS url() value that no address can break out of. */
function cssUrl(url: string): string {
  return `url("${url.replace(/["\\\n\r]/g, (char) => encodeURIComponent(char))}")`;
}

export function backgroundImageOf(page: Pick<PageView, 'backgroundImage'>): string | null {
  return isHttpUrl(page.backgroundImage) ? page.backgroundImage : null;
}

/** Background image with blur and overlay, behind the content; fixed on the page, inside the preview frame. */
export function PageBackground({ page, contained }: { page: PageView; contained: boolean }) {
  const image = backgroundImageOf(page);
  if (!image) return null;
  const blur = Math.min(Math.max(page.backgroundImageBlur ?? 0, BACKGROUND_BLUR.min), BACKGROUND_BLUR.schemaMax);
  const overlay = overlayColor(page);
  const position = contained ? 'absolute' : 'fixed';
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
      {overlay && <div className="absolute inset-0" style={{ backgroundColor: overlay }} />}
    </div>
  );
}
