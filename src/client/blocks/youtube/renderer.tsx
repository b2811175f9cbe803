import { EmbedFacade } from '../lib/embed-facade';
import { BrandSvg } from '../lib/brand-svg';
import { useGoHref } from '../lib/go-link';
import { buttonStyle, INNER_ACTION, useBrandIcon, usePageLook } from '../lib/look';
import type { BlockRendererProps } from '../lib/types';

/**
 * Click-to-play on the shared facade (decisions 301, 970, 973): LinkHub draws YouTube's mark, the
 * title and a play mark in the theme's button, so nothing is asked of YouTube (not even its
 * thumbnail) until the visitor presses it; without JavaScript it is a counted link to the video.
 */
export function YoutubeRenderer({ content, item }: BlockRendererProps<'youtube'>) {
  const look = usePageLook();
  // Only the 11-character id, or '' when the row holds no video (the shared reader parses it).
  const { videoId } = content;
  const title = content.title?.trim() ?? '';
  const linkHref = useGoHref(item, videoId ? `https://www.youtube.com/watch?v=${videoId}` : null);
  const brand = useBrandIcon('youtube');

  if (!videoId) {
    return <p className="rounded-2xl bg-white px-4 py-3 text-center text-sm text-red-800">ID de video de YouTube inválido</p>;
  }
  const watchUrl = linkHref ?? `https://www.youtube.com/watch?v=${videoId}`;
  const label = title ? `Reproducir video: ${title}` : 'Reproducir video de YouTube';
  return (
    <div className="overflow-hidden" style={buttonStyle(look, { tall: true })}>
      <EmbedFacade
        spec={{ videoId }}
        href={watchUrl}
        label={label}
        boxClassName="relative aspect-video w-full"
        className="flex flex-col items-center justify-center gap-2 px-4 py-3 text-center"
      >
        {brand && <BrandSvg icon={brand} className="size-8" />}
        <span className="font-semibold break-words">{title || 'YouTube'}</span>
        {/* A play mark, no words: the link's name ('Reproducir …: title') then holds all it shows (axe's label-content-name-mismatch). */}
        <span className={INNER_ACTION}>
          <svg viewBox="0 0 24 24" aria-hidden="true" fill="currentColor" className="size-5">
            <path d="M7 4v16l13-8z" />
          </svg>
        </span>
      </EmbedFacade>
    </div>
  );
}
